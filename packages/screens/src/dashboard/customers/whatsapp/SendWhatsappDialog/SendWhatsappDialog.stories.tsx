import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRecipients, storySendAllSent, storySendDone, storySendProgress, storyWhatsappTemplates } from '../whatsappStoryData.ts';
import { SendWhatsappDialog, type SendWhatsappDialogProps } from './SendWhatsappDialog.tsx';

/** The chosen template is controlled (the app reads it fresh from the server): the story keeps it in state. */
function Controlled({ templateId, onTemplateChange, chosen, ...props }: SendWhatsappDialogProps) {
  const [id, setId] = useState(templateId);
  const data = props.templates.find((t) => t.id === id);
  return (
    <SendWhatsappDialog
      {...props}
      templateId={id}
      onTemplateChange={(next) => {
        setId(next);
        onTemplateChange(next);
      }}
      chosen={id ? (chosen ?? { data, status: 'ready', retry: fn() }) : null}
    />
  );
}

const dialog = async () => within(await within(document.body).findByRole('dialog'));
const SEND = /^(send to|إرسال إلى) /i;

const meta = {
  title: 'Dashboard/Customers/WhatsApp/SendWhatsappDialog',
  component: SendWhatsappDialog,
  render: (args) => <Controlled {...args} />,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    recipients: storyRecipients,
    templates: storyWhatsappTemplates,
    templatesStatus: 'ready',
    onRetryTemplates: fn(),
    templateId: null,
    onTemplateChange: fn(),
    chosen: null,
    rows: null,
    onSend: fn(),
    onRetryFailed: fn(),
    templatesHref: '/customers/whatsapp',
  },
} satisfies Meta<typeof SendWhatsappDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three selected customers, before a template is chosen. */
export const ChooseATemplate: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('list', { name: /^(recipients|المستلمون)$/i })).toHaveTextContent('+971 4 333 4444');
  },
};

/** Pending and rejected templates are listed with their status in words, and cannot be chosen. */
export const OnlyApprovedTemplatesCanBeChosen: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /(template|القالب)$/i }));
    const body = within(document.body);
    const pending = await body.findByRole('option', { name: /ramadan_hampers · (arabic|العربية) · (waiting for review|قيد المراجعة)/i });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByRole('option', { name: /payment_reminder · (english|الإنجليزية) · (rejected|مرفوض)/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(body.getAllByRole('option', { name: /^order_ready/ })[0]).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** An English template: one field per placeholder, the preview filled in as they are typed. */
export const Parameters: Story = {
  args: { templateId: 'wat-1' },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /^(value for|قيمة) \{\{1\}\}/i }), 'Mariam');
    await userEvent.type(d.getByRole('textbox', { name: /^(value for|قيمة) \{\{2\}\}/i }), 'DK-41872');
    await expect(d.getByTestId('whatsapp-bubble')).toHaveTextContent('Hi Mariam, your order DK-41872 is ready for pickup.');
    await userEvent.click(d.getByRole('button', { name: SEND }));
    await expect(args.onSend).toHaveBeenCalledWith({ template: 'wat-1', params: ['Mariam', 'DK-41872'] });
  },
};

/** An Arabic template: its preview reads right to left, filled in. */
export const ArabicTemplateParameters: Story = {
  args: { templateId: 'wat-2' },
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /^(value for|قيمة) \{\{1\}\}/i }), 'مريم');
    const bubble = d.getByTestId('whatsapp-bubble');
    await expect(bubble).toHaveAttribute('dir', 'rtl');
    await expect(bubble).toHaveTextContent('مرحباً مريم، طلبك رقم {{2}} جاهز للاستلام.');
  },
};

/** Every placeholder needs its value: the empty one is refused and focused, nothing is sent. */
export const RequiresEveryValue: Story = {
  args: { templateId: 'wat-1' },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /^(value for|قيمة) \{\{1\}\}/i }), 'Mariam');
    await userEvent.click(d.getByRole('button', { name: SEND }));
    const second = d.getByRole('textbox', { name: /^(value for|قيمة) \{\{2\}\}/i });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Sending without a template says so on the field. */
export const RequiresATemplate: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: SEND }));
    await expect(await d.findByText(/^(choose a template\.|اختر قالباً\.)$/i)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The template was approved in the list but the server now says otherwise: it cannot be sent. */
export const TemplateNoLongerApproved: Story = {
  args: { templateId: 'wat-1', chosen: { data: { ...storyWhatsappTemplates[0]!, status: 'rejected' }, status: 'ready', retry: fn() } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText(/(can no longer be sent|لم يعد ممكناً إرسال)/i)).toBeVisible();
    await expect(d.getByRole('button', { name: SEND })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const TemplatesLoading: Story = { args: { templatesStatus: 'loading', templates: [] } };
export const TemplatesLoadError: Story = {
  args: { templatesStatus: 'error', templates: [] },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /^(try again|إعادة المحاولة)$/i }));
    await expect(args.onRetryTemplates).toHaveBeenCalled();
  },
};
export const NoApprovedTemplate: Story = {
  args: { templates: storyWhatsappTemplates.filter((t) => t.status !== 'approved') },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('link', { name: /^(whatsapp templates|قوالب واتساب)$/i })).toHaveAttribute('href', '/customers/whatsapp');
  },
};

/** Sending: one sent, one on its way, one waiting; the dialog cannot be closed meanwhile. */
export const Sending: Story = {
  args: { templateId: 'wat-1', rows: storySendProgress, sentParams: ['Mariam', 'DK-41872'] },
  play: async () => {
    const d = await dialog();
    const rows = within(d.getByRole('list', { name: /^(sending progress|تقدم الإرسال)$/i })).getAllByRole('listitem');
    await expect(rows.map((r) => r.dataset.sendStatus)).toEqual(['sent', 'sending', 'pending']);
    await expect(d.getByRole('button', { name: /^(sending…|جارٍ الإرسال…)$/i })).toHaveAttribute('aria-disabled', 'true');
    // No way out while messages are on their way: the corner's close button is gone too.
    await expect(d.queryByRole('button', { name: /^(close|إغلاق)$/i })).toBeNull();
    await expect(d.queryByRole('button', { name: /(retry failed|إعادة إرسال ما فشل)/i })).toBeNull();
  },
};

/** Two sent and the landline failed, with the reason; "Retry failed" offers that one only. */
export const SentAndFailed: Story = {
  args: { templateId: 'wat-1', rows: storySendDone, sentParams: ['Mariam', 'DK-41872'] },
  play: async ({ args }) => {
    const d = await dialog();
    await waitFor(() => expect(d.getByTestId('whatsapp-send-summary')).toHaveFocus());
    await expect(d.getByTestId('whatsapp-send-summary')).toHaveTextContent(/2.*1/);
    await expect(d.getByText(/(not on whatsapp|ليس على واتساب)/i)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: /^(retry failed|إعادة إرسال ما فشل) \(\s*(1|١)\s*\)$/i }));
    await expect(args.onRetryFailed).toHaveBeenCalledTimes(1);
  },
};

/** Every customer got it. */
export const AllSent: Story = {
  args: { templateId: 'wat-1', rows: storySendAllSent, sentParams: ['Mariam', 'DK-41872'] },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByTestId('whatsapp-send-summary')).toHaveTextContent(/(all 3|جميع العملاء)/i);
    await userEvent.click(d.getByRole('button', { name: /^(done|تم)$/i }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NarrowPhone: Story = {
  args: { templateId: 'wat-2' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
