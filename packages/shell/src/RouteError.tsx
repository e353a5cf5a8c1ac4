import { isRouteErrorResponse, useRouteError } from 'react-router';
import { HttpStatusError, toErrorPage } from '@dukkan/core';
import { ErrorPage } from '@dukkan/screens';

/**
 * The router's error element: 404 responses show the not-found page, anything else the
 * 500 page with the status text as title and the error's message as description (spec §2, §8).
 */
export function RouteError() {
  const error = useRouteError();
  const model = isRouteErrorResponse(error)
    ? toErrorPage(
        new HttpStatusError(
          error.status,
          typeof error.data === 'string' ? error.data : undefined,
          error.status === 404 ? undefined : error.statusText,
        ),
      )
    : toErrorPage(error);
  return <ErrorPage error={model} homeHref="/" />;
}
