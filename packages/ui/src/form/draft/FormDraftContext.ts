import { createContext } from 'react';
import type { DraftOwner, DraftStore } from './draftStore.ts';

export interface FormDrafts {
  store: DraftStore;
  /** The signed-in person and the shop they work on; drafts of anyone else are never shown. */
  owner: DraftOwner;
}

/** Given by the app around its signed-in pages; without it a form's `draft` option does nothing. */
export const FormDraftsContext = createContext<FormDrafts | null>(null);
