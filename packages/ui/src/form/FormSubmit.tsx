import { useContext, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, type ButtonProps } from '../Button/index.ts';
import { FormBusyContext, FormSettingsContext } from './FormContext.ts';
import { FormDeveloperError } from './schema/errors.ts';

export interface FormSubmitProps extends Omit<ButtonProps, 'type' | 'children' | 'loading'> {
  /** The label; "Save" by default. */
  children?: ReactNode;
}

/** The submit button: busy (and inert) while validation settles and onSubmit runs. */
export function FormSubmit({ children, ...rest }: FormSubmitProps) {
  const settings = useContext(FormSettingsContext);
  const busy = useContext(FormBusyContext);
  if (!settings) throw new FormDeveloperError(106, 'A <FormSubmit> is rendered outside <Form> or <SchemaForm>.');
  return (
    <Button type="submit" loading={busy} {...rest}>
      {children ?? <FormattedMessage id="ui.form.submit" />}
    </Button>
  );
}
