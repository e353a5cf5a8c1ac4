/*
 * The storefront's push service worker (docs/decisions/0051). It does one thing: show a pushed
 * notification and open the page it names when tapped. It caches nothing and handles no fetch.
 * A push carries JSON `{ title, body, url }`; text only (a notification renders no HTML), and
 * only a path on this site is opened.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const text = (value, max) => (typeof value === 'string' ? value.slice(0, max) : '');
  const title = text(message.title, 120) || self.registration.scope;
  const url = typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/orders';
  event.waitUntil(self.registration.showNotification(title, { body: text(message.body, 400), data: { url }, icon: '/favicon.svg' }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
