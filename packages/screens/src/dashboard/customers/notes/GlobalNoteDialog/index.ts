export { GLOBAL_NOTE_LIMIT, GlobalNoteDialog, type GlobalNoteDialogProps } from './GlobalNoteDialog.tsx';
