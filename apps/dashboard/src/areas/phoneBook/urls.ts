/**
 * The phone book (vendor spec §7 "CRM v1"; decision 0076). The list's search is the query's `q`
 * and its page `page`; the open dialog is `dialog` (`new` on the list; `edit`, `address:new`
 * and `address:<id>` on a person).
 */
export const phoneBookUrls = {
  list: () => '/customers/phone-book',
  person: (id: string) => `/customers/phone-book/${encodeURIComponent(id)}`,
};
