import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Translator } from '@portal/core/i18n';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sessionT, sessionWordsLoader } from '../sessionStoryWords';
import { UnlockDialog, type UnlockDialogLabels } from './UnlockDialog';

function labelsOf(t: Translator['t']): UnlockDialogLabels {
  return {
    title: t('unlocksession.setupPinModal.title'),
    subtitle: t('unlocksession.setupPinModal.subtitle'),
    pinLabel: t('unlocksession.setupPinModal.newPin'),
    digitLabel: (current, total) => t('sessionDialog.digitLabel', { current, total }),
    resume: t('unlocksession.setupPinModal.primaryButton'),
    checking: t('unlocksession.setupPinModal.checking'),
    resumeNote: t('unlocksession.setupPinModal.desc'),
    startNewSession: t('unlocksession.setupPinModal.pinOptText'),
    digitalIdentity: t('unlocksession.setupPinModal.uaePassButton'),
    close: t('sessionDialog.close'),
  };
}

const meta = {
  title: 'Session/UnlockDialog',
  component: UnlockDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: labelsOf((key) => key),
    pin: '',
    onPinChange: fn(),
    canSubmit: false,
    onResume: fn(),
    onStartNewSession: fn(),
    onSignInWithDigitalIdentity: fn(),
  },
  argTypes: { labels: { control: false }, languagePicker: { control: false } },
  loaders: [sessionWordsLoader],
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  render: function Render(args, { loaded }) {
    const t = sessionT(loaded);
    // The caller's store: here a plain state, as the app's core PIN unlock would be.
    const [pin, setPin] = useState(args.pin);
    return (
      <UnlockDialog
        {...args}
        labels={labelsOf(t)}
        pin={pin}
        onPinChange={(next) => {
          setPin(next);
          args.onPinChange(next);
        }}
        canSubmit={/^\d{4}$/.test(pin)}
        error={args.error === undefined ? undefined : t(args.error, { remainingAttempts: 1 })}
      />
    );
  },
} satisfies Meta<typeof UnlockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S4.2: focus on the first digit, Resume disabled until 4 digits, then Enter resumes. */
export const Content: Story = {
  play: async ({ args, loaded, userEvent }) => {
    const t = sessionT(loaded);
    await screen.findByRole('dialog', { name: t('unlocksession.setupPinModal.title') });
    const first = screen.getByLabelText(t('sessionDialog.digitLabel', { current: 1, total: 4 }));
    await waitFor(() => expect(first).toHaveFocus());
    const resume = screen.getByRole('button', {
      name: t('unlocksession.setupPinModal.primaryButton'),
    });
    await expect(resume).toBeDisabled();
    await userEvent.keyboard('123');
    await expect(resume).toBeDisabled();
    await userEvent.keyboard('4');
    await expect(resume).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

/** After the second wrong PIN: the message with the attempts left, focus back on the first digit. */
export const WrongPin: Story = {
  args: { error: 'unlocksession.setupPinModal.pinError' },
  play: async ({ loaded }) => {
    const t = sessionT(loaded);
    const message = t('unlocksession.setupPinModal.pinError', { remainingAttempts: 1 });
    await expect(await screen.findByText(message)).toBeVisible();
    const first = screen.getByLabelText(t('sessionDialog.digitLabel', { current: 1, total: 4 }));
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription(message);
  },
};
