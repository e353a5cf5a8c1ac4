import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, Radio, RadioGroup, Select, TextArea, TextField } from '@dukkan/ui';
import type { WhatsappButtonKind, WhatsappTemplateCategory, WhatsappTemplateFormValues, WhatsappTemplateLanguage } from '../types.ts';
import { WhatsappBubble } from '../WhatsappBubble/index.ts';
import {
  BUTTON_IDS,
  CATEGORY_HELP_IDS,
  CATEGORY_IDS,
  LIMITS,
  NAME_PATTERN,
  placeholdersInOrder,
  templateRefusalId,
} from '../whatsappText.ts';
import { ButtonRow, DialogActions, Fields, Layout, PreviewColumn } from './WhatsappTemplateDialog.styles.ts';

export interface WhatsappTemplateDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when created (the caller closes the dialog), or with the refusal (what was typed stays). */
  onSubmit: (values: WhatsappTemplateFormValues) => Promise<ApiError | null>;
  /** The language a new template starts in (the page's). */
  defaultLang?: WhatsappTemplateLanguage;
}

/** "New template" (POST /whatsapp/template): Meta reviews it before it can be sent (pending). */
export function WhatsappTemplateDialog(props: WhatsappTemplateDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      size="lg"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.whatsapp.form.title" />}
      description={<FormattedMessage id="dashboard.whatsapp.form.description" />}
    >
      <TemplateForm {...props} />
    </Dialog>
  );
}

const CATEGORIES: readonly WhatsappTemplateCategory[] = ['marketing', 'utility', 'authentication'];
const BUTTON_KINDS: readonly WhatsappButtonKind[] = ['url', 'phone', 'quick_reply'];

type ButtonDraft = { key: number; type: WhatsappButtonKind; text: string; value: string };
type FieldName = 'name' | 'header' | 'body' | 'footer';
type Errors = Partial<Record<FieldName, string>> & { buttons: Record<number, { text?: string; value?: string }>; form?: string };

/** Examples in the empty fields: a link's scheme and a number's shape, the same in both languages. */
const URL_HINT = 'https://';
const PHONE_HINT = '+971 4 123 4567';

const NO_ERRORS: Errors = { buttons: {} };
const ID = 'whatsapp-template';

/** What is wrong with the values, field by field (the same rules as the server). */
export function whatsappTemplateErrors(values: WhatsappTemplateFormValues): Errors {
  const errors: Errors = { buttons: {} };
  const name = values.name.trim();
  if (!name) errors.name = 'dashboard.whatsapp.form.name.required';
  else if (!NAME_PATTERN.test(name) || name.length > LIMITS.name) errors.name = 'dashboard.whatsapp.form.name.pattern';
  if (values.header.trim().length > LIMITS.header) errors.header = 'dashboard.whatsapp.form.header.long';
  const body = values.body.trim();
  if (!body) errors.body = 'dashboard.whatsapp.form.body.required';
  else if (body.length > LIMITS.body) errors.body = 'dashboard.whatsapp.form.body.long';
  else if (!placeholdersInOrder(body)) errors.body = 'dashboard.whatsapp.form.body.gaps';
  if (values.footer.trim().length > LIMITS.footer) errors.footer = 'dashboard.whatsapp.form.footer.long';
  values.buttons.forEach((b, i) => {
    const found: { text?: string; value?: string } = {};
    if (!b.text.trim()) found.text = 'dashboard.whatsapp.form.button.text.required';
    else if (b.text.trim().length > LIMITS.buttonText) found.text = 'dashboard.whatsapp.form.button.text.long';
    const value = (b.value ?? '').trim();
    if (b.type === 'url' && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) found.value = 'dashboard.whatsapp.form.button.url.invalid';
    if (b.type === 'phone' && !/^\+?[\d\s\-()]{8,20}$/.test(value)) found.value = 'dashboard.whatsapp.form.button.phone.invalid';
    if (found.text || found.value) errors.buttons[i] = found;
  });
  return errors;
}

