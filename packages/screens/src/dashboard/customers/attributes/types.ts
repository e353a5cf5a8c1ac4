/** A customer attribute as the screens show it (vendor spec §3 "CRM customer", §7 CRM v2; decision 0075). */
export type AttributeKind = 'text' | 'number' | 'date' | 'select';

export interface AttributeItem {
  id: string;
  name: string;
  attributeType: AttributeKind;
  /** The choices of a `select` attribute, in the vendor's order; empty for the others. */
  options: readonly string[];
}

/** What the attribute dialog sends. */
export interface AttributeDraftValues {
  name: string;
  attributeType: AttributeKind;
  options: string[];
}
