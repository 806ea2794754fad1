import { failureTextOf } from '@portal/core/client';
import { getDarbRegistration, registerDarbUser } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { darbRegistrationFormLabelsOf } from '../views/darbRegistration';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { DarbRegistrationForm } from './DarbRegistrationForm';

const meta = {
  title: 'Wallet/DarbRegistrationForm',
  component: DarbRegistrationForm,
  args: { labels: {} as never, onSubmit: fn() },
  argTypes: { labels: { control: false } },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof DarbRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The details on file (sandbox registration/getUserDetails) fill e-mail and mobile; sending without a
 * traffic file or the terms lists both problems in a summary that takes focus; fixed, it is sent.
 */
export const Content: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => getDarbRegistration(client) }),
  render: (args, { loaded }) => {
    const details = sandboxData<{ email?: string; mobile?: string }>(loaded);
    return (
      <DarbRegistrationForm
        {...args}
        labels={darbRegistrationFormLabelsOf(walletStoryT(loaded))}
        defaultValues={{
          ...(details.email ? { email: details.email } : {}),
          ...(details.mobile ? { mobile: details.mobile } : {}),
        }}
      />
    );
  },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.register.submit') }));
    const summary = canvas.getByRole('heading', { name: t('wallet.register.errorSummary') });
    await waitFor(() => expect(summary.closest('[tabindex]')).toHaveFocus());
    await expect(
      canvas.getByRole('link', { name: t('wallet.register.trafficFileInvalid') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('wallet.register.termsRequired') }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('wallet.register.trafficFile')) }),
      '10023456',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: new RegExp(t('wallet.register.acceptTerms')) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.register.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      trafficFileNumber: '10023456',
      email: 'mariam.demo@sandbox.portal.example',
      mobile: '+971501234567',
      acceptTerms: true,
    });
  },
};

/** The server refused the registration: its message above the button. */
export const Refused: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault }) =>
      registerDarbUser(
        clientWithFault('business,message=This mobile number is already registered'),
        { email: 'a@example.com', mobile: '0501234567', acceptTerms: true },
      ).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <DarbRegistrationForm
        {...args}
        labels={darbRegistrationFormLabelsOf(t)}
        serverError={failureTextOf(sandboxData(loaded), t('something.wentWrong'))}
      />
    );
  },
};