function hasErrors(errors: Errors): boolean {
  return Boolean(errors.name || errors.header || errors.body || errors.footer || Object.keys(errors.buttons).length > 0);
}

function TemplateForm({ onOpenChange, onSubmit, defaultLang = 'en' }: WhatsappTemplateDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<WhatsappTemplateCategory>('utility');
  const [lang, setLang] = useState<WhatsappTemplateLanguage>(defaultLang);
  const [header, setHeader] = useState('');
  const [body, setBody] = useState('');
  const [footer, setFooter] = useState('');
  const [buttons, setButtons] = useState<ButtonDraft[]>([]);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const nextKey = useRef(1);

  const values = (): WhatsappTemplateFormValues => ({
    name: name.trim(),
    category,
    lang,
    header: header.trim(),
    body: body.trim(),
    footer: footer.trim(),
    buttons: buttons.map(({ type, text, value }) => ({
      type,
      text: text.trim(),
      ...(type === 'quick_reply' ? {} : { value: value.trim() }),
    })),
  });

  const clear = (field: FieldName) => setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  function changeButton(index: number, patch: Partial<ButtonDraft>) {
    setButtons((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors((e) => ({ ...e, buttons: { ...e.buttons, [index]: {} } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const draft = values();
    const found = whatsappTemplateErrors(draft);
    if (hasErrors(found)) {
      setErrors(found);
      const first = (['name', 'header', 'body', 'footer'] as const).find((f) => found[f]);
      const button = Object.entries(found.buttons)[0];
      const target = first ? `${ID}-${first}` : button ? `${ID}-b${button[0]}-${button[1].text ? 'text' : 'value'}` : null;
      if (target) document.getElementById(target)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    const error = await onSubmit(draft);
    sending.current = false;
    setBusy(false);
    setErrors(error ? { buttons: {}, form: templateRefusalId(error) } : NO_ERRORS);
  }

  const say = (id: string | undefined) => (id ? <FormattedMessage id={id} /> : undefined);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'dashboard.whatsapp.form.title' })}>
      <Layout>
        <Fields>
          <InlineAlert tone="critical" visible={Boolean(errors.form)}>
            {say(errors.form)}
          </InlineAlert>
          <TextField
            id={`${ID}-name`}
            label={<FormattedMessage id="dashboard.whatsapp.form.name" />}
            description={<FormattedMessage id="dashboard.whatsapp.form.name.help" />}
            value={name}
            required
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setName(e.target.value);
              clear('name');
            }}
            error={say(errors.name)}
          />
          <Select
            label={<FormattedMessage id="dashboard.whatsapp.form.category" />}
            description={<FormattedMessage id={CATEGORY_HELP_IDS[category]} />}
            options={CATEGORIES.map((c) => ({ id: c, label: intl.formatMessage({ id: CATEGORY_IDS[c] }) }))}
            value={category}
            onChange={(id) => setCategory(CATEGORIES.find((c) => c === id) ?? 'utility')}
          />
          <RadioGroup
            label={<FormattedMessage id="dashboard.whatsapp.form.lang" />}
            description={<FormattedMessage id="dashboard.whatsapp.form.lang.help" />}
            orientation="horizontal"
            value={lang}
            onChange={(value) => setLang(value === 'ar' ? 'ar' : 'en')}
          >
            <Radio value="en">
              <FormattedMessage id="dashboard.whatsapp.lang.en" />
            </Radio>
            <Radio value="ar">
              <FormattedMessage id="dashboard.whatsapp.lang.ar" />
            </Radio>
          </RadioGroup>
          <TextField
            id={`${ID}-header`}
            label={<FormattedMessage id="dashboard.whatsapp.form.header" />}
            description={<FormattedMessage id="dashboard.whatsapp.form.optional" values={{ max: LIMITS.header }} />}
            value={header}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            lang={lang}
            autoComplete="off"
            onChange={(e) => {
              setHeader(e.target.value);
              clear('header');
            }}
            error={say(errors.header)}
          />
          <TextArea
            id={`${ID}-body`}
            label={<FormattedMessage id="dashboard.whatsapp.form.body" />}
            description={<FormattedMessage id="dashboard.whatsapp.form.body.help" />}
            value={body}
            required
            rows={5}
            autoGrow
            maxCharacters={LIMITS.body}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            lang={lang}
            onChange={(e) => {
              setBody(e.target.value);
              clear('body');
            }}
            error={say(errors.body)}
          />
          <TextField
            id={`${ID}-footer`}
            label={<FormattedMessage id="dashboard.whatsapp.form.footer" />}
            description={<FormattedMessage id="dashboard.whatsapp.form.optional" values={{ max: LIMITS.footer }} />}
            value={footer}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            lang={lang}
            autoComplete="off"
            onChange={(e) => {
              setFooter(e.target.value);
              clear('footer');
            }}
            error={say(errors.footer)}
          />
          {buttons.map((b, i) => (
            <ButtonRow key={b.key}>
              <legend>
                <FormattedMessage id="dashboard.whatsapp.form.button" values={{ n: i + 1 }} />
              </legend>
              <Select
                label={<FormattedMessage id="dashboard.whatsapp.form.button.type" />}
                options={BUTTON_KINDS.map((k) => ({ id: k, label: intl.formatMessage({ id: BUTTON_IDS[k] }) }))}
                value={b.type}
                onChange={(id) => changeButton(i, { type: BUTTON_KINDS.find((k) => k === id) ?? 'quick_reply' })}
              />
              <TextField
                id={`${ID}-b${i}-text`}
                label={<FormattedMessage id="dashboard.whatsapp.form.button.text" />}
                value={b.text}
                required
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                lang={lang}
                autoComplete="off"
                onChange={(e) => changeButton(i, { text: e.target.value })}
                error={say(errors.buttons[i]?.text)}
              />
              {b.type !== 'quick_reply' ? (
                <TextField
                  id={`${ID}-b${i}-value`}
                  label={
                    <FormattedMessage
                      id={b.type === 'url' ? 'dashboard.whatsapp.form.button.url' : 'dashboard.whatsapp.form.button.phone'}
                    />
                  }
                  value={b.value}
                  required
                  dir="ltr"
                  type={b.type === 'url' ? 'url' : 'tel'}
                  inputMode={b.type === 'url' ? 'url' : 'tel'}
                  placeholder={b.type === 'url' ? URL_HINT : PHONE_HINT}
                  autoComplete="off"
                  onChange={(e) => changeButton(i, { value: e.target.value })}
                  error={say(errors.buttons[i]?.value)}
                />
              ) : null}
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setButtons((rows) => rows.filter((_, j) => j !== i));
                    setErrors((e) => ({ ...e, buttons: {} }));
                  }}
                  aria-label={intl.formatMessage({ id: 'dashboard.whatsapp.form.button.remove.label' }, { n: i + 1 })}
                >
                  <FormattedMessage id="dashboard.whatsapp.form.button.remove" />
                </Button>
              </div>
            </ButtonRow>
          ))}
          {buttons.length < LIMITS.buttons ? (
            <div>
              <Button
                variant="secondary"
                onClick={() => setButtons((rows) => [...rows, { key: nextKey.current++, type: 'quick_reply', text: '', value: '' }])}
              >
                <FormattedMessage id="dashboard.whatsapp.form.button.add" />
              </Button>
            </div>
          ) : null}
        </Fields>
        <PreviewColumn>
          <WhatsappBubble
            content={{ ...values(), body: values().body || intl.formatMessage({ id: 'dashboard.whatsapp.form.body.placeholder' }) }}
            caption={<FormattedMessage id="dashboard.whatsapp.preview.live" />}
          />
        </PreviewColumn>
      </Layout>
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <FormattedMessage id="dashboard.whatsapp.cancel" />
        </Button>
        <Button type="submit" loading={busy}>
          <FormattedMessage id="dashboard.whatsapp.form.save" />
        </Button>
      </DialogActions>
    </form>
  );
}
