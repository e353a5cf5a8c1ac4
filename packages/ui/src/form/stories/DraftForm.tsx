import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { KeyValueStorage } from '@dukkan/core';
import { createDraftStore, type DraftOwner } from '../draft/draftStore.ts';
import { FormDraftsContext } from '../draft/FormDraftContext.ts';
import { Form, type FormProps } from '../Form.tsx';
import { FormActions } from '../Form.styles.ts';
import { FormField } from '../FormField.tsx';
import { FormSubmit } from '../FormSubmit.tsx';

export const DRAFT_STORY_KEY = 'story.shop-contact';
export const DRAFT_STORY_OWNER: DraftOwner = { user: '7', shop: 'shop-1' };

export interface DraftFormProps {
  onSubmit: FormProps['onSubmit'];
  initialValues: Record<string, unknown>;
  /** Where the drafts are kept (a memory storage per story, seeded as a forced sign-out left it). */
  storage: KeyValueStorage;
  owner?: DraftOwner;
}

/**
 * A form with the `draft` option, as the dashboard's edit forms use it: the app gives the store
 * and the signed-in owner. Used by the draft stories.
 */
export function DraftForm({ onSubmit, initialValues, storage, owner = DRAFT_STORY_OWNER }: DraftFormProps) {
  const drafts = useMemo(() => ({ store: createDraftStore({ storage }), owner }), [storage, owner]);
  return (
    <FormDraftsContext.Provider value={drafts}>
      <Form onSubmit={onSubmit} initialValues={initialValues} draft={{ key: DRAFT_STORY_KEY }}>
        <FormField type="email" name="email" label={{ id: 'ui.story.form.email' }} rules="required|email" />
        <FormField type="tel" name="phone" label={{ id: 'ui.story.form.phone' }} rules="required" />
        <FormField type="password" name="password" label={{ id: 'ui.story.form.password' }} />
        <FormActions>
          <FormSubmit>
            <FormattedMessage id="ui.story.form.save" />
          </FormSubmit>
        </FormActions>
      </Form>
    </FormDraftsContext.Provider>
  );
}
