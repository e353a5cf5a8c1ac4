import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SHOP_ID, db, handlersFor, scenarios, seedTables } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The CRM board as the app runs it (issue #13 item 3): the real route, hooks and mutations
 * against the MSW mock API, signed in as the demo shop owner.
 */
const meta = {
  title: 'Apps/Dashboard/Customers',
  component: ConnectedDashboardRoute,
  args: { path: '/customers/board', as: 'seller' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10000 };
const crmV2 = scenarios.crmV2!;
const isArabic = () => document.documentElement.dir === 'rtl';

/**
 * The seed's first board, its first stage that has customers (and a stage after it), and the
 * newest customer there: the top card of that column.
 */
function firstCustomer() {
  const { crmGroups, customers } = db().tables;
  const board = crmGroups.find((g) => g.shop === DEMO_SHOP_ID)!;
  const stages = [...board.stages].sort((a, b) => a.order - b.order);
  const inStage = (id: string) =>
    customers.filter((c) => c.shop === DEMO_SHOP_ID && c.stageId === id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const index = stages.findIndex((s, i) => i < stages.length - 1 && inStage(s.id).length > 0);
  return { board, first: stages[index]!, second: stages[index + 1]!, customer: inStage(stages[index]!.id)[0]! };
}

/** Picks the customer's card up by keyboard, moves it one column on and drops it. */
async function moveByKeyboard(canvasElement: HTMLElement, customer: { id: string; fullName: string }) {
  // The seed has namesakes: the handle is found by the customer's id, then its name is checked.
  const handle = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>(`[data-card-handle="${customer.id}"]`);
    if (!found) throw new Error('The card is not on the board yet');
    return found;
  }, WAIT);
  await expect(handle).toHaveAccessibleName(new RegExp(`^(move|نقل) ${customer.fullName}$`, 'i'));
  handle.focus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard(isArabic() ? '{ArrowLeft}' : '{ArrowRight}');
  await userEvent.keyboard('{Enter}');
}

/** The owner's first board, its stages as columns and its customers as cards; a keyboard move is kept by the server. */
export const Board: Story = {
  play: async ({ canvasElement }) => {
    const { customer, second } = firstCustomer();
    await moveByKeyboard(canvasElement, customer);
    await waitFor(() => expect(db().tables.customers.find((c) => c.id === customer.id)?.stageId).toBe(second.id), WAIT);
    const column = within(canvasElement).getByRole('region', { name: new RegExp(`^(${second.name}|${second.name_ar})`) });
    await waitFor(() => expect(column.querySelector(`[data-card-handle="${customer.id}"]`)).not.toBeNull(), WAIT);
  },
};

/** The server refuses the move: the card comes back and the page says why. */
export const MoveFails: Story = {
  parameters: { msw: { handlers: handlersFor({ crmV2: crmV2.moveFails ?? [] }) } },
  play: async ({ canvasElement }) => {
    const { customer, first } = firstCustomer();
    await moveByKeyboard(canvasElement, customer);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(/server could not make the change|تعذّر على الخادم إجراء التغيير/i);
    const column = within(canvasElement).getByRole('region', { name: new RegExp(`^(${first.name}|${first.name_ar})`) });
    await waitFor(() => expect(column.querySelector(`[data-card-handle="${customer.id}"]`)).not.toBeNull(), WAIT);
    await expect(db().tables.customers.find((c) => c.id === customer.id)?.stageId).toBe(first.id);
  },
};

/** The seed's first board, for the links that name it (its id is the same on every run). */
const SEED_BOARD = seedTables().crmGroups.find((g) => g.shop === DEMO_SHOP_ID)!;
const stageMenu = (canvasElement: HTMLElement, name: string, nameAr: string | undefined) =>
  within(canvasElement).findByRole('button', { name: new RegExp(`(stage ${name}: actions|إجراءات المرحلة ${nameAr ?? name})`, 'i') }, WAIT);

/** A link to one board (decision 0079): the board is read by id, its stages are its columns. */
export const BoardByLink: Story = {
  args: { path: `/customers/board/${SEED_BOARD.id}` },
  play: async ({ canvasElement }) => {
    const stages = [...SEED_BOARD.stages].sort((a, b) => a.order - b.order);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-stage-index]')).toHaveLength(stages.length), WAIT);
    const last = stages.at(-1)!;
    await expect(within(canvasElement).getByRole('region', { name: new RegExp(`^(${last.name}|${last.name_ar})`) })).toBeVisible();
  },
};

/** A link to a board this shop does not have: "board not found", and the way back to the shop's boards. */
export const BoardNotFound: Story = {
  args: { path: '/customers/board/group_does_not_exist' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^(board not found|اللوحة غير موجودة)$/i, {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /show the shop's boards|عرض لوحات المتجر/i }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-stage-index]').length).toBeGreaterThan(0), WAIT);
  },
};

