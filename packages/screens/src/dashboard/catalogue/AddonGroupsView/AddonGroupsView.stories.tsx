import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { longAddonGroups, longAddonProduct, storyAddonGroups, storyAddonProduct } from '../shared/addonStoryData.ts';
import type { AddonGroupRow } from '../shared/types.ts';
import { AddonGroupsView, type AddonGroupsViewProps } from './AddonGroupsView.tsx';

const REFUSED: ApiError = { kind: 'http', status: 500, message: 'Server error' };

/**
 * The page with the app's behaviour: the groups and the open form live in state; a change shows
 * at once and, when `refuse` is set, comes back refused and is put back, as the data layer does.
 */
function LivePage({ refuse = false, ...props }: AddonGroupsViewProps & { refuse?: boolean }) {
  const [groups, setGroups] = useState(props.groups);
  const [editing, setEditing] = useState(props.editing);
  const settle = async (next: readonly AddonGroupRow[]) => {
    const before = groups;
    setGroups(next);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (!refuse) return null;
    setGroups(before);
    return REFUSED;
  };
  return (
    <AddonGroupsView
      {...props}
      groups={groups}
      editing={editing}
      onEditingChange={(next) => {
        setEditing(next);
        props.onEditingChange(next);
      }}
      onSave={async (group, values) => {
        await props.onSave(group, values);
        if (!group) {
          if (refuse) return REFUSED;
          const added = { ...values, id: `st-g-new-${groups.length}`, order: groups.length + 1 };
          setGroups([...groups, { ...added, options: added.options.map((o, i) => ({ ...o, id: o.id || `${added.id}-${i}` })) }]);
          return null;
        }
        return settle(groups.map((g) => (g.id === group.id ? { ...g, ...values } : g)));
      }}
      onDelete={async (group) => {
        await props.onDelete(group);
        return settle(groups.filter((g) => g.id !== group.id));
      }}
      onReorder={async (ids) => {
        await props.onReorder(ids);
        return settle(ids.map((id) => groups.find((g) => g.id === id)!));
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Catalogue/AddonGroupsView',
  component: LivePage,
  parameters: { layout: 'padded' },
  args: {
    breadcrumbs: [
      { id: 'products', label: <FormattedMessage id="dashboard.nav.products" />, href: '#products' },
      { id: 'addons', label: <FormattedMessage id="dashboard.catalogue.addons.crumb" /> },
    ],
    product: storyAddonProduct,
    groups: storyAddonGroups,
    status: 'ready',
    onRetry: fn(),
    canEdit: true,
    editing: null,
    onEditingChange: fn(),
    onSave: fn(async () => null),
    onDelete: fn(async () => null),
    onReorder: fn(async () => null),
  },
} satisfies Meta<typeof LivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const HANDLE = (name: string) => new RegExp(`^(move|نقل) ${name}$`, 'i');
const titles = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('heading', { level: 2 }).map((h: HTMLElement) => h.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvas)).toEqual(['Size', 'Extras', 'Bread']);
    // 12.25 AED, exactly, in either language's digits.
    await expect(canvas.getByRole('table', { name: /(options of|خيارات) (size|الحجم)/i })).toHaveTextContent(/12\.25|١٢٫٢٥/);
  },
};

export const Loading: Story = { args: { status: 'loading', product: null, groups: [] } };

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^(add a group|إضافة مجموعة)$/i }).length).toBeGreaterThan(0);
  },
};

export const LoadError: Story = {
  args: { status: 'error', product: null, groups: [], error: { kind: 'network', status: 0, message: 'offline' } },
};

export const ProductNotInShop: Story = {
  args: { status: 'error', product: null, groups: [], error: { kind: 'http', status: 404, message: 'Product not found' } },
};

export const LongContent: Story = { args: { product: longAddonProduct, groups: longAddonGroups } };

export const ArabicInterface: Story = {
  globals: { locale: 'ar' },
  args: { product: longAddonProduct, groups: longAddonGroups.slice(0, 3) },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A cashier reads the groups: no handles, no edit or delete, no "Add a group". */
export const CashierReadsOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(titles(canvas)).toEqual(['Size', 'Extras', 'Bread']);
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};

