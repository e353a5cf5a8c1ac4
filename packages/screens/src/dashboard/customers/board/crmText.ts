import type { ApiError } from '@dukkan/core';

/** "+971 50 123 4567" for a UAE mobile; other numbers keep their digits after the country code. */
export function displayPhone(countryCode: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const grouped = digits.length === 9 ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}` : digits;
  return `+${countryCode} ${grouped}`;
}

/** Why a change did not go through, as a message id (never the server's English text). */
export function crmRefusalId(error: ApiError | null | undefined): string {
  if (!error) return 'dashboard.customers.board.refused.server';
  if (error.kind === 'network') return 'dashboard.customers.board.refused.network';
  if (error.status === 404) return 'dashboard.customers.board.refused.gone';
  if (error.status === 401 || error.status === 403) return 'dashboard.customers.board.refused.forbidden';
  if (error.code === 'last_stage') return 'dashboard.customers.board.refused.lastStage';
  if (error.code === 'too_many_stages') return 'dashboard.customers.board.refused.tooManyStages';
  if (error.code === 'too_many_groups') return 'dashboard.customers.board.refused.tooManyBoards';
  if (error.status === 409 || error.status === 422 || error.status === 400) return 'dashboard.customers.board.refused.invalid';
  return 'dashboard.customers.board.refused.server';
}
