import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Translator } from '@portal/core/i18n';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sessionT, sessionWordsLoader } from '../sessionStoryWords';
import { LockWarningDialog, type LockWarningDialogLabels } from './LockWarningDialog';

function labelsOf(t: Translator['t']): LockWarningDialogLabels {
  return {
    title: t('lockWarning.title'),
    description: t('lockWarning.desc'),
    question: t('lockWarning.compDesc'),
    continue: t('lockWarning.primaryButton'),
    lock: t('lockWarning.secondaryButton'),
    locking: t('lockWarning.locking'),
    retry: t('sessionDialog.retry'),
  };
}

const meta = {
  title: 'Session/LockWarningDialog',
  component: LockWarningDialog,
  args: {
    open: true,
    state: { status: 'counting', countdown: '04:59', announcement: '' },
    labels: labelsOf((key) => key),
    onContinue: fn(),
    onLock: fn(),
  },
  argTypes: { labels: { control: false }, state: { control: 'object' } },
  loaders: [sessionWordsLoader],
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: (args, { loaded }) => {
    const t = sessionT(loaded);
    const state =
      args.state.status === 'counting'
        ? { ...args.state, announcement: t('lockWarning.timeLeft', { time: '5' }) }
        : args.state.status === 'failed'
          ? { ...args.state, message: t('lockWarning.lockFailed') }
          : args.state;
    return <LockWarningDialog {...args} state={state} labels={labelsOf(t)} />;
  },
} satisfies Meta<typeof LockWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S4.1 at 4:59 left: Escape does not close it; the mm:ss is hidden from screen readers while the
 * live region speaks; Continue and Lock Session call their handlers and leave closing to the caller.
 */
export const Counting: Story = {
  play: async ({ args, loaded, userEvent }) => {
    const t = sessionT(loaded);
    const dialog = await screen.findByRole('alertdialog', { name: t('lockWarning.title') });
    await expect(screen.getByText('04:59')).toHaveAttribute('aria-hidden', 'true');
    const resume = screen.getByRole('button', { name: t('lockWarning.primaryButton') });
    await waitFor(() => expect(resume).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('lockWarning.secondaryButton') }));
    await expect(args.onLock).toHaveBeenCalledOnce();
    await userEvent.click(resume);
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

/** The lock call in flight: Lock Session is busy and Continue waits. */
export const Locking: Story = {
  args: { state: { status: 'locking' } },
  play: async ({ loaded }) => {
    const t = sessionT(loaded);
    await screen.findByRole('alertdialog', { name: t('lockWarning.title') });
    await expect(
      screen.getByRole('button', { name: t('lockWarning.secondaryButton') }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      screen.getByRole('button', { name: t('lockWarning.primaryButton') }),
    ).toBeDisabled();
  },
};

/** The lock call failed with time left: why, Retry, and Continue. */
export const LockFailed: Story = {
  args: { state: { status: 'failed', message: '', canContinue: true } },
  play: async ({ args, loaded, userEvent }) => {
    const t = sessionT(loaded);
    await screen.findByRole('alertdialog', { name: t('lockWarning.title') });
    // The alert region is there before its words (so they are announced): wait for the words.
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t('lockWarning.lockFailed')));
    await userEvent.click(screen.getByRole('button', { name: t('sessionDialog.retry') }));
    await expect(args.onLock).toHaveBeenCalledOnce();
    await expect(
      screen.getByRole('button', { name: t('lockWarning.primaryButton') }),
    ).toBeEnabled();
  },
};
