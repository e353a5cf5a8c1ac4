import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { InlineAlert, type InlineAlertProps } from './InlineAlert.tsx';

const meta = {
  title: 'UI/InlineAlert',
  component: InlineAlert,
  parameters: { layout: 'padded' },
  args: {
    tone: 'critical',
    title: <FormattedMessage id="ui.story.templates.alertCriticalTitle" />,
    children: <FormattedMessage id="ui.story.templates.alertCriticalMessage" />,
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

const addPrices = { label: <FormattedMessage id="ui.story.templates.alertAddPrices" />, onAction: fn() };

export const Critical: Story = { args: { action: addPrices } };
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: <FormattedMessage id="ui.story.templates.alertWarningTitle" />,
    children: <FormattedMessage id="ui.story.templates.alertWarningMessage" />,
    action: { label: <FormattedMessage id="ui.story.templates.alertReviewStock" />, onAction: fn() },
  },
};
export const Info: Story = {
  args: {
    tone: 'info',
    title: undefined,
    children: <FormattedMessage id="ui.story.templates.alertInfoMessage" values={{ time: <bdi dir="ltr">22:00</bdi> }} />,
  },
};
export const Success: Story = {
  args: {
    tone: 'success',
    title: <FormattedMessage id="ui.story.templates.alertSuccessTitle" />,
    children: <FormattedMessage id="ui.story.templates.alertSuccessMessage" />,
    onDismiss: fn(),
  },
};
export const LongArabicContent: Story = {
  args: {
    tone: 'warning',
    title: <FormattedMessage id="ui.story.templates.alertLongTitle" />,
    children: <FormattedMessage id="ui.story.templates.alertLongMessage" />,
    action: { label: <FormattedMessage id="ui.story.templates.alertReviewStock" />, onAction: fn() },
    onDismiss: fn(),
  },
};
export const NarrowPhone: Story = {
  args: { action: addPrices, onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** Only a critical alert interrupts (role=alert); the others wait their turn (role=status). The status icons never mirror. */
export const AnnouncesOnlyCriticalAsAnAlert: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <InlineAlert {...args} tone="critical" />
      <InlineAlert {...args} tone="warning" />
      <InlineAlert {...args} tone="info" />
      <InlineAlert {...args} tone="success" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    for (const icon of canvasElement.querySelectorAll('svg[data-icon]')) await expect(getComputedStyle(icon).transform).toBe('none');
  },
};

export const ActsAndDismissesFromTheKeyboard: Story = {
  args: { action: addPrices, onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /add the prices|أضف الأسعار/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onAction).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^(dismiss|إغلاق التنبيه)$/i })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The region is in the page before the message, so a message that arrives later is announced; empty, it takes no room. */
function LateAlert(props: InlineAlertProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button variant="secondary" onClick={() => setFailed(true)}>
        <FormattedMessage id="ui.story.overlays.showNotice" />
      </Button>
      <InlineAlert {...props} visible={failed} />
    </div>
  );
}

export const AnnouncesAMessageThatArrivesLater: Story = {
  render: (args) => <LateAlert {...args} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toBeEmptyDOMElement();
    await expect(alert.getBoundingClientRect().height).toBe(0);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('alert')).toBe(alert);
    await expect(alert).toHaveTextContent(/no price|بلا سعر/);
  },
};
