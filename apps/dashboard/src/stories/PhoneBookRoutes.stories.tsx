import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SHOP_ID, db, handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute, type ConnectedDashboardRouteProps } from './ConnectedDashboardRoute.tsx';

/** The first seeded person of the demo shop by name, with their addresses. */
function firstPerson() {
  return [...db().tables.crmCustomers].filter((c) => c.shop === DEMO_SHOP_ID).sort((a, b) => a.fullName.localeCompare(b.fullName))[0]!;
}

function FirstPersonRoute(props: ConnectedDashboardRouteProps) {
  return <ConnectedDashboardRoute {...props} path={`/customers/phone-book/${firstPerson().id}`} />;
}

/**
 * The phone book as the app runs it (issue #13, vendor spec §7 "CRM v1", decision 0076): the
 * real routes, the crm-v1 calls through their SWR hooks against the MSW mock API, signed in as
 * the demo shop owner (or its cashier, who may change it too).
 */
const meta = {
  title: 'Apps/Dashboard/PhoneBook',
  component: ConnectedDashboardRoute,
  args: { path: '/customers/phone-book', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const crmV1 = scenarios.crmV1!;
const TITLE = /^(phone book|دفتر الهاتف)$/i;
const LIST = /^(people in the phone book|الأشخاص في دفتر الهاتف)$/i;

/**
 * Everyone by name (the static path wins over the customers' `:id`); the last four digits of a
 * phone typed in Arabic-Indic digits find its person, and the search is kept in the URL.
 */
export const FindsByPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: TITLE }, WAIT);
    const people = db().tables.crmCustomers.filter((c) => c.shop === DEMO_SHOP_ID);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-person-id]')).toHaveLength(Math.min(20, people.length)), WAIT);
    const target = people[5]!;
    const arabicDigits = target.phone.slice(-4).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    await userEvent.type(canvas.getByRole('searchbox'), arabicDigits);
    const list = within(canvas.getByRole('list', { name: LIST }));
    await waitFor(() => expect(list.getByRole('link', { name: target.fullName })).toBeVisible(), WAIT);
    await expect(list.getAllByRole('listitem').every((row) => row.textContent?.replace(/\D/g, '').includes(target.phone.slice(-4)))).toBe(
      true,
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor({ crmV1: crmV1.empty ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(the phone book is empty|دفتر الهاتف فارغ)$/i, {}, WAIT);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: handlersFor({ crmV1: crmV1.serverError ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(the phone book could not be loaded\.|تعذّر تحميل دفتر الهاتف\.)$/i, {}, WAIT);
  },
};

/**
 * The cashier adds a person: a phone someone has is refused on its field with everything kept;
 * another number goes through and the new person's page opens.
 */
export const CashierAddsAPerson: Story = {
  args: { as: 'cashier' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^(new person|شخص جديد)$/i }, WAIT));
    const dialog = within(await body.findByRole('dialog', {}, WAIT));
    const phone = dialog.getByRole('textbox', { name: /^(phone|الهاتف)/i });
    await userEvent.type(phone, `0${firstPerson().phone}`);
    await userEvent.type(dialog.getByRole('textbox', { name: /^(full name|الاسم الكامل)/i }), 'Hessa Al Ketbi');
    await userEvent.click(dialog.getByRole('button', { name: /^(add person|إضافة الشخص)$/i }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'), WAIT);
    await expect(dialog.getByRole('textbox', { name: /^(full name|الاسم الكامل)/i })).toHaveValue('Hessa Al Ketbi');
    const again = dialog.getByRole('textbox', { name: /^(phone|الهاتف)/i });
    await userEvent.tripleClick(again);
    await userEvent.keyboard('٠٥٨ ٧٧٧ ٦٦٥٥');
    await userEvent.click(dialog.getByRole('button', { name: /^(add person|إضافة الشخص)$/i }));
    await canvas.findByRole('heading', { level: 1, name: 'Hessa Al Ketbi' }, WAIT);
    await expect(db().tables.crmCustomers.find((c) => c.fullName === 'Hessa Al Ketbi')).toMatchObject({
      phone: '587776655',
      shop: DEMO_SHOP_ID,
    });
  },
};

/** A person's page: an address added, another changed and deleted after confirming; the server has it. */
export const ManagesAddresses: Story = {
  render: (args) => <FirstPersonRoute {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const person = firstPerson();
    await canvas.findByRole('heading', { level: 1, name: person.fullName }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /^(add address|إضافة عنوان)$/i }));
    let dialog = within(await body.findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /^(city|المدينة)/i }), 'Ajman');
    await userEvent.type(dialog.getByRole('textbox', { name: /^(area|المنطقة)/i }), 'Al Nuaimiya');
    await userEvent.type(dialog.getByRole('textbox', { name: /^(building|المبنى)/i }), 'City Tower 2');
    await userEvent.click(dialog.getByRole('button', { name: /^(add address|إضافة عنوان)$/i }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
    const list = within(canvas.getByRole('list', { name: /^(addresses|العناوين)$/i }));
    const row = (text: RegExp) => list.getAllByRole('listitem').find((li) => text.test(li.textContent ?? ''));
    await waitFor(() => expect(row(/^City Tower 2(, |، )Al Nuaimiya(, |، )Ajman/)).toBeDefined(), WAIT);

    await userEvent.click(list.getByRole('button', { name: /^(edit address|تعديل العنوان): City Tower 2/i }));
    dialog = within(await body.findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /^(flat or villa number|رقم الشقة أو الفيلا)/i }), '907');
    await userEvent.click(dialog.getByRole('button', { name: /^(save address|حفظ العنوان)$/i }));
    await waitFor(() => expect(row(/^(Flat|شقة) 907(, |، )City Tower 2/)).toBeDefined(), WAIT);

    await userEvent.click(list.getByRole('button', { name: /^(delete address|حذف العنوان): (flat|شقة) 907/i }));
    const confirm = within(await body.findByRole('alertdialog', {}, WAIT));
    await userEvent.click(confirm.getByRole('button', { name: /^(confirm|تأكيد)$/i }));
    await waitFor(() => expect(list.queryByText(/City Tower 2/)).toBeNull(), WAIT);
    await expect(
      db()
        .tables.crmCustomers.find((c) => c.id === person.id)
        ?.addresses.some((a) => a.building === 'City Tower 2'),
    ).toBe(false);
  },
};

/** Deleting a person asks first, then goes back to the list without them. */
export const DeletesAPerson: Story = {
  render: (args) => <FirstPersonRoute {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const person = firstPerson();
    await canvas.findByRole('heading', { level: 1, name: person.fullName }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /^(delete person|حذف الشخص)$/i }));
    // The question names the person.
    const confirm = within(await body.findByRole('alertdialog', { name: new RegExp(person.fullName) }, WAIT));
    await userEvent.click(confirm.getByRole('button', { name: /^(confirm|تأكيد)$/i }));
    await canvas.findByRole('heading', { level: 1, name: TITLE }, WAIT);
    await waitFor(() => expect(canvas.queryByRole('link', { name: person.fullName })).toBeNull(), WAIT);
    await expect(db().tables.crmCustomers.some((c) => c.id === person.id)).toBe(false);
  },
};