/**
 * A stage renamed on another device: the board still shows the old name, the rename dialog
 * reads the stage first and opens with the server's; the new name is saved and shown.
 */
export const RenamesAStageReadFromTheServer: Story = {
  args: { path: `/customers/board/${SEED_BOARD.id}` },
  play: async ({ canvasElement }) => {
    const stage = [...SEED_BOARD.stages].sort((a, b) => a.order - b.order)[1]!;
    const menu = await stageMenu(canvasElement, stage.name, stage.name_ar);
    // Elsewhere, meanwhile:
    const row = db()
      .tables.crmGroups.find((g) => g.id === SEED_BOARD.id)!
      .stages.find((s) => s.id === stage.id)!;
    row.name = 'Called back';
    row.name_ar = 'تم الرد';
    await userEvent.click(menu);
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: /^(rename|إعادة التسمية)$/i }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const english = await waitFor(() => {
      const [field] = dialog.getAllByRole('textbox');
      if (!field) throw new Error('The stage is still being read');
      return field;
    }, WAIT);
    await expect(english).toHaveValue('Called back');
    await userEvent.clear(english);
    await userEvent.type(english, 'Phoned');
    await userEvent.click(dialog.getByRole('button', { name: /^(save|حفظ)$/i }));
    await waitFor(() => expect(row.name).toBe('Phoned'), WAIT);
    await expect(await within(canvasElement).findByRole('region', { name: /^(Phoned|تم الرد)/ }, WAIT)).toBeVisible();
  },
};

/** The owner switches the board to the Catering template: the server replaces the stages and the board reads them again. */
export const SwitchesTheTemplate: Story = {
  args: { path: `/customers/board/${SEED_BOARD.id}` },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(board template|قالب اللوحة)$/i }, WAIT));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: /^(catering|الضيافة)$/i }));
    await userEvent.click(dialog.getByRole('button', { name: /^(continue|متابعة)$/i }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /^(switch template|تحويل القالب)$/i }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-stage-index]')).toHaveLength(4), WAIT);
    await expect(within(canvasElement).getByRole('region', { name: /^(inquiry|استفسار)/i })).toBeVisible();
    await expect((db().tables.crmGroups.find((g) => g.id === SEED_BOARD.id) as { templateType?: string }).templateType).toBe('catering');
  },
};

export const NoBoards: Story = {
  parameters: { msw: { handlers: handlersFor({ crmV2: crmV2.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no boards yet|لا توجد لوحات بعد/i, {}, WAIT)).toBeVisible();
  },
};

/**
 * The customers list as the app runs it (issue #13 items 1 and 2): a customer found by the phone
 * typed in Arabic-Indic digits, then their page from the name's link.
 */
export const ListFindsByPhoneAndOpensTheCustomer: Story = {
  args: { path: '/customers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const customer = db()
      .tables.customers.filter((c) => c.shop === DEMO_SHOP_ID && /^5\d{8}$/.test(c.phone))
      .sort((a, b) => a.id.localeCompare(b.id))[0]!;
    await canvas.findByRole('heading', { level: 1, name: /^(customers|العملاء)$/i }, WAIT);
    const indic = customer.phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    await userEvent.type(canvas.getByRole('searchbox', { name: /^(search customers|البحث في العملاء)$/i }), indic);
    const link = await canvas.findByRole('link', { name: customer.fullName }, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2), WAIT);
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { level: 1, name: customer.fullName }, WAIT)).toBeVisible();
  },
};

/** Complaints (issue #13 item 7): the seeded complaints, newest first, with their labels and codes. */
export const Complaints: Story = {
  args: { path: '/customers/complaints' },
  parameters: { visual: { frame: 'viewport' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(complaints|الشكاوى)$/i }, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^(delete|حذف)/i }).length).toBeGreaterThan(0), WAIT);
  },
};

/** The complaint QR codes, each drawn from the address the mock API gives it. */
export const ComplaintQrCodes: Story = {
  args: { path: '/customers/complaints/qr-codes' },
  parameters: { visual: { frame: 'viewport' } },
  play: async ({ canvas }) => {
    const codes = await canvas.findAllByRole('img', { name: /qr/i }, WAIT);
    await expect(codes[0]).toHaveAttribute('data-qr-value', expect.stringMatching(/^https:\/\/dukkan\.ae\/complaint\//));
  },
};

export const ComplaintsLoadFail: Story = {
  args: { path: '/customers/complaints' },
  parameters: { msw: { handlers: handlersFor({ complaints: scenarios.complaints?.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again|أعد المحاولة|حاول مرة أخرى/i }, WAIT)).toBeVisible();
  },
};
