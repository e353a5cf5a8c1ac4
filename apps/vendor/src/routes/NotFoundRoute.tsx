import { ErrorPage } from '@dukkan/screens';
import { urls } from '../urls.ts';

export function NotFoundRoute() {
  return <ErrorPage status={404} homeHref={urls.home()} />;
}
