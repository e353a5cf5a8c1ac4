import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@dukkan/screens';

/**
 * The router's error element: 404 responses show the not-found page, anything else the
 * 500 page with the status text as title and the error's message as description (spec §2, §8).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} statusMessage={error.status === 404 ? undefined : error.statusText} homeHref="/" />;
  }
  const description = error instanceof Error ? error.message : undefined;
  return <ErrorPage status={500} description={description} homeHref="/" />;
}
