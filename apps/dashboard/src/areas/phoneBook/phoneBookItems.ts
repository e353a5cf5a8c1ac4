import type { ApiError } from '@dukkan/core';

/** Said when no shop is being worked on (a lead before choosing one): nothing is sent. */
export const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/** People per page of the list: the call answers everyone at once, the page is cut here. */
export const PHONE_BOOK_PAGE_SIZE = 20;
