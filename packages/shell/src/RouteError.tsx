import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorDetail, toErrorPage } from '@dukkan/core';
import { ErrorPage } from '@dukkan/screens';

/**
 * The router's error element: 404 responses show the not-found page, a page whose code could
 * not be downloaded a connection page with Try again, anything else the 500 page (spec §2,
 * §8), in translated words only. What went wrong is logged to the console for
 * support, never shown (issue #18 item 7, docs/decisions/0082); a plain 404 is not logged.
 */
export function RouteError() {
  const error = useRouteError();
  const model = toErrorPage(isRouteErrorResponse(error) ? { status: error.status } : error);
  useEffect(() => {
    if (model.page === 404) return;
    const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorDetail(error);
    console.error('[dukkan] route error:', detail);
  }, [error, model.page]);
  // A page whose code did not download is fetched again with a fresh load (a new deployment may have replaced it).
  return <ErrorPage error={model} homeHref="/" onRetry={() => window.location.reload()} />;
}
