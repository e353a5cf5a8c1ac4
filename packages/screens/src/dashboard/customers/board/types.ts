/**
 * The shapes the board shows. Screens do not depend on the data package, so these repeat the
 * rows the route builds from the data layer's answers; TypeScript checks one passes for the other.
 */
export interface CrmBoardStage {
  id: string;
  name: string;
  name_ar?: string;
  color: string;
}

export interface CrmBoardSummary {
  id: string;
  name: string;
  name_ar?: string;
  /** In their order on the board. */
  stages: readonly CrmBoardStage[];
}

export interface CrmCardLabel {
  id: string;
  name: string;
  color: string;
}

export interface CrmCardData {
  id: string;
  fullName: string;
  /** National number, without the country code. */
  phone: string;
  countryCode: string;
  stageId: string;
  labels: readonly CrmCardLabel[];
  /** The next reminder from today on: YYYY-MM-DD, HH:mm and its note. */
  nextReminder?: { date: string; time: string; note: string };
  /** ISO time of the customer's last order at the shop. */
  lastOrderAt?: string;
}

export interface CrmName {
  name: string;
  /** Empty when left out. */
  name_ar: string;
}

/** What a change returns: the server's refusal, or null when it was taken. */
export type CrmResult<E> = Promise<E | null>;
