import { createPosCharger, createPosTicketStore, type PosCharger, type PosTicketStore } from '@dukkan/data';
import type { DashboardServices } from '../../services.ts';

export interface PosSession {
  ticket: PosTicketStore;
  charger: PosCharger;
}

const sessions = new WeakMap<DashboardServices, PosSession>();

/**
 * The ticket being rung up and its charger, one per running app (its services): the ticket
 * survives a look at the live board and back, and is emptied only by "New sale" or "Clear
 * order". Keyed by the services rather than a module variable, so two apps on one page (the
 * connected stories) never share a ticket.
 */
export function posSessionOf(services: DashboardServices): PosSession {
  let session = sessions.get(services);
  if (!session) {
    session = { ticket: createPosTicketStore(), charger: createPosCharger() };
    sessions.set(services, session);
  }
  return session;
}
