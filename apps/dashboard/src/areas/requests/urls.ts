/**
 * The service requests area (vendor spec §7 Requests and invoices; decision 0068). The list's
 * filter lives in the query (`f.status`), the invoice shown on a request in `dialog`
 * (`invoice:<id>`).
 */
export const requestsUrls = {
  list: () => '/orders/requests',
  detail: (id: string) => `/orders/requests/${encodeURIComponent(id)}`,
};
