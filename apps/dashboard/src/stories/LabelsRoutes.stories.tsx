import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SHOP_ID, db, handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute, type ConnectedDashboardRouteProps } from './ConnectedDashboardRoute.tsx';

/** The first seeded customer without labels: their page, where the labels and attributes sections sit. */
function unlabelledCustomer(): string {
  return db().tables.customers.find((c) => c.shop === DEMO_SHOP_ID && c.labels.length === 0)?.id ?? '';
}

function CustomerWithoutLabels(props: ConnectedDashboardRouteProps) {
  // Chosen once: the story gives the customer a label, and the page must stay on them.
  const [id] = useState(unlabelledCustomer);
  return (
    <div data-customer-id={id}>
      <ConnectedDashboardRoute {...props} path={`/customers/${id}`} />
    </div>
  );
}

/**
 * Labels and attributes as the app runs them (issue #13 items 5 and 6, decision 0075): the real
 * routes, the label, attribute and filters/values calls through their SWR hooks against the MSW
 * mock API, signed in as the demo shop owner.
 */
const meta = {
  title: 'Apps/Dashboard/Labels',
  component: ConnectedDashboardRoute,
  args: { path: '/customers/labels', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const crm = scenarios.crmV2!;

/** Every label of the shop with how many customers carry it; the static path wins over `/customers/:id`. */
export const Labels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(customer labels|تصنيفات العملاء)$/i }, WAIT);
    const labels = db().tables.customerLabels.filter((l) => l.shop === DEMO_SHOP_ID);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-label-id]')).toHaveLength(labels.length), WAIT);
    const vip = labels[0]!;
    const carriers = db().tables.customers.filter((c) => c.shop === DEMO_SHOP_ID && c.labels.includes(vip.id)).length;
    const row = within(canvasElement.querySelector<HTMLElement>(`[data-label-id="${vip.id}"]`)!);
    await expect(row.getByText(new RegExp(String(carriers)))).toBeVisible();
  },
};

/** The attributes, as the server holds them; Edit reads one fresh and opens it with its options. */
export const Attributes: Story = {
  args: { path: '/customers/attributes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(customer attributes|سمات العملاء)$/i }, WAIT);
    const attributes = db().tables.crmAttributes.filter((a) => a.shop === DEMO_SHOP_ID);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-attribute-id]')).toHaveLength(attributes.length), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /^(edit the attribute|تعديل السمة) preferred delivery slot$/i }));
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    await expect(dialog.getByRole('textbox', { name: /^(choices, one per line|الخيارات، خيار في كل سطر)/i })).toHaveValue(
      'Morning\nAfternoon\nEvening',
    );
  },
};

export const LabelsLoadError: Story = {
  parameters: { msw: { handlers: handlersFor({ customers: scenarios.customers?.serverError ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(the labels could not be loaded\.|تعذّر تحميل التصنيفات\.)$/i, {}, WAIT);
  },
};

export const AttributesEmpty: Story = {
  args: { path: '/customers/attributes' },
  parameters: { msw: { handlers: handlersFor({ crmV2: crm.empty ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(no attributes yet|لا سمات بعد)$/i, {}, WAIT);
  },
};

/** On a customer's page: a label ticked is on the server at once; a choice attribute is set from its options. */
export const CustomerPage: Story = {
  render: (args) => <CustomerWithoutLabels {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const id = canvasElement.querySelector('[data-customer-id]')?.getAttribute('data-customer-id') ?? '';
    const label = db().tables.customerLabels.find((l) => l.shop === DEMO_SHOP_ID)!;
    const box = await canvas.findByRole('checkbox', { name: label.name }, WAIT);
    await userEvent.click(box);
    await waitFor(() => expect(db().tables.customers.find((c) => c.id === id)?.labels).toContain(label.id), WAIT);
    const slot = db().tables.crmAttributes.find((a) => a.shop === DEMO_SHOP_ID && a.attributeType === 'select')!;
    const set = await canvas.findByRole('button', { name: new RegExp(`^(set|change|تحديد|تغيير) ${slot.name}$`, 'i') }, WAIT);
    await userEvent.click(set);
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(slot.name, 'i') }));
    await userEvent.click(await within(document.body).findByRole('option', { name: slot.options[1] }));
    await userEvent.click(dialog.getByRole('button', { name: /^(save|حفظ)$/i }));
    await waitFor(() => expect(db().tables.customers.find((c) => c.id === id)?.attributes[slot.id]).toBe(slot.options[1]), WAIT);
  },
};
