export * from './GlobalNotesView/index.ts';
export * from './GlobalNoteDialog/index.ts';
export type { GlobalNoteItem } from './types.ts';
