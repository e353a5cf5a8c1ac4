/** A shop's customer label as the screens show it (vendor spec §3 "Label"; decision 0075). */
export interface LabelItem {
  id: string;
  name: string;
  /** `#RRGGBB`. */
  color: string;
  /** How many customers carry it (GET /customer/filters/values). */
  count: number;
}

/** What the label dialog sends. */
export interface LabelDraftValues {
  name: string;
  color: string;
}
