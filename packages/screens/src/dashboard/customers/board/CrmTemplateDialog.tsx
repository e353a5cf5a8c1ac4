import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, InlineAlert, Radio, RadioGroup } from '@dukkan/ui';
import { crmRefusalId } from './crmText.ts';
import { DialogActions, DialogFields } from './CrmBoard.styles.ts';
import { CRM_BOARD_TEMPLATES, type CrmBoardTemplate } from './types.ts';

interface Props {
  isOpen: boolean;
  /** The board's name in the reader's language. */
  boardName: string;
  /** The template the board follows now, if any. */
  current: CrmBoardTemplate | undefined;
  /** How many stages the board has now (the confirmation says they are replaced). */
  stageCount: number;
  onClose: () => void;
  /** Resolves with the refusal, or null when the board was switched. */
  onSubmit: (template: CrmBoardTemplate) => Promise<ApiError | null>;
}

/** Each template's name, and its stages in a line. */
export const TEMPLATE_NAME_IDS: Record<CrmBoardTemplate, string> = {
  leads: 'dashboard.customers.board.template.leads',
  catering: 'dashboard.customers.board.template.catering',
  loyalty: 'dashboard.customers.board.template.loyalty',
};
const TEMPLATE_STAGES_IDS: Record<CrmBoardTemplate, string> = {
  leads: 'dashboard.customers.board.template.leads.stages',
  catering: 'dashboard.customers.board.template.catering.stages',
  loyalty: 'dashboard.customers.board.template.loyalty.stages',
};
const nameId = (template: CrmBoardTemplate) => TEMPLATE_NAME_IDS[template];
const stagesId = (template: CrmBoardTemplate) => TEMPLATE_STAGES_IDS[template];

/**
 * The board's template (PUT crm-v2/change-template-type, decision 0079): pick one of the
 * templates, each shown with its stages, then confirm, since switching replaces the board's
 * stages (customers keep their place by position). A refusal keeps the dialog and the choice.
 */
export function CrmTemplateDialog({ isOpen, boardName, current, stageCount, onClose, onSubmit }: Props) {
  const intl = useIntl();
  const [choice, setChoice] = useState<CrmBoardTemplate | null>(current ?? null);
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const pickRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  // The step's content replaces the other's: focus goes to what the new step asks.
  useEffect(() => {
    if (!moved.current) return;
    if (step === 'confirm') confirmRef.current?.focus();
    else pickRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')?.focus();
  }, [step]);

  function next(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    if (choice === current) {
      setError(intl.formatMessage({ id: 'dashboard.customers.board.template.same' }));
      return;
    }
    setError(null);
    moved.current = true;
    setStep('confirm');
  }

  async function confirm() {
    if (!choice || busy) return;
    setBusy(true);
    const result = await onSubmit(choice);
    setBusy(false);
    setRefusal(result);
    if (!result) onClose();
  }

  const title =
    step === 'confirm' && choice ? (
      <FormattedMessage
        id="dashboard.customers.board.template.confirm.title"
        values={{ board: boardName, template: intl.formatMessage({ id: nameId(choice) }) }}
      />
    ) : (
      <FormattedMessage id="dashboard.customers.board.template.title" />
    );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      size="md"
      isDismissable={false}
      role={step === 'confirm' ? 'alertdialog' : 'dialog'}
      title={title}
    >
      {step === 'pick' ? (
        <form ref={pickRef} noValidate onSubmit={next} aria-label={intl.formatMessage({ id: 'dashboard.customers.board.template.title' })}>
          <DialogFields>
            <p>
              <FormattedMessage id="dashboard.customers.board.template.intro" />
            </p>
            {current ? null : (
              <p>
                <FormattedMessage id="dashboard.customers.board.template.custom" />
              </p>
            )}
            <RadioGroup
              label={<FormattedMessage id="dashboard.customers.board.template.label" />}
              value={choice}
              onChange={(value) => {
                setError(null);
                setChoice(CRM_BOARD_TEMPLATES.find((t) => t === value) ?? null);
              }}
              error={error}
              required
            >
              {CRM_BOARD_TEMPLATES.map((template) => (
                <Radio key={template} value={template} description={<FormattedMessage id={stagesId(template)} />}>
                  {template === current ? (
                    <FormattedMessage
                      id="dashboard.customers.board.template.current"
                      values={{ template: intl.formatMessage({ id: nameId(template) }) }}
                    />
                  ) : (
                    <FormattedMessage id={nameId(template)} />
                  )}
                </Radio>
              ))}
            </RadioGroup>
            <DialogActions>
              <Button variant="secondary" onClick={onClose}>
                <FormattedMessage id="dashboard.customers.board.cancel" />
              </Button>
              <Button type="submit" disabled={!choice}>
                <FormattedMessage id="dashboard.customers.board.template.continue" />
              </Button>
            </DialogActions>
          </DialogFields>
        </form>
      ) : (
        <DialogFields>
          {refusal ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.customers.board.refused.template" />}>
              <FormattedMessage id={crmRefusalId(refusal)} />
            </InlineAlert>
          ) : null}
          <p ref={confirmRef} tabIndex={-1}>
            <FormattedMessage
              id="dashboard.customers.board.template.confirm.message"
              values={{ from: stageCount, stages: choice ? intl.formatMessage({ id: stagesId(choice) }) : '' }}
            />
          </p>
          <DialogActions>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setRefusal(null);
                moved.current = true;
                setStep('pick');
              }}
            >
              <FormattedMessage id="dashboard.customers.board.template.back" />
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void confirm()}>
              <FormattedMessage id="dashboard.customers.board.template.confirm" />
            </Button>
          </DialogActions>
        </DialogFields>
      )}
    </Dialog>
  );
}
