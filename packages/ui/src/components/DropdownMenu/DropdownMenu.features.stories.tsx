import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './DropdownMenu';
import { PROFILE_MENU_WORDS as W, ProfileMenuExample } from './ProfileMenuExample';

const meta = {
  title: 'Overlays/DropdownMenu/Features',
  component: DropdownMenu,
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The submenu opens towards the inline end: to the right with ArrowRight in English, to the left
 * with ArrowLeft in Arabic; its chevron points that way.
 */
export const Submenu: Story = {
  render: (_, { globals }) => (
    <div className="flex justify-center">
      <ProfileMenuExample globals={globals} />
    </div>
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const rtl = globals['locale'] === 'ar';
    canvas.getByRole('button', { name: storyText(globals, W.trigger) }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const language = screen.getByRole('menuitem', { name: storyText(globals, W.language) });
    await expect(language).toHaveFocus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    const english = await screen.findByRole('menuitem', { name: 'English' });
    await waitFor(() => expect(english).toHaveFocus());
    const parent = language.getBoundingClientRect();
    const submenu = english.closest('[role="menu"]')!.getBoundingClientRect();
    if (rtl) await expect(submenu.right).toBeLessThanOrEqual(parent.left);
    else await expect(submenu.left).toBeGreaterThanOrEqual(parent.right);
  },
};

const CONFIRM = {
  title: { en: 'Sign out', ar: 'تسجيل الخروج' },
  desc: { en: 'Are you sure you want to sign out?', ar: 'هل أنت متأكد من أنك تريد تسجيل الخروج؟' },
  primary: { en: 'Sign Out', ar: 'تسجيل الخروج' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  elsewhere: { en: 'Search services', ar: 'البحث عن الخدمات' },
} as const;

function MenuThenDialog({
  globals,
  onElsewhere,
}: {
  readonly globals: Record<string, unknown>;
  readonly onElsewhere: () => void;
}) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* Not modal (the default): the menu never locks <body>, so the item may open the dialog. */}
      <DropdownMenu>
        <DropdownMenuTrigger>
          <Button variant="secondary">{storyText(globals, W.trigger)}</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>{storyText(globals, W.settings)}</DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setConfirmOpen(true)}>
            {storyText(globals, W.signOut)}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="tertiary" onClick={onElsewhere}>
        {storyText(globals, CONFIRM.elsewhere)}
      </Button>
      <AlertDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={storyText(globals, CONFIRM.title)}
        description={storyText(globals, CONFIRM.desc)}
        primaryAction={{ label: storyText(globals, CONFIRM.primary) }}
        secondaryAction={{ label: storyText(globals, CONFIRM.cancel) }}
      />
    </div>
  );
}

/**
 * The sign-out confirmation opened from a menu item (radix-ui/primitives#1241). Safe because the menu
 * is not modal (`modal={false}`, the default): it never sets `pointer-events: none` on `<body>`. When
 * the dialog closes, focus is back on the menu button and the page still takes clicks. (A `modal`
 * menu must open the dialog from `DropdownMenuContent`'s `onCloseAutoFocus` instead.)
 */
export const OpensDialogSafely: Story = {
  args: { onOpenChange: fn() },
  render: (args, { globals }) => (
    <MenuThenDialog globals={globals} onElsewhere={args.onOpenChange as () => void} />
  ),
  play: async ({ canvas, args, globals, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: storyText(globals, W.trigger) });
    await userEvent.click(trigger);
    await userEvent.click(
      await screen.findByRole('menuitem', { name: storyText(globals, W.signOut) }),
    );
    await screen.findByRole('alertdialog', { name: storyText(globals, CONFIRM.title) });
    await userEvent.click(screen.getByRole('button', { name: storyText(globals, CONFIRM.cancel) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(document.body.style.pointerEvents).toBe('');
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, CONFIRM.elsewhere) }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

const LONG_ITEM = {
  en: 'Download-your-electricity-and-water-consumption-certificate',
  ar: 'تنزيلشهادةاستهلاكالكهرباءوالمياهالخاصةبكم للعام الحالي',
};

/**
 * In a 320 px column with long English and Arabic words: the menu stays inside the viewport and its
 * items wrap instead of scrolling sideways.
 */
export const Narrow: Story = {
  args: { defaultOpen: true },
  render: (args, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <DropdownMenu {...args}>
        <DropdownMenuTrigger>
          <Button variant="secondary">{storyText(globals, W.trigger)}</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>{storyText(globals, LONG_ITEM)}</DropdownMenuItem>
          <DropdownMenuItem>{storyText(globals, W.settings)}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const menu = await screen.findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
