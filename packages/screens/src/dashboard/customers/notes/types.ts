/** A global note title (vendor spec §7 Customer: notes/global). */
export interface GlobalNoteItem {
  id: string;
  title: string;
}
