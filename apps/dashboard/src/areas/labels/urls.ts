/** The labels and attributes pages (issue #13 items 5 and 6, decision 0075), beside the customers area. */
export const labelsUrls = {
  /** The shop's customer labels with their counts. */
  labels: () => '/customers/labels',
  /** The customer attributes the shop keeps. */
  attributes: () => '/customers/attributes',
  /** The customers list filtered by a label (`f.label`, decision 0057). */
  customersWithLabel: (label: string) => `/customers?f.label=${encodeURIComponent(label)}`,
  /** The customers list filtered by an attribute (`f.attribute`), and by one value (`f.attributeValue`). */
  customersWithAttribute: (attribute: string, value?: string) =>
    `/customers?f.attribute=${encodeURIComponent(attribute)}${value ? `&f.attributeValue=${encodeURIComponent(value)}` : ''}`,
};
