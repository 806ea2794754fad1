import { formatCountdown } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockKeyhole, TriangleAlert } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { AlertDialog } from './AlertDialog';
import { LOCK_WARNING_WORDS as L, SIGN_OUT_WORDS as S } from './alertDialogStoryWords';

const meta = {
  title: 'Overlays/AlertDialog/Features',
  component: AlertDialog,
  args: { title: '', primaryAction: { label: '' }, onOpenChange: fn() },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The session lock warning (SCREENS S4.1), `dismissible={false}`: no close button, and neither
 * Escape nor a click on the dimmed page closes it; only Continue or Lock Session answers. The
 * visible countdown is hidden from screen readers (the app speaks the time through a separate,
 * rarely updated live region).
 */
export const LockWarning: Story = {
  args: { defaultOpen: true, dismissible: false },
  render: (args, { globals }) => (
    <AlertDialog
      {...args}
      icon={<LockKeyhole aria-hidden="true" focusable="false" />}
      title={storyText(globals, L.title)}
      description={storyText(globals, L.desc)}
      primaryAction={{ label: storyText(globals, L.primary) }}
      secondaryAction={{ label: storyText(globals, L.secondary) }}
    >
      <p aria-hidden="true" className="text-display font-semibold tabular-nums">
        {formatCountdown(299_000)}
      </p>
      <p className="text-body">{storyText(globals, L.compDesc)}</p>
    </AlertDialog>
  ),
  play: async ({ args, globals, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: storyText(globals, L.title) });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: storyText(globals, L.primary) })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    const backdrop = document.querySelector<HTMLElement>('[data-slot="alert-dialog-backdrop"]')!;
    await userEvent.click(backdrop);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // No "×": the two answers are the only buttons.
    await expect(screen.getAllByRole('button')).toHaveLength(2);
  },
};

/** Focus on the second action instead (`initialFocus="secondary"`), for a destructive primary. */
export const InitialFocusOnSecondary: Story = {
  args: { defaultOpen: true, initialFocus: 'secondary' },
  render: (args, { globals }) => (
    <AlertDialog
      {...args}
      icon={<TriangleAlert aria-hidden="true" focusable="false" />}
      title={storyText(globals, S.title)}
      description={storyText(globals, S.desc)}
      primaryAction={{ label: storyText(globals, S.primary), variant: 'danger' }}
      secondaryAction={{ label: storyText(globals, S.cancel) }}
    />
  ),
  play: async ({ globals }) => {
    await waitFor(() =>
      expect(screen.getByRole('button', { name: storyText(globals, S.cancel) })).toHaveFocus(),
    );
  },
};

/** With a named "×" (`closeLabel`), in the dismissible mode only: Escape and "×" both close. */
export const WithCloseButton: Story = {
  args: { defaultOpen: true },
  render: (args, { globals }) => (
    <AlertDialog
      {...args}
      dismissible
      title={storyText(globals, S.title)}
      description={storyText(globals, S.warning)}
      closeLabel={storyText(globals, S.close)}
      primaryAction={{ label: storyText(globals, S.primary) }}
    />
  ),
  play: async ({ globals }) => {
    await screen.findByRole('alertdialog', { name: storyText(globals, S.title) });
    await expect(
      screen.getByRole('button', { name: storyText(globals, S.close) }),
    ).toBeInTheDocument();
  },
};

const LONG_TITLE = {
  en: 'Your Stay-Signed-In-session-authentication is about to expire',
  ar: 'ستنتهيصلاحيةجلسةالبقاءمتصلًاالخاصةبكقريبًا جدًا',
};

/**
 * As on a 320 px phone (288 px wide) with long English and Arabic words: the title wraps inside
 * and the stacked buttons fill the width; nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: { defaultOpen: true, dismissible: false, style: { maxWidth: 288 } },
  render: (args, { globals }) => (
    <AlertDialog
      {...args}
      title={storyText(globals, LONG_TITLE)}
      description={storyText(globals, L.desc)}
      primaryAction={{ label: storyText(globals, L.primary) }}
      secondaryAction={{ label: storyText(globals, L.secondary) }}
    />
  ),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: storyText(globals, LONG_TITLE),
    });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
