import { useCallback, useRef, useState, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, type FormProps, type FormValues } from '../form/Form.tsx';
import type { FormController, SubmitResult } from '../form/FormRuntime.ts';
import type { ValidationVisibility } from '../form/visibility.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { StateSurface } from '../ListPage/ListPage.styles.ts';
import { Page, type PageBreadcrumb } from '../Page/index.ts';
import { ErrorState } from '../State/index.ts';
import { FormPageGuard } from './FormPageGuard.tsx';
import { FormPageLoading } from './FormPageLoading.tsx';
import { FormPageSaveBar, type SaveOutcome } from './FormPageSaveBar.tsx';
import { FormPageSection } from './FormPageSection.tsx';
import { ReadOnlyFieldset, Sections } from './FormPage.styles.ts';

export interface FormPageSectionSpec {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** The section's fields (FormField, FormBilingualField …). */
  content: ReactNode;
}

export interface FormPageProps<Values extends FormValues = FormValues> {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: readonly PageBreadcrumb[];
  /** Actions in the page header, outside the form ("Delete product"). */
  secondaryActions?: ReactNode;
  /** The form's cards, in order. Or give `children` (FormPageSection cards, or any fields). */
  sections?: readonly FormPageSectionSpec[];
  children?: ReactNode;
  /** As Form's: called only when every rule passes; may answer `{ fieldErrors, formError }`; a throw is "not saved". */
  onSubmit: FormProps<Values>['onSubmit'];
  initialValues?: Partial<Values>;
  validationVisibility?: ValidationVisibility;
  controllerRef?: Ref<FormController>;
  /** As Form's: keep a dirty form as a draft over a forced sign-out (ignored when read-only). */
  draft?: FormProps<Values>['draft'];
  /** For staff who may only read: every control is disabled and there is no save bar. */
  readOnly?: boolean;
  /** What the read-only note says; "You can view these details but not change them." by default. */
  readOnlyMessage?: ReactNode;
  /** The save button's label; "Save" by default. */
  saveLabel?: ReactNode;
  /** After Discard has put the values back. */
  onDiscard?: () => void;
  /** Every change of "has unsaved changes", so the app can block its navigation while true. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The record being edited is loading or failed to load (the form is not shown then). */
  status?: 'loading' | 'error' | 'ready';
  error?: ReactNode;
  onRetry?: () => void;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function failed(result: SubmitResult | void): boolean {
  return Boolean(result && (result.formError || Object.keys(result.fieldErrors ?? {}).length > 0));
}

/**
 * The form page of the dashboard, on the form layer (Form: rules, "Form incomplete.", server
 * errors in place): the page header, the fields in titled cards, and a sticky save bar that
 * says whether there are unsaved changes and announces "saved" or "not saved". While there
 * are unsaved changes it tells the app (`onDirtyChange`) and asks before the tab is closed.
 */
export function FormPage<Values extends FormValues = FormValues>(props: FormPageProps<Values>) {
  const { title, description, breadcrumbs, secondaryActions, sections, children, readOnly = false, status = 'ready' } = props;
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'none' });
  const controller = useRef<FormController | null>(null);
  const seq = useRef(0);

  const { controllerRef } = props;
  const attachController = useCallback(
    (value: FormController | null) => {
      controller.current = value;
      setRef(controllerRef, value);
    },
    [controllerRef],
  );

  // Form keeps the latest onSubmit itself, so this need not be stable.
  const { onSubmit } = props;
  const submit = async (values: Values) => {
    setOutcome({ kind: 'none' });
    try {
      const result = await onSubmit(values);
      if (failed(result)) setOutcome({ kind: 'failed' });
      else {
        seq.current += 1;
        setOutcome({ kind: 'saved', seq: seq.current, values: { ...values } });
      }
      return result;
    } catch (error) {
      setOutcome({ kind: 'failed' });
      throw error;
    }
  };

  const { onDiscard } = props;
  const discard = useCallback(() => {
    controller.current?.reset();
    setOutcome({ kind: 'none' });
    onDiscard?.();
  }, [onDiscard]);

  let content: ReactNode;
  if (status === 'loading') content = <FormPageLoading />;
  else if (status === 'error')
    content = (
      <StateSurface>
        <ErrorState title={<FormattedMessage id="ui.formPage.errorTitle" />} description={props.error} onRetry={props.onRetry} />
      </StateSurface>
    );
  else {
    const fields = (
      <>
        {sections?.map((section) => (
          <FormPageSection key={section.id} title={section.title} description={section.description}>
            {section.content}
          </FormPageSection>
        ))}
        {children}
      </>
    );
    content = (
      <Form<Values>
        onSubmit={submit}
        initialValues={props.initialValues}
        validationVisibility={props.validationVisibility}
        controllerRef={attachController}
        draft={readOnly ? undefined : props.draft}
      >
        {readOnly ? (
          <>
            <InlineAlert tone="info">{props.readOnlyMessage ?? <FormattedMessage id="ui.formPage.readOnly" />}</InlineAlert>
            <ReadOnlyFieldset disabled>{fields}</ReadOnlyFieldset>
          </>
        ) : (
          <>
            <Sections>{fields}</Sections>
            <FormPageSaveBar outcome={outcome} onDiscard={discard} saveLabel={props.saveLabel} />
          </>
        )}
        <FormPageGuard onDirtyChange={props.onDirtyChange} />
      </Form>
    );
  }

  return (
    <Page title={title} description={description} breadcrumbs={breadcrumbs} secondaryActions={secondaryActions}>
      {content}
    </Page>
  );
}
