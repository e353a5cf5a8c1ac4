import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '@dukkan/core';
import { BilingualField, Button, Checkbox, Dialog, IconButton, InlineAlert, Radio, RadioGroup, TextField, TrashIcon } from '@dukkan/ui';
import type { AddonGroupRow, AddonGroupValues } from '../shared/types.ts';
import { Actions, Fields, Muted, OptionItem, OptionList, OptionsHeading, Row } from './AddonGroupDialog.styles.ts';
import { checkGroup, MAX_OPTIONS, newOption, textOf, type FormErrors, type GroupText, type OptionText } from './addonGroupForm.ts';

export interface AddonGroupDialogProps {
  /** Closed when false. */
  isOpen: boolean;
  /** The group being edited, or null for a new one. */
  group: AddonGroupRow | null;
  /** The product's name in the interface language, for the title. */
  productName: string;
  onClose: () => void;
  onSave: (values: AddonGroupValues) => void;
  /** A new group is being sent: the form waits. */
  busy?: boolean;
  /** Why the server refused a new group (translated); the form stays open with what was typed. */
  error?: ReactNode;
}

/**
 * Creates or edits one add-on group of a product (vendor spec §3 "Addon group"): title in
 * English and Arabic side by side, the type (price override: sizes, portions; extra: adds to
 * the price), required, the most options a customer may choose, and the options with their
 * names and prices. Prices take Latin or Arabic-Indic digits and are read exactly to fils.
 */