/** Space picks the group up, ArrowUp moves it, Space drops it: each step is announced, and the handle keeps the focus. */
export const MovesGroupUpByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: HANDLE('(bread|الخبز)') });
    handle.focus();
    await userEvent.keyboard(' ');
    const live = canvasElement.ownerDocument.querySelector('[aria-live="assertive"]')!;
    await waitFor(() => expect(live).toHaveTextContent(/picked up|تم التقاط/));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(live).toHaveTextContent(/position 2 of 3|الموضع (2|٢) من (3|٣)/));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(titles(canvas)).toEqual(['Size', 'Bread', 'Extras']));
    await expect(args.onReorder).toHaveBeenCalledWith(['st-g-size', 'st-g-bread', 'st-g-extras']);
    await expect(live).toHaveTextContent(/moved to position 2|نُقلت .* الموضع (2|٢)/);
    await waitFor(() => expect(canvas.getByRole('button', { name: HANDLE('(bread|الخبز)') })).toHaveFocus());
  },
};

/** Escape puts a picked-up group back, and nothing is sent. */
export const CancelsMoveWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: HANDLE('(size|الحجم)') }).focus();
    await userEvent.keyboard(' {ArrowDown}{ArrowDown}{Escape}');
    const live = canvasElement.ownerDocument.querySelector('[aria-live="assertive"]')!;
    await waitFor(() => expect(live).toHaveTextContent(/cancelled|أُلغي/));
    await expect(titles(canvas)).toEqual(['Size', 'Extras', 'Bread']);
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

/** The server refuses the new order: the groups go back and the page says so. */
export const ReorderFailsAndRollsBack: Story = {
  args: { refuse: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: HANDLE('(extras|إضافات)') }).focus();
    await userEvent.keyboard(' {Home} ');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/new order was not saved|لم يُحفظ الترتيب الجديد/);
    await waitFor(() => expect(titles(canvas)).toEqual(['Size', 'Extras', 'Bread']));
  },
};

const body = () => within(document.body);

/** Edit a price in Arabic-Indic digits: the form gives fils, exactly. */
export const EditsAnOptionPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(edit|تعديل) (size|الحجم)$/i }));
    const dialog = within(await body().findByRole('dialog'));
    const price = dialog.getByRole('textbox', { name: /^(option 3 price|سعر الخيار (3|٣))/i });
    await userEvent.clear(price);
    await userEvent.type(price, '١٦٫٢٥');
    await userEvent.click(dialog.getByRole('button', { name: /^(save group|حفظ المجموعة)$/i }));
    await expect(args.onSave).toHaveBeenCalledWith(
      storyAddonGroups[0],
      expect.objectContaining({ options: expect.arrayContaining([expect.objectContaining({ id: 'st-o-large', amount: 1625 })]) }),
    );
    await waitFor(() => expect(canvas.getByRole('table', { name: /(options of|خيارات) (size|الحجم)/i })).toHaveTextContent(/16\.25|١٦٫٢٥/));
  },
};

/** The server refuses an edit: the old group is back and the page says which and why. */
export const SaveFails: Story = {
  args: { refuse: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(edit|تعديل) (extras|إضافات)$/i }));
    const dialog = within(await body().findByRole('dialog'));
    const title = dialog.getByRole('textbox', { name: /^(group title \(english\)|عنوان المجموعة \(بالإنجليزية\))/i });
    await userEvent.clear(title);
    await userEvent.type(title, 'Toppings');
    await userEvent.click(dialog.getByRole('button', { name: /^(save group|حفظ المجموعة)$/i }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/changes to extras were not saved|لم تُحفظ التعديلات على إضافات/i);
    await expect(alert).toHaveTextContent(/something went wrong on the server|حدث خطأ/i);
    await waitFor(() => expect(titles(canvas)).toEqual(['Size', 'Extras', 'Bread']));
  },
};

/** Delete asks first; cancelling keeps the group. */
export const DeletesAfterConfirming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(delete|حذف) (bread|الخبز)$/i }));
    const confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /^(delete group|حذف المجموعة)$/i }));
    await waitFor(() => expect(titles(canvas)).toEqual(['Size', 'Extras']));
    await expect(args.onDelete).toHaveBeenCalledWith(storyAddonGroups[2]);
  },
};
