import type { Translator } from '@portal/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  LinkAccountForm,
  loadStoryTranslator,
  type LinkAccountValues,
} from './storyLinkAccountForm';

interface FormStoryArgs {
  readonly onLink: (values: LinkAccountValues) => void;
}

const meta = {
  title: 'Forms/Form',
  args: { onLink: fn() },
  loaders: [async ({ globals }) => ({ i18n: await loadStoryTranslator(globals) })],
  render: (args, { loaded, globals }) => (
    <LinkAccountForm i18n={loaded['i18n'] as Translator} globals={globals} onLink={args.onLink} />
  ),
} satisfies Meta<FormStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `usePortalForm` + `<Form>` + `<FormTextField>`: submitting from the keyboard with nothing typed
 * shows the error summary, focuses it, and marks the field; nothing is sent.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args, loaded, userEvent }) => {
    const i18n = loaded['i18n'] as Translator;
    const accountNumber = canvas.getByRole('textbox', { name: i18n.t('account.number.label') });
    await userEvent.click(accountNumber);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="error-summary"]')).toHaveFocus(),
    );
    await expect(canvas.getByRole('link', { name: i18n.t('form.error.required') })).toBeVisible();
    await expect(accountNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onLink).not.toHaveBeenCalled();
  },
};
