import type { ApiError } from '@dukkan/core';
import type { CustomRule, SubmitResult } from '@dukkan/ui';

/** The chip's UID as an NFC writer app prints it: 4 to 10 bytes in hex, `04:A2:19:6B:3C:58:80`. */
export const CHIP_ID_PATTERN = /^[0-9A-F]{2}(:[0-9A-F]{2}){3,9}$/;

/** Spaces and dashes between the bytes are read as colons; letters as capitals. */
export function normaliseChipId(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, ':');
}

export const chipIdRule: CustomRule = {
  name: 'nfcChipId',
  validate: ({ value }) => {
    const text = String(value ?? '').trim();
    return text === '' || CHIP_ID_PATTERN.test(normaliseChipId(text));
  },
  message: { id: 'dashboard.marketing.nfc.form.chip.invalid' },
};

/** Where a refusal of PUT /card or POST /redirect/target shows: on its field, or at the top. */
export function nfcErrorResult(error: ApiError): SubmitResult {
  if (error.code === 'duplicate_card') return { fieldErrors: { card: { id: 'dashboard.marketing.nfc.form.chip.duplicate' } } };
  if (error.kind === 'network') return { formError: { id: 'dashboard.marketing.nfc.form.error.network' } };
  if (error.status === 404) return { formError: { id: 'dashboard.marketing.nfc.form.error.gone' } };
  if (error.status === 422 || error.status === 400) return { formError: { id: 'dashboard.marketing.nfc.form.error.invalid' } };
  return { formError: { id: 'dashboard.marketing.nfc.form.error.server' } };
}
