/**
 * Wire shapes shared by both specs. These describe what the API sends and receives:
 * money on the wire is AED as a decimal number; inside the app it is integer fils
 * (converted at the API edge, see `money`).
 */
export type Id = string;
/** AED as the API sends it, e.g. 12.5. Never do arithmetic on it: convert to fils. */
export type WireAed = number;
/** ISO-8601 date or date-time string. */
export type IsoDate = string;

/** Every localised field pair: `name`/`name_ar`, `title`/`title_ar` ... (customer spec §3). */
export interface Localised {
  name: string;
  name_ar?: string;
}

export interface ImageRef {
  id: Id;
  url: string;
  primary?: boolean;
}

/** The envelope every answer of the API has (customer §7 "Answers give either data or an error"). */
export interface ApiEnvelope<T> {
  data?: T;
  error?: ApiErrorBody;
}

export interface ApiErrorBody {
  status: number;
  message: string;
  /** Machine-readable code, e.g. `invalid_user`, `image_required`. */
  code?: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}