export function AddonGroupDialog({ isOpen, group, productName, onClose, onSave, busy = false, error }: AddonGroupDialogProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [text, setText] = useState<GroupText>(() => textOf(group));
  const [errors, setErrors] = useState<FormErrors>({});
  const [shown, setShown] = useState<{ open: boolean; id: string | null }>({ open: isOpen, id: group?.id ?? null });
  const form = useRef<HTMLFormElement>(null);
  const focusOption = useRef<string | null>(null);
  if (shown.open !== isOpen || shown.id !== (group?.id ?? null)) {
    setShown({ open: isOpen, id: group?.id ?? null });
    setText(textOf(group));
    setErrors({});
  }
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);
  useEffect(() => {
    if (!focusOption.current) return;
    form.current?.querySelector<HTMLInputElement>(`[name="name.${focusOption.current}"]`)?.focus();
    focusOption.current = null;
  });

  if (!isOpen) return null;
  const set = (patch: Partial<GroupText>) => setText((t) => ({ ...t, ...patch }));
  const setOption = (key: string, patch: Partial<OptionText>) =>
    setText((t) => ({ ...t, options: t.options.map((o) => (o.key === key ? { ...o, ...patch } : o)) }));
  const message = (field: string) => (errors[field] ? <FormattedMessage id={errors[field]} /> : undefined);
  const n = (value: number) => formatNumber(value, locale);
  const titleId = group ? 'dashboard.catalogue.addons.form.editTitle' : 'dashboard.catalogue.addons.form.newTitle';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const result = checkGroup(text);
    setErrors(result.errors);
    if (result.values) onSave(result.values);
  }

  function addOption() {
    const option = newOption();
    focusOption.current = option.key;
    set({ options: [...text.options, option] });
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      size="lg"
      isDismissable={false}
      title={<FormattedMessage id={titleId} values={{ name: <bdi>{productName}</bdi> }} />}
      description={<FormattedMessage id="dashboard.catalogue.addons.form.description" />}
    >
      <form ref={form} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: titleId }, { name: productName })}>
        <Fields>
          {Object.keys(errors).length > 0 ? (
            <InlineAlert tone="critical">
              <FormattedMessage id="dashboard.catalogue.edit.incomplete" />
            </InlineAlert>
          ) : error ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.catalogue.addons.failed.add" />}>
              {error}
            </InlineAlert>
          ) : null}
          <BilingualField
            label={<FormattedMessage id="dashboard.catalogue.addons.form.title" />}
            description={<FormattedMessage id="dashboard.catalogue.addons.form.titleHelp" />}
            valueEn={text.title}
            valueAr={text.titleAr}
            onChangeEn={(title) => set({ title })}
            onChangeAr={(titleAr) => set({ titleAr })}
            nameEn="title"
            nameAr="titleAr"
            errorEn={message('title')}
            errorAr={message('titleAr')}
            required
          />
          <RadioGroup
            label={<FormattedMessage id="dashboard.catalogue.addons.form.type" />}
            value={text.type}
            onChange={(type) => set(type === 'override' ? { type, max: '1' } : { type: 'add' })}
            orientation="vertical"
            name="type"
          >
            <Radio value="override">
              <FormattedMessage id="dashboard.catalogue.addons.type.override.long" />
            </Radio>
            <Radio value="add">
              <FormattedMessage id="dashboard.catalogue.addons.type.add.long" />
            </Radio>
          </RadioGroup>
          <Row>
            <TextField
              name="max"
              label={<FormattedMessage id="dashboard.catalogue.addons.form.max" />}
              description={
                <FormattedMessage
                  id={text.type === 'override' ? 'dashboard.catalogue.addons.form.maxOverride' : 'dashboard.catalogue.addons.form.maxHelp'}
                />
              }
              value={text.type === 'override' ? '1' : text.max}
              onChange={(e) => set({ max: e.target.value })}
              readOnly={text.type === 'override'}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              required
              error={message('max')}
            />
            <Checkbox checked={text.required} onChange={(required) => set({ required })}>
              <FormattedMessage id="dashboard.catalogue.addons.form.required" />
            </Checkbox>
          </Row>
          <OptionsHeading>
            <FormattedMessage id="dashboard.catalogue.addons.form.options" />
          </OptionsHeading>
          <Muted>
            <FormattedMessage
              id={
                text.type === 'override' ? 'dashboard.catalogue.addons.form.optionsOverride' : 'dashboard.catalogue.addons.form.optionsAdd'
              }
            />
          </Muted>
          {errors.options ? (
            <InlineAlert tone="critical">
              <FormattedMessage id={errors.options} />
            </InlineAlert>
          ) : null}
          <OptionList>
            {text.options.map((option, i) => {
              const values = { n: n(i + 1) };
              return (
                <OptionItem key={option.key}>
                  <TextField
                    name={`name.${option.key}`}
                    label={<FormattedMessage id="dashboard.catalogue.addons.form.optionName" values={values} />}
                    value={option.name}
                    onChange={(e) => setOption(option.key, { name: e.target.value })}
                    lang="en"
                    dir="auto"
                    autoComplete="off"
                    required
                    error={message(`name.${option.key}`)}
                  />
                  <TextField
                    name={`nameAr.${option.key}`}
                    label={<FormattedMessage id="dashboard.catalogue.addons.form.optionNameAr" values={values} />}
                    value={option.nameAr}
                    onChange={(e) => setOption(option.key, { nameAr: e.target.value })}
                    lang="ar"
                    dir="rtl"
                    autoComplete="off"
                    error={message(`nameAr.${option.key}`)}
                  />
                  <TextField
                    name={`price.${option.key}`}
                    label={<FormattedMessage id="dashboard.catalogue.addons.form.optionPrice" values={values} />}
                    value={option.price}
                    onChange={(e) => setOption(option.key, { price: e.target.value })}
                    inputMode="decimal"
                    dir="ltr"
                    autoComplete="off"
                    required
                    error={message(`price.${option.key}`)}
                  />
                  <IconButton
                    icon={<TrashIcon />}
                    label={
                      <FormattedMessage
                        id="dashboard.catalogue.addons.form.removeOption"
                        values={{
                          name: option.name.trim() || intl.formatMessage({ id: 'dashboard.catalogue.addons.form.optionN' }, values),
                        }}
                      />
                    }
                    onClick={() => set({ options: text.options.filter((o) => o.key !== option.key) })}
                    disabled={text.options.length <= 1}
                  />
                </OptionItem>
              );
            })}
          </OptionList>
          <div>
            <Button variant="secondary" size="sm" onClick={addOption} disabled={text.options.length >= MAX_OPTIONS}>
              <FormattedMessage id="dashboard.catalogue.addons.form.addOption" />
            </Button>
          </div>
          <Actions>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              <FormattedMessage id="dashboard.catalogue.edit.cancel" />
            </Button>
            <Button type="submit" loading={busy}>
              <FormattedMessage id="dashboard.catalogue.addons.form.save" />
            </Button>
          </Actions>
        </Fields>
      </form>
    </Dialog>
  );
}
