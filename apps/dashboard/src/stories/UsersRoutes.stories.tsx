import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, handlersFor, scenarios } from '@dukkan/mocks';
import { closeToasts } from '@dukkan/ui/testing';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The point-of-sale users area as the app runs it (issue #10): the real routes, hooks and
 * mutations against the MSW mock API, signed in as the demo shop owner.
 */
const meta = {
  title: 'Apps/Dashboard/Users',
  component: ConnectedDashboardRoute,
  args: { path: '/users', as: 'seller' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10000 };
const users = scenarios.users!;

/** The seeded staff member at `index` (0: the demo cashier), read when the story renders. */
const staffPath = (index: number, search = '') => `/users/${db().tables.posUsers[index]!.id}${search}`;

async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillNewUser(phone: string) {
  const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
  // Label queries: cheaper than role queries with names on a whole app page.
  await put(dialog.getByLabelText(/^(full name|الاسم الكامل)/i), 'Omar Saleh');
  await put(dialog.getByLabelText(/^(mobile number|رقم الجوال)/i), phone);
  await put(dialog.getByLabelText(/^(e-mail address|البريد الإلكتروني)/i), 'omar.saleh@dukkan.ae');
  await put(dialog.getByLabelText(/^(password|كلمة المرور)$/i), 'Kitchen#2026');
  await put(dialog.getByLabelText(/^(repeat the password|أعِد كتابة كلمة المرور)/i), 'Kitchen#2026');
  await userEvent.click(dialog.getByText(/^(kitchen|المطبخ)$/i));
  await userEvent.click(dialog.getByText(/^(add staff member|إضافة الموظف)$/i));
  return dialog;
}

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Aisha Rahman' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'يوسف حداد' })).toBeVisible();
  },
};

/** A shared link keeps its search and filter: kitchen staff whose phone has 055. */
export const ListSearchedFromTheUrl: Story = {
  args: { path: '/users?q=055&f.role=kitchen' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Mohammed Rafiq' }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Aisha Rahman' })).toBeNull();
    await expect(canvas.getByRole('searchbox')).toHaveValue('055');
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: handlersFor({ users: users.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no point-of-sale users yet|لا يوجد مستخدمون لنقطة البيع بعد/i, {}, WAIT)).toBeVisible();
  },
};

export const ListFails: Story = {
  parameters: { msw: { handlers: handlersFor({ users: users.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }, { timeout: 15000 })).toBeVisible();
  },
};

/** The owner adds a kitchen user from the dialog the URL opened; the list shows them and a toast says so. */
export const CreatesAKitchenUser: Story = {
  args: { path: '/users?dialog=create' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Aisha Rahman', {}, WAIT);
    await fillNewUser('0581112233');
    await waitFor(() => expect(canvasElement.querySelector('[role="table"]')).toHaveTextContent('Omar Saleh'), WAIT);
    await expect(await within(document.body).findByText(/is added|تمت إضافة/i, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), WAIT);
    // The owner closes the confirmation, so the picture never catches it (left to its own timer, a
    // picture once caught it, once not).
    await closeToasts(WAIT);
  },
};

/** Another staff member's page shows the shop's global note, marked; a new note joins the list. */
export const DetailAddsANote: Story = {
  render: (args) => <ConnectedDashboardRoute {...args} path={staffPath(1, '?tab=notes')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Joseph Fernandes' }, WAIT)).toBeVisible();
    await expect(canvas.getByText(/written for all staff|مكتوبة لجميع الموظفين/i)).toBeVisible();
    await put(canvas.getByRole('textbox', { name: /^(new note|ملاحظة جديدة)/i }), 'Asked for Thursday mornings off.');
    await userEvent.click(canvas.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await expect(await canvas.findByText('Asked for Thursday mornings off.', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /notes \(3\)|الملاحظات \(3\)/i }, WAIT)).toBeVisible();
  },
};

/** The server refuses the edit: the note is back as it was, the editor has the typed text and says why. */
export const DetailEditFailsAndRollsBack: Story = {
  render: (args) => <ConnectedDashboardRoute {...args} path={staffPath(1, '?tab=notes')} />,
  parameters: {
    msw: { handlers: handlersFor({ users: [...(users.serverError ?? []).filter((h) => h.info.method === 'PUT'), ...users.default] }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(edit note: trained|تعديل الملاحظة: trained)/i }, WAIT));
    const field = canvas.getByRole('textbox', { name: /^(note|الملاحظة)/i });
    await userEvent.clear(field);
    await userEvent.paste('Trained on both card terminals.');
    await userEvent.click(canvas.getByRole('button', { name: /^(save note|حفظ الملاحظة)$/i }));
    await expect(await canvas.findByText(/your change was not saved|لم يُحفظ تعديلك/i, {}, { timeout: 15000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^(note|الملاحظة)/i })).toHaveValue('Trained on both card terminals.');
  },
};

/** Delete asks first, then the note is gone from the page and from the server's answer. */
export const DetailDeletesANote: Story = {
  render: (args) => <ConnectedDashboardRoute {...args} path={staffPath(1, '?tab=notes')} />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(delete note: trained|حذف الملاحظة: trained)/i }, WAIT));
    const confirm = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /^(delete note|حذف الملاحظة)$/i }));
    await expect(await canvas.findByText(/^(note deleted\.|تم حذف الملاحظة\.)$/i, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/trained on the new card terminal/i)).toBeNull(), WAIT);
  },
};

/** A cashier's role does not open the staff list: the page says so instead of showing it. */
export const CashierHasNoAccess: Story = {
  args: { as: 'cashier' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /no access to this page|لا يمكنك فتح هذه الصفحة/i }, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
