/**
 * What the router shows while the first page's code loads (React Router's hydrate fallback,
 * once per visit). Nothing visible: that chunk takes a round trip, and a skeleton flashed for
 * it would only flicker before the page's own loading state. It marks the document busy, so a
 * screen reader does not announce an empty page.
 */
export function RouteFirstLoad() {
  return <div aria-busy="true" />;
}
