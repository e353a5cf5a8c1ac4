/**
 * Whether the keyboard focus fell out of the page's controls: nothing focused, <body>, or an
 * element that was just removed. Until Chromium's next rendering step `activeElement` can still
 * name the removed control (it is then not connected) rather than <body>, so a check for <body>
 * alone misses the moment right after a focused control goes (seen when the cart's promo code
 * is applied). Screens use it to move focus to what replaced the control.
 */
export function focusIsLost(doc: Pick<Document, 'activeElement' | 'body'> = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}
