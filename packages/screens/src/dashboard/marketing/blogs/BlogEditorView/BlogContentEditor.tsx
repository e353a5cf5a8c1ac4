import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BLOG_BLOCK_TYPES, type ApiError, type BlogBlockType, type ContentBlock } from '@dukkan/core';
import { Button, InlineAlert, Select, type UploadHandler } from '@dukkan/ui';
import { BLOCK_TYPE_IDS, blogRefusalId, COLUMN_IDS, LANGUAGE_IDS } from '../blogText.ts';
import type { BlogContentResult } from '../types.ts';
import { BlockEditor } from './BlockEditor.tsx';
import { blockProblems, emptyBlock, keyed, moveBlock, newKey, type EditorBlock } from './blocks.ts';
import { AddRow, Column, ColumnEmpty, ColumnTitle, Columns, SaveBar, Status } from './BlogEditorView.styles.ts';

export interface BlogContentEditorProps {
  blocks: readonly ContentBlock[];
  blocks_ar: readonly ContentBlock[];
  canEdit: boolean;
  onSave: (content: BlogContentResult) => Promise<ApiError | null>;
  onUploadImage: UploadHandler;
  onDirtyChange?: (dirty: boolean) => void;
}

type Lang = 'en' | 'ar';
type Outcome = { kind: 'none' } | { kind: 'saved' } | { kind: 'invalid' } | { kind: 'failed'; error: ApiError };

/**
 * The post's body in both languages side by side (issue #14 item 3), each column in its own
 * direction: add a block of any type, edit it, move it up or down, delete it, then save both
 * columns in one call. A failed save keeps every edit; a link outside http, https and mailto is
 * refused here with a translated message before anything is sent.
 */
