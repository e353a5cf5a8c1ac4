/**
 * The one table of limits both sides enforce (decision 0083): the apps check them before
 * sending (with a translated message), the mock API refuses exactly one past them. A limit
 * here is what a shop's customer or staff member can type or pick; a server that takes more
 * is fine, one that takes less would refuse what the app let through.
 *
 * Text lengths count characters as people see them in a field: Unicode code points, so an
 * emoji or an Arabic letter with a surrogate pair counts once (the form rules' `length:`).
 */

import { unsafeFileName } from './content.ts';

export const MB = 1024 * 1024;

export type UploadKind = 'image' | 'video';

export interface UploadLimit {
  /** Largest file accepted, in bytes; one byte more is refused. */
  readonly maxBytes: number;
  /** MIME types accepted; anything else (SVG, GIF, HEIC…) is refused. */
  readonly types: readonly string[];
  /** File name endings that stand for those types when a browser sends no MIME type. */
  readonly extensions: readonly string[];
  /** Pictures only: the largest width × height and side a header may declare (0085, "pixel flood"). */
  readonly maxPixels?: number;
  readonly maxSide?: number;
}

export const UPLOAD_LIMITS: Readonly<{ image: UploadLimit & { maxPixels: number; maxSide: number }; video: UploadLimit }> = {
  // Phones' photos are well under 5 MB; a shop's picture is shown at most 1600 px wide (0041).
  // At most 40 megapixels and 10 000 px a side (0085): a 40 MP picture decodes to 160 MB of memory.
  image: {
    maxBytes: 5 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    maxPixels: 40_000_000,
    maxSide: 10_000,
  },
  // A shop's short clip (0041): MP4, WebM or a phone's MOV.
  video: { maxBytes: 100 * MB, types: ['video/mp4', 'video/webm', 'video/quicktime'], extensions: ['.mp4', '.webm', '.mov'] },
};

export const CART_LIMITS = {
  /** Distinct lines in one cart or checkout. */
  maxLines: 200,
  /** Count of one line: pieces, boxes or pay_size steps of a kg product. */
  maxLineCount: 999,
} as const;

/**
 * Sums of money staff type (vendor spec §7): a product's price and offer, an add-on's price, a
 * re-priced order item, a free delivery job's amount. Up to 100,000 AED, read to the fils; the
 * per-order limit of a product, the count of a re-priced item and the point of sale's count of
 * a line are `CART_LIMITS.maxLineCount`.
 */
export const MONEY_LIMITS = {
  maxAmountFils: 10_000_000,
  /** The same, in AED, as the mock API reads it. */
  maxAmountAed: 100_000,
} as const;

export const TEXT_LIMITS = {
  /** A person's full name (sign-up details, profile). */
  fullNameMin: 2,
  fullName: 80,
  email: 120,
  /** A promotion code as typed at checkout. */
  promoCode: 40,
  /** The customer's notes to the shop on an order. */
  orderNotes: 500,
  address: { title: 60, person_name: 80, building_name: 120, floor: 20, flat: 20, notes: 500 },
  /** The shop's profile texts, each language alike (0041; in this table since 0085). */
  shop: { name: 120, headline: 200, info: 2000 },
} as const;

/** Characters as a text field counts them: code points, not UTF-16 units. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export type UploadProblem = 'name' | 'empty' | 'type' | 'size';

/**
 * What is wrong with a file for an upload of `kind`, by the table and its facts alone (the
 * bytes are judged by `contentProblem`); null when it may go. The name is judged first: a
 * hidden override can dress any file up as a picture (0085).
 */
export function uploadProblem(kind: UploadKind, file: { name: string; type: string; size: number }): UploadProblem | null {
  const limit = UPLOAD_LIMITS[kind];
  if (unsafeFileName(file.name)) return 'name';
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  const typeOk = type ? limit.types.includes(type) : limit.extensions.some((ending) => name.endsWith(ending));
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > limit.maxBytes) return 'size';
  return null;
}
