import { useIntl } from 'react-intl';
import type { ContentBlock } from '@dukkan/core';
import { Checkbox, DeleteIcon, IconButton, ImageUploader, TextArea, TextField, type UploadHandler } from '@dukkan/ui';
import { BLOCK_TYPE_IDS, LANGUAGE_IDS, PROBLEM_IDS } from '../blogText.ts';
import type { BlockProblem, EditorBlock } from './blocks.ts';
import { blockProblems } from './blocks.ts';
import { BlockCard, BlockFields, BlockHead, BlockTitle, BlockTools } from './BlogEditorView.styles.ts';
import { DownIcon, UpIcon } from './blockIcons.tsx';

export interface BlockEditorProps {
  entry: EditorBlock;
  index: number;
  total: number;
  /** The column's language: its inputs are labelled with it. */
  language: 'en' | 'ar';
  disabled: boolean;
  /** Problems show after a save was tried, so a half-typed block is not red at once. */
  showProblems: boolean;
  onChange: (block: ContentBlock) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onUpload: UploadHandler;
}

const problemId = (problem: BlockProblem | undefined) => (problem ? PROBLEM_IDS[problem] : undefined);

/**
 * One content block: its type-specific fields, and buttons to move it up or down and delete it
 * (keyboard and pointer alike). Every value is shown as typed, in an input: nothing is markup.
 */
export function BlockEditor({
  entry,
  index,
  total,
  language,
  disabled,
  showProblems,
  onChange,
  onMove,
  onRemove,
  onUpload,
}: BlockEditorProps) {
  const intl = useIntl();
  const { block, key } = entry;
  const problems = showProblems ? (blockProblems(block) ?? {}) : {};
  const err = (field: 'text' | 'items' | 'url') => {
    const id = problemId(problems[field]);
    return id ? text(intl.formatMessage({ id })) : undefined;
  };
  const kind = intl.formatMessage({ id: BLOCK_TYPE_IDS[block.type] });
  const names = { kind, position: index + 1, total, language: intl.formatMessage({ id: LANGUAGE_IDS[language] }) };
  // The labels are in the interface language, whatever the column's direction: they keep the page's.
  const uiDir = intl.locale.startsWith('ar') ? 'rtl' : 'ltr';
  const text = (message: string) => (
    <span dir={uiDir} lang={intl.locale}>
      {message}
    </span>
  );
  // What the owner types is in the column's language and direction.
  const own = { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' } as const;
  const label = (id: string) => intl.formatMessage({ id }, names);
  const fieldLabel = (id: string) => text(label(id));

  return (
    <BlockCard data-block-key={key} aria-labelledby={`${key}-title`} role="group">
      <BlockHead>
        <BlockTitle id={`${key}-title`}>{text(label('dashboard.blogs.content.block'))}</BlockTitle>
        {disabled ? null : (
          <BlockTools>
            <IconButton
              data-move="up"
              size="sm"
              variant="ghost"
              icon={<UpIcon />}
              label={label('dashboard.blogs.content.moveUp')}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            />
            <IconButton
              data-move="down"
              size="sm"
              variant="ghost"
              icon={<DownIcon />}
              label={label('dashboard.blogs.content.moveDown')}
              disabled={index === total - 1}
              onClick={() => onMove(index + 1)}
            />
            <IconButton
              size="sm"
              variant="ghost"
              icon={<DeleteIcon />}
              label={label('dashboard.blogs.content.remove')}
              onClick={onRemove}
            />
          </BlockTools>
        )}
      </BlockHead>
      <BlockFields>
        {block.type === 'heading' ? (
          <TextField
            label={fieldLabel('dashboard.blogs.content.field.heading')}
            value={block.text}
            {...own}
            disabled={disabled}
            error={err('text')}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
          />
        ) : null}
        {block.type === 'paragraph' ? (
          <TextArea
            label={fieldLabel('dashboard.blogs.content.field.paragraph')}
            value={block.text}
            {...own}
            rows={3}
            disabled={disabled}
            error={err('text')}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
          />
        ) : null}
        {block.type === 'quote' ? (
          <>
            <TextArea
              label={fieldLabel('dashboard.blogs.content.field.quote')}
              value={block.text}
              {...own}
              rows={2}
              disabled={disabled}
              error={err('text')}
              onChange={(e) => onChange({ ...block, text: e.target.value })}
            />
            <TextField
              label={fieldLabel('dashboard.blogs.content.field.cite')}
              value={block.cite ?? ''}
              {...own}
              disabled={disabled}
              onChange={(e) => onChange({ ...block, cite: e.target.value })}
            />
          </>
        ) : null}
        {block.type === 'list' ? (
          <>
            <TextArea
              label={fieldLabel('dashboard.blogs.content.field.items')}
              description={text(intl.formatMessage({ id: 'dashboard.blogs.content.field.items.hint' }))}
              value={block.items.join('\n')}
              {...own}
              rows={3}
              disabled={disabled}
              error={err('items')}
              onChange={(e) => onChange({ ...block, items: e.target.value.split('\n') })}
            />
            <Checkbox checked={block.ordered} disabled={disabled} onChange={(ordered) => onChange({ ...block, ordered })}>
              {text(intl.formatMessage({ id: 'dashboard.blogs.content.field.ordered' }))}
            </Checkbox>
          </>
        ) : null}
        {block.type === 'link' ? (
          <>
            <TextField
              label={fieldLabel('dashboard.blogs.content.field.linkText')}
              value={block.text}
              {...own}
              disabled={disabled}
              error={err('text')}
              onChange={(e) => onChange({ ...block, text: e.target.value })}
            />
            <TextField
              label={fieldLabel('dashboard.blogs.content.field.url')}
              description={text(intl.formatMessage({ id: 'dashboard.blogs.content.field.url.hint' }))}
              value={block.url}
              type="url"
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              disabled={disabled}
              error={err('url')}
              onChange={(e) => onChange({ ...block, url: e.target.value })}
            />
          </>
        ) : null}
        {block.type === 'image' ? (
          <>
            <ImageUploader
              label={fieldLabel('dashboard.blogs.content.field.image')}
              value={block.url ? { url: block.url } : null}
              disabled={disabled}
              error={err('url')}
              onUpload={onUpload}
              onChange={(value) => onChange({ ...block, url: value?.url ?? '' })}
            />
            <TextField
              label={fieldLabel('dashboard.blogs.content.field.alt')}
              value={block.alt}
              {...own}
              disabled={disabled}
              onChange={(e) => onChange({ ...block, alt: e.target.value })}
            />
          </>
        ) : null}
      </BlockFields>
    </BlockCard>
  );
}
