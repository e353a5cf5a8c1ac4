import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, TextField } from '@dukkan/ui';
import { DialogActions, Fields } from '../reviewDialogs.styles.ts';
import { QuestionRow } from './ReviewTemplatesView.styles.ts';

export interface ReviewTemplateValues {
  title: string;
  questions: { text: string; text_ar: string }[];
}

export interface ReviewTemplateDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when created (the caller closes the dialog), or with the refusal (the edits stay). */
  onSubmit: (values: ReviewTemplateValues) => Promise<ApiError | null>;
}

const MAX_QUESTIONS = 20;

function refusal(error: ApiError): string {
  if (error.code === 'too_many_templates') return 'dashboard.reviews.templates.tooMany';
  if (error.kind === 'network') return 'dashboard.reviews.error.network';
  return 'dashboard.reviews.error.save';
}

/** "New template" (POST create-template): a title and 1 to 20 questions, English and Arabic side by side. */
export function ReviewTemplateDialog(props: ReviewTemplateDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      size="lg"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.reviews.templates.add" />}
      description={<FormattedMessage id="dashboard.reviews.templates.form.description" />}
    >
      <TemplateForm {...props} />
    </Dialog>
  );
}

type Errors = { title?: string; questions: Record<number, string>; form?: string };

function TemplateForm({ onOpenChange, onSubmit }: ReviewTemplateDialogProps) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [questions, setQuestions] = useState([{ key: 0, text: '', text_ar: '' }]);
  const [errors, setErrors] = useState<Errors>({ questions: {} });
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const nextKey = useRef(1);
  const titleRef = useRef<HTMLInputElement>(null);

  function change(index: number, field: 'text' | 'text_ar', value: string) {
    setQuestions((rows) => rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    if (field === 'text') setErrors((e) => ({ ...e, questions: { ...e.questions, [index]: '' } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found: Errors = { questions: {} };
    const trimmed = title.trim();
    if (!trimmed) found.title = 'dashboard.reviews.templates.form.title.required';
    else if (trimmed.length > 80) found.title = 'dashboard.reviews.templates.form.title.long';
    questions.forEach((q, i) => {
      if (!q.text.trim()) found.questions[i] = 'dashboard.reviews.templates.form.question.required';
      else if (q.text.trim().length > 200 || q.text_ar.trim().length > 200)
        found.questions[i] = 'dashboard.reviews.templates.form.question.long';
    });
    if (found.title || Object.keys(found.questions).length > 0) {
      setErrors(found);
      if (found.title) titleRef.current?.focus();
      else document.getElementById(`${idBase}-q${Object.keys(found.questions)[0]}`)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    const error = await onSubmit({ title: trimmed, questions: questions.map(({ text, text_ar }) => ({ text, text_ar })) });
    sending.current = false;
    setBusy(false);
    setErrors(error ? { questions: {}, form: refusal(error) } : { questions: {} });
  }

  const idBase = 'review-template';
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'dashboard.reviews.templates.add' })}>
      <Fields>
        <InlineAlert tone="critical" visible={Boolean(errors.form)}>
          {errors.form ? <FormattedMessage id={errors.form} /> : null}
        </InlineAlert>
        <TextField
          ref={titleRef}
          label={<FormattedMessage id="dashboard.reviews.templates.form.title" />}
          value={title}
          required
          dir="auto"
          autoComplete="off"
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((x) => ({ ...x, title: undefined }));
          }}
          error={errors.title ? <FormattedMessage id={errors.title} /> : undefined}
        />
        {questions.map((q, i) => (
          <QuestionRow key={q.key}>
            <legend>
              <FormattedMessage id="dashboard.reviews.templates.form.question" values={{ n: i + 1 }} />
            </legend>
            <TextField
              id={`${idBase}-q${i}`}
              label={<FormattedMessage id="dashboard.reviews.templates.form.question.en" />}
              value={q.text}
              required
              dir="ltr"
              lang="en"
              autoComplete="off"
              onChange={(e) => change(i, 'text', e.target.value)}
              error={errors.questions[i] ? <FormattedMessage id={errors.questions[i]} /> : undefined}
            />
            <TextField
              label={<FormattedMessage id="dashboard.reviews.templates.form.question.ar" />}
              value={q.text_ar}
              dir="rtl"
              lang="ar"
              autoComplete="off"
              onChange={(e) => change(i, 'text_ar', e.target.value)}
            />
            {questions.length > 1 ? (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setQuestions((rows) => rows.filter((_, j) => j !== i));
                    setErrors((e) => ({ ...e, questions: {} }));
                  }}
                  aria-label={intl.formatMessage({ id: 'dashboard.reviews.templates.form.remove.label' }, { n: i + 1 })}
                >
                  <FormattedMessage id="dashboard.reviews.templates.form.remove" />
                </Button>
              </div>
            ) : null}
          </QuestionRow>
        ))}
        {questions.length < MAX_QUESTIONS ? (
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setQuestions((rows) => [...rows, { key: nextKey.current++, text: '', text_ar: '' }]);
              }}
            >
              <FormattedMessage id="dashboard.reviews.templates.form.addQuestion" />
            </Button>
          </div>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.reviews.cancel" />
          </Button>
          <Button type="submit" loading={busy}>
            <FormattedMessage id="dashboard.reviews.templates.form.save" />
          </Button>
        </DialogActions>
      </Fields>
    </form>
  );
}
