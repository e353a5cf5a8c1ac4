import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { resolveReference, ruleMessageValues, type IsolateKind, type RuleFailure } from './rules/index.ts';
import { isMessageLike, messageText, type MessageLike } from './messageLike.ts';
import type { FormRuntime } from './FormRuntime.ts';

export type MessageOverrides = Partial<Record<string, MessageLike>>;

/** Numbers and dates in a left-to-right isolate; quoted user text isolated in its own direction. */
function isolate(content: string, kind: IsolateKind): ReactNode {
  return kind === 'text' ? <bdi>{content}</bdi> : <bdi dir="ltr">{content}</bdi>;
}

/**
 * Renders a field's error: a rule failure with the field's label (and a per-field message
 * override when given), or a server error (a message-like value) as it is.
 */
export function useErrorText(runtime: FormRuntime | undefined) {
  const intl = useIntl();
  return useCallback(
    (error: unknown, name: string, label: string, overrides?: MessageOverrides): ReactNode => {
      if (isMessageLike(error)) return messageText(intl, error);
      const failure = error as RuleFailure;
      const override = overrides?.[failure.rule];
      if (typeof override === 'string') return override;
      const id = override?.id ?? failure.message.id;
      const labelOf = (reference: string) => runtime?.getField(resolveReference(name, reference))?.label ?? reference;
      const values = ruleMessageValues<ReactNode>(intl, failure.message, { label, labelOf, isolate });
      return intl.formatMessage({ id }, { ...override?.values, ...values });
    },
    [intl, runtime],
  );
}
