// Product search over the catalogue listing (issue #16 item 7).
export { productSearchTexts, useProductSearch } from './useProductSearch.ts';
