import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@dukkan/ui';
import { Form, HiddenLabel, Input } from './SearchBox.styles.ts';

/** Longest query kept: a product name, never a pasted page. */
export const SEARCH_MAX_LENGTH = 80;

export interface SearchBoxProps {
  value: string;
  /** Every keystroke; the search page filters as the customer types. */
  onChange: (value: string) => void;
  /** Enter or the button: show the results for `value`. */
  onSubmit: (value: string) => void;
  /**
   * The search page's address: the form then also works as a plain GET form (`?q=`) where no
   * script runs, as in the storefront's prerendered shell. With the scripts, `onSubmit` handles it.
   */
  action?: string;
}

/**
 * The header's product search (issue #16 item 7): a search landmark with a labelled search
 * field and a submit button. Names in either language and spelling are found; see
 * `foldForSearch` in core.
 */
export function SearchBox({ value, onChange, onSubmit, action }: SearchBoxProps) {
  const intl = useIntl();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <Form
      role="search"
      aria-label={intl.formatMessage({ id: 'storefront.search.landmark' })}
      action={action}
      method={action ? 'get' : undefined}
      onSubmit={submit}
    >
      <HiddenLabel htmlFor={inputId}>
        <FormattedMessage id="storefront.search.label" />
      </HiddenLabel>
      <Input
        id={inputId}
        type="search"
        name="q"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={intl.formatMessage({ id: 'storefront.search.placeholder' })}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        <FormattedMessage id="storefront.search.submit" />
      </Button>
    </Form>
  );
}
