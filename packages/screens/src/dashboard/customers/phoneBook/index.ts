export * from './PhoneBookView/index.ts';
export * from './PhoneBookPersonView/index.ts';
export * from './PhoneBookPersonDialog/index.ts';
export * from './PhoneBookAddressDialog/index.ts';
export { addressLine as phoneBookAddressLine, PHONE_BOOK_MAX_ADDRESSES } from './phoneBookText.ts';
export type { PhoneBookAddressItem, PhoneBookAddressValues, PhoneBookPersonItem, PhoneBookPersonValues } from './types.ts';
