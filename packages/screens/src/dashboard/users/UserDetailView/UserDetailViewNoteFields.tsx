import { FormField } from '@dukkan/ui';

/** The platform keeps up to 1,000 characters of a note. */
export const NOTE_MAX_LENGTH = 1000;

export type NoteValues = {
  description?: string;
  globalNote?: boolean;
};

/** The text of a note and its "global" flag: the fields of both the add and the edit form. */
export function UserDetailViewNoteFields({ labelId }: { labelId: string }) {
  return (
    <>
      <FormField
        type="textarea"
        name="description"
        label={{ id: labelId }}
        validationLabel={{ id: 'dashboard.users.notes.field.name' }}
        rules={`required:trim|length:0,${NOTE_MAX_LENGTH}`}
        inputProps={{ rows: 3, maxCharacters: NOTE_MAX_LENGTH, autoGrow: true }}
      />
      <FormField
        type="checkbox"
        name="globalNote"
        label={{ id: 'dashboard.users.notes.global' }}
        description={{ id: 'dashboard.users.notes.global.help' }}
      />
    </>
  );
}

export function noteDraft(values: NoteValues): { description: string; globalNote: boolean } {
  return { description: String(values.description ?? '').trim(), globalNote: values.globalNote === true };
}
