import { apiKey } from '../swr/keys.ts';

/** Keys of the account domain (customer spec §7 "Auth", "Account"; vendor spec §7 "Authentication"). */
export const accountKeys = {
  user: () => apiKey('accountGetUser'),
  addresses: () => apiKey('accountAddressList'),
};
