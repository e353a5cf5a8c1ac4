import { HttpStatusError, toErrorPage } from '@dukkan/core';
import { ErrorPage } from '@dukkan/screens';
import { urls } from '../urls.ts';

const notFound = toErrorPage(new HttpStatusError(404));

export function NotFoundRoute() {
  return <ErrorPage error={notFound} homeHref={urls.home()} />;
}
