import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useField, useForm } from 'react-final-form';
import { getIn } from 'final-form';
import { Button } from '../../Button/index.ts';
import { PlusIcon } from '../../Icon/icons-inputs.tsx';
import { FieldContextLabel } from '../FormContext.ts';
import { FormDeveloperError } from './errors.ts';
import { Fieldset, Help, Legend, Row, RowActions, RowLegend, Stack } from './Schema.styles.ts';
import { SchemaNodes } from './SchemaNodes.tsx';
import { SchemaListRemove } from './SchemaListRemove.tsx';
import type { ListNode } from './types.ts';

const FOCUSABLE = 'input, textarea, select, [role="combobox"], [tabindex="0"]';

/**
 * A repeatable list of rows (vendor forms: opening hours, product options …). Each row is a
 * fieldset named "Row 2" (or the list's itemLabel), with a remove button; the add button
 * appends a row and moves focus into it; removing a row moves focus to the row that takes its
 * place, or to the add button when none is left.
 */
export function SchemaList({ node, path }: { node: ListNode; path: string }) {
  if (!Array.isArray(node.children)) throw new FormDeveloperError(601, `The list "${path}" has no schema for its rows (children).`);
  const intl = useIntl();
  const form = useForm('SchemaList');
  const { meta } = useField(path, { subscription: { length: true } });
  // Before the list registers (first render, server rendering) its length comes from the values.
  const length = meta.length ?? (getIn(form.getState().values, path) as unknown[] | undefined)?.length ?? 0;
  const min = node.min ?? 0;
  const max = node.max ?? Number.POSITIVE_INFINITY;
  const rowsRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ index: number } | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const rows = rowsRef.current?.querySelectorAll<HTMLElement>(':scope > fieldset');
    const row = rows?.[Math.min(focusTarget.index, (rows?.length ?? 0) - 1)];
    const target = row?.querySelector<HTMLElement>(FOCUSABLE) ?? addRef.current;
    target?.focus();
  }, [focusTarget, length]);

  const current = () => (getIn(form.getState().values, path) as unknown[] | undefined) ?? [];
  const add = () => {
    const rows = current();
    if (rows.length >= max) return;
    form.change(path, [...rows, {}]);
    setFocusTarget({ index: rows.length });
  };
  const remove = (index: number) => {
    const rows = current();
    form.change(
      path,
      rows.filter((_, i) => i !== index),
    );
    setFocusTarget({ index: rows.length - 1 > 0 ? index : -1 });
  };

  const rowLabel = (n: number) => intl.formatMessage({ id: node.itemLabel ?? 'ui.form.list.row' }, { n });
  return (
    <Fieldset>
      {node.legend ? (
        <Legend>
          <FormattedMessage id={node.legend} />
        </Legend>
      ) : null}
      {node.help ? (
        <Help>
          <FormattedMessage id={node.help} />
        </Help>
      ) : null}
      <Stack ref={rowsRef}>
        {Array.from({ length }, (_, index) => {
          const label = rowLabel(index + 1);
          return (
            <Row key={index}>
              <RowLegend>{label}</RowLegend>
              <FieldContextLabel.Provider value={label}>
                <SchemaNodes nodes={node.children} path={`${path}[${index}]`} />
              </FieldContextLabel.Provider>
              {length > min ? (
                <RowActions>
                  <SchemaListRemove item={label} onRemove={() => remove(index)} />
                </RowActions>
              ) : null}
            </Row>
          );
        })}
      </Stack>
      <div>
        <Button ref={addRef} variant="secondary" onClick={add} disabled={length >= max}>
          <PlusIcon />
          <FormattedMessage id={node.addLabel ?? 'ui.form.list.add'} />
        </Button>
      </div>
    </Fieldset>
  );
}