export function BlogContentEditor({ canEdit, onSave, onUploadImage, onDirtyChange, ...initial }: BlogContentEditorProps) {
  const intl = useIntl();
  const [columns, setColumns] = useState<Record<Lang, EditorBlock[]>>(() => ({ en: keyed(initial.blocks), ar: keyed(initial.blocks_ar) }));
  const [adding, setAdding] = useState<Record<Lang, BlogBlockType>>({ en: 'paragraph', ar: 'paragraph' });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [announcement, setAnnouncement] = useState('');
  const [dirty, setDirty] = useState(false);
  const focusNext = useRef<{ key: string; selector: string } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  // After a move, add or delete, keep the keyboard where the person was working.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const scope = target.key ? root.current?.querySelector(`[data-block-key="${target.key}"]`) : root.current;
    const el = scope?.querySelector<HTMLElement>(target.selector);
    el?.focus();
  }, [columns]);

  const change = (lang: Lang, next: EditorBlock[]) => {
    setColumns((current) => ({ ...current, [lang]: next }));
    setOutcome({ kind: 'none' });
    if (!dirty) {
      setDirty(true);
      onDirtyChange?.(true);
    }
  };

  const languageName = (lang: Lang) => intl.formatMessage({ id: LANGUAGE_IDS[lang] });
  const typeName = (type: BlogBlockType) => intl.formatMessage({ id: BLOCK_TYPE_IDS[type] });

  function add(lang: Lang) {
    const entry = { key: newKey(), block: emptyBlock(adding[lang]) };
    const next = [...columns[lang], entry];
    focusNext.current = { key: entry.key, selector: 'input, textarea, button:not([data-move])' };
    change(lang, next);
    setAnnouncement(
      intl.formatMessage(
        { id: 'dashboard.blogs.content.added' },
        { kind: typeName(entry.block.type), position: next.length, total: next.length, language: languageName(lang) },
      ),
    );
  }

  function move(lang: Lang, entry: EditorBlock, to: number, direction: 'up' | 'down') {
    const next = moveBlock(columns[lang], entry.key, to);
    const total = next.length;
    // At the first or last place the button it was pressed with is disabled: use the other one.
    const edge = (direction === 'up' && to === 0) || (direction === 'down' && to === total - 1);
    focusNext.current = { key: entry.key, selector: `[data-move="${edge ? (direction === 'up' ? 'down' : 'up') : direction}"]` };
    change(lang, next);
    setAnnouncement(
      intl.formatMessage(
        { id: 'dashboard.blogs.content.moved' },
        { kind: typeName(entry.block.type), position: to + 1, total, language: languageName(lang) },
      ),
    );
  }

  function remove(lang: Lang, entry: EditorBlock, index: number) {
    const next = columns[lang].filter((b) => b.key !== entry.key);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusNext.current = neighbour ? { key: neighbour.key, selector: 'input, textarea' } : { key: '', selector: `[data-add="${lang}"]` };
    change(lang, next);
    setAnnouncement(
      intl.formatMessage({ id: 'dashboard.blogs.content.removed' }, { kind: typeName(entry.block.type), language: languageName(lang) }),
    );
  }

  async function save() {
    if (busy.current) return;
    setTried(true);
    const invalid = (['en', 'ar'] as const).some((lang) => columns[lang].some((b) => blockProblems(b.block)));
    if (invalid) {
      setOutcome({ kind: 'invalid' });
      focusNext.current = { key: '', selector: '[aria-invalid="true"]' };
      setColumns((current) => ({ ...current }));
      return;
    }
    busy.current = true;
    setSaving(true);
    const error = await onSave({ blocks: columns.en.map((b) => b.block), blocks_ar: columns.ar.map((b) => b.block) });
    busy.current = false;
    setSaving(false);
    setOutcome(error ? { kind: 'failed', error } : { kind: 'saved' });
    if (!error) {
      setDirty(false);
      onDirtyChange?.(false);
    }
  }

  // Interface text inside a column keeps the page's direction, whatever the column's.
  const uiDir = intl.locale.startsWith('ar') ? 'rtl' : 'ltr';
  const options = BLOG_BLOCK_TYPES.map((type) => ({ id: type, label: typeName(type) }));

  return (
    <div ref={root}>
      <Columns>
        {(['en', 'ar'] as const).map((lang) => (
          <Column key={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} aria-labelledby={`blog-content-${lang}`}>
            <ColumnTitle id={`blog-content-${lang}`}>
              <FormattedMessage id={COLUMN_IDS[lang]} />
            </ColumnTitle>
            {columns[lang].length === 0 ? (
              <ColumnEmpty dir={uiDir}>
                <FormattedMessage id="dashboard.blogs.content.columnEmpty" />
              </ColumnEmpty>
            ) : null}
            {columns[lang].map((entry, index) => (
              <BlockEditor
                key={entry.key}
                entry={entry}
                index={index}
                total={columns[lang].length}
                language={lang}
                disabled={!canEdit}
                showProblems={tried}
                onUpload={onUploadImage}
                onChange={(block) =>
                  change(
                    lang,
                    columns[lang].map((b) => (b.key === entry.key ? { ...b, block } : b)),
                  )
                }
                onMove={(to) => move(lang, entry, to, to < index ? 'up' : 'down')}
                onRemove={() => remove(lang, entry, index)}
              />
            ))}
            {canEdit ? (
              <AddRow>
                <Select
                  label={
                    <span dir={uiDir}>
                      {intl.formatMessage({ id: 'dashboard.blogs.content.addType' }, { language: languageName(lang) })}
                    </span>
                  }
                  options={options}
                  value={adding[lang]}
                  onChange={(value) => {
                    if (value) setAdding((current) => ({ ...current, [lang]: value as BlogBlockType }));
                  }}
                />
                <Button variant="secondary" data-add={lang} onClick={() => add(lang)}>
                  <FormattedMessage id="dashboard.blogs.content.add" values={{ language: languageName(lang) }} />
                </Button>
              </AddRow>
            ) : null}
          </Column>
        ))}
      </Columns>
      <Status role="status" aria-live="polite">
        {announcement}
      </Status>
      {outcome.kind === 'invalid' ? (
        <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.blogs.content.invalid" />} />
      ) : null}
      {outcome.kind === 'failed' ? (
        <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.blogs.content.saveFailed" />}>
          <FormattedMessage id={blogRefusalId(outcome.error)} />
        </InlineAlert>
      ) : null}
      {canEdit ? (
        <SaveBar>
          <p role="status">
            {outcome.kind === 'saved' ? (
              <FormattedMessage id="dashboard.blogs.content.saved" />
            ) : dirty ? (
              <FormattedMessage id="dashboard.blogs.content.unsaved" />
            ) : null}
          </p>
          <Button loading={saving} onClick={() => void save()}>
            <FormattedMessage id="dashboard.blogs.content.save" />
          </Button>
        </SaveBar>
      ) : null}
    </div>
  );
}
