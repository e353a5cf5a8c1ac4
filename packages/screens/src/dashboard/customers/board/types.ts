/**
 * The shapes the board shows. Screens do not depend on the data package, so these repeat the
 * rows the route builds from the data layer's answers; TypeScript checks one passes for the other.
 */
import type { ApiError } from '@dukkan/core';

export interface CrmBoardStage {
  id: string;
  name: string;
  name_ar?: string;
  color: string;
}

/** The pipeline templates a board can be switched to (PUT crm-v2/change-template-type). */
export const CRM_BOARD_TEMPLATES = ['leads', 'catering', 'loyalty'] as const;
export type CrmBoardTemplate = (typeof CRM_BOARD_TEMPLATES)[number];

export interface CrmBoardSummary {
  id: string;
  name: string;
  name_ar?: string;
  /** In their order on the board. */
  stages: readonly CrmBoardStage[];
  /** The template the board was last switched to; absent when its stages were set up by hand. */
  templateType?: CrmBoardTemplate;
}

/** Where a read from the server stands. */
export type CrmReadStatus = 'loading' | 'error' | 'ready';

/** A stage read afresh before its dialog edits it (GET crm-v2/stage/get). */
export interface CrmStageRead {
  status: CrmReadStatus;
  /** The stage as the server has it, once ready. */
  stage?: CrmBoardStage;
  error?: ApiError | null;
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
