import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CopyIcon, EditIcon, ExternalIcon, MoreIcon, DeleteIcon } from '../Icon/icons-overlays.tsx';
import { Menu, type MenuItemSpec, type MenuProps, type MenuSectionSpec } from './Menu.tsx';

type Shape = 'flat' | 'sections' | 'long';

/** Builds translated items the way a screen would, from message ids. */
function useItems(shape: Shape): (MenuItemSpec | MenuSectionSpec)[] {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const edit = { id: 'edit', label: t('ui.story.overlays.menuEdit'), icon: <EditIcon /> };
  const duplicate = { id: 'duplicate', label: t('ui.story.overlays.menuDuplicate'), icon: <CopyIcon /> };
  const print = { id: 'print', label: t('ui.story.overlays.menuPrint'), isDisabled: true };
  const open = { id: 'open', label: t('ui.story.overlays.menuOpen'), icon: <ExternalIcon /> };
  const cancel = { id: 'cancel', label: t('ui.story.overlays.menuCancelOrder'), icon: <DeleteIcon />, destructive: true };
  if (shape === 'flat') return [edit, duplicate, print, open, cancel];
  if (shape === 'long') {
    return [
      { id: 'substitute', label: t('ui.story.overlays.menuLongOne') },
      { id: 'reschedule', label: t('ui.story.overlays.menuLongTwo') },
      { ...cancel, label: t('ui.story.overlays.menuLongThree') },
    ];
  }
  return [
    { id: 'order', title: t('ui.story.overlays.menuSectionOrder'), items: [edit, duplicate, print] },
    { id: 'share', title: t('ui.story.overlays.menuSectionShare'), items: [open] },
    { id: 'danger', title: t('ui.story.overlays.menuSectionDanger'), items: [cancel] },
  ];
}

function MenuDemo({ label, items: _items, shape = 'flat', ...props }: MenuProps & { shape?: Shape }) {
  const intl = useIntl();
  return <Menu {...props} label={intl.formatMessage({ id: label })} items={useItems(shape)} />;
}

const meta = {
  title: 'UI/Menu',
  component: Menu,
  parameters: { layout: 'centered' },
  render: (args) => <MenuDemo {...args} />,
  args: { label: 'ui.story.overlays.menuTrigger', items: [], onAction: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;
type DemoArgs = Story['args'] & { shape?: Shape };

export const Default: Story = {};
/** The list loads with the menu's first opening (Menu.tsx): an open story waits for it, as a person would. */
const listShown: Story['play'] = async () => {
  await expect(await screen.findByRole('menu', {}, { timeout: 10_000 })).toBeVisible();
};

export const Open: Story = { args: { defaultOpen: true }, play: listShown };
export const WithSections: Story = { args: { defaultOpen: true, shape: 'sections' } as DemoArgs, play: listShown };
export const IconOnlyTrigger: Story = { args: { icon: <MoreIcon />, iconOnly: true, label: 'ui.story.overlays.moreActions' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongArabicText: Story = { args: { defaultOpen: true, shape: 'long' } as DemoArgs, play: listShown };

export const OpensTheMenuAndChoosesWithTheKeyboard: Story = {
  args: { shape: 'sections' } as DemoArgs,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /order actions|إجراءات الطلب/i });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(within(menu).getByRole('group', { name: /share|مشاركة/i })).toBeInTheDocument();
    // Edit -> Duplicate -> (Print is disabled) -> Open in a new tab.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(items[2]).toHaveAttribute('aria-disabled', 'true');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('open');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FindsAnItemByTypingItsName: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /order actions|إجراءات الطلب/i }));
    const menu = await screen.findByRole('menu');
    const cancel = within(menu).getByRole('menuitem', { name: /cancel order|إلغاء الطلب/i });
    await userEvent.keyboard(cancel.textContent?.slice(0, 3) ?? '');
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
