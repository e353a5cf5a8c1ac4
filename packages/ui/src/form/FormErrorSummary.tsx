import { useContext, useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useFormState } from 'react-final-form';
import { getIn } from 'final-form';
import { FormSettingsContext } from './FormContext.ts';
import { FORM_ERROR_TITLE } from './FormRuntime.ts';
import { focusTarget } from './focusTarget.ts';
import { isMessageLike, messageText, type MessageLike } from './messageLike.ts';
import { isFailure } from './rules/index.ts';
import { FormDeveloperError } from './schema/errors.ts';
import { SummaryBox, SummaryLink, SummaryList, SummaryText, SummaryTitle } from './Form.styles.ts';
import { useErrorText } from './useErrorText.tsx';

export type SummaryKind = 'incomplete' | 'rejected';

export interface FormErrorSummaryProps {
  /** incomplete: a submit blocked by validation; rejected: the server answered with errors. */
  kind: SummaryKind;
  title?: MessageLike;
  description?: MessageLike;
  ref?: Ref<HTMLDivElement>;
}

const TITLES = { incomplete: 'ui.form.incomplete.title', rejected: 'ui.form.rejected.title' } as const;
const DESCRIPTIONS = { incomplete: 'ui.form.incomplete.description', rejected: 'ui.form.rejected.description' } as const;

/**
 * The summary shown at the top of a form after a blocked or rejected submit (vendor spec §4,
 * §8): "Form incomplete." with "Sorry, not all fields are filled out correctly.", then one link
 * per message, in the order of the fields; a link moves focus to its field. The form moves
 * focus here, and the alert role announces it.
 */
export function FormErrorSummary({ kind, title, description, ref }: FormErrorSummaryProps) {
  const settings = useContext(FormSettingsContext);
  if (!settings) throw new FormDeveloperError(106, 'A <FormErrorSummary> is rendered outside <Form>.');
  const intl = useIntl();
  const headingId = useId();
  const errorText = useErrorText(settings.runtime);
  const { errors, submitErrors, submitError } = useFormState({ subscription: { errors: true, submitErrors: true, submitError: true } });
  const { runtime } = settings;

  const entries: { name: string; message: ReactNode; context?: string; focus(): void; href: string }[] = [];
  for (const entry of runtime.fields()) {
    const error = getIn(errors ?? {}, entry.name);
    const server = kind === 'rejected' ? getIn(submitErrors ?? {}, entry.name) : undefined;
    const shown = isFailure(error) ? error : isMessageLike(server) ? server : undefined;
    if (!shown) continue;
    const wrapper = entry.element();
    const element = focusTarget(wrapper);
    entries.push({
      name: entry.name,
      message: errorText(shown, entry.name, entry.label, entry.messages),
      context: entry.context,
      focus: () => element?.focus(),
      href: `#${element?.id || wrapper?.id || ''}`,
    });
  }
  if (kind === 'incomplete' && entries.length === 0) return null;

  const formError = kind === 'rejected' && isMessageLike(submitError) ? messageText(intl, submitError) : undefined;
  const formErrorTitle = kind === 'rejected' ? (submitErrors as Record<string, unknown> | undefined)?.[FORM_ERROR_TITLE] : undefined;
  const heading = title
    ? messageText(intl, title)
    : formError && isMessageLike(formErrorTitle)
      ? messageText(intl, formErrorTitle)
      : intl.formatMessage({ id: TITLES[kind] });
  const text = formError ?? (description ? messageText(intl, description) : intl.formatMessage({ id: DESCRIPTIONS[kind] }));
  const follow = (focus: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    focus();
  };
  return (
    <SummaryBox ref={ref} role="alert" aria-labelledby={headingId} tabIndex={-1} data-kind={kind}>
      <SummaryTitle id={headingId}>{heading}</SummaryTitle>
      <SummaryText>{text}</SummaryText>
      {entries.length > 0 ? (
        <SummaryList>
          {entries.map((entry) => (
            <li key={entry.name}>
              <SummaryLink href={entry.href} onClick={follow(entry.focus)}>
                {entry.context
                  ? intl.formatMessage({ id: 'ui.form.summary.inContext' }, { context: entry.context, message: entry.message })
                  : entry.message}
              </SummaryLink>
            </li>
          ))}
        </SummaryList>
      ) : null}
    </SummaryBox>
  );
}
