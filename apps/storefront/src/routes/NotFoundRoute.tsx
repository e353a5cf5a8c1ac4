import { ErrorPage } from '@dukkan/screens';
import { urls } from '../urls.ts';

/** Unmatched routes show the 404 page titled 'Page Not Found' (customer spec §2). */
export function NotFoundRoute() {
  return <ErrorPage status={404} homeHref={urls.home()} />;
}
