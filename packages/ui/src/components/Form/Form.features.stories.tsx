import type { Translator } from '@portal/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import {
  ERROR_PREFIX,
  LinkAccountForm,
  loadStoryTranslator,
  SUMMARY_TITLE,
  type LinkAccountValues,
} from './storyLinkAccountForm';

interface FormStoryArgs {
  readonly onLink: (values: LinkAccountValues) => void;
}

const meta = {
  title: 'Forms/Form/Features',
  args: { onLink: fn() },
  loaders: [async ({ globals }) => ({ i18n: await loadStoryTranslator(globals) })],
  render: (args, { loaded, globals }) => (
    <LinkAccountForm i18n={loaded['i18n'] as Translator} globals={globals} onLink={args.onLink} />
  ),
} satisfies Meta<FormStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="error-summary"]');

/**
 * How to compose a form: the link-an-account form (spec 000 §5) in a few lines.
 *
 * ```tsx
 * const schema = z.object({ accountNumber: accountNumberSchema('addc'), nickname: nicknameSchema() });
 * const form = usePortalForm({ schema, defaultValues: { accountNumber: '', nickname: '' }, translate: i18n.t });
 * <Form form={form} onSubmit={link} errorSummaryTitle={…} errorPrefix={…}>
 *   <FormTextField name="accountNumber" label={i18n.t('account.number.label')} required
 *     inputMode="numeric" maxLength={UTILITY_ACCOUNT_NUMBER_LENGTH} />
 *   <FormTextField name="nickname" label={i18n.t('account.nickname.label')} />
 *   <Button type="submit">{i18n.t('account.link')}</Button>
 * </Form>
 * ```
 *
 * The rules and their message keys are core's; `translate` turns a key into words. A failed
 * submit keeps what was typed, lists the problems in the summary and focuses it; each link moves
 * focus to its field. A valid submit hands `onSubmit` the parsed values (trimmed, digits as Latin).
 */
export const HowToComposeAForm: Story = {
  name: 'How to compose a form',
  play: async ({ canvas, canvasElement, args, globals, loaded, userEvent, step }) => {
    const i18n = loaded['i18n'] as Translator;
    const accountNumber = canvas.getByRole('textbox', { name: i18n.t('account.number.label') });
    const nickname = canvas.getByRole('textbox', { name: i18n.t('account.nickname.label') });
    const submit = canvas.getByRole('button', { name: i18n.t('account.link') });

    await step('Empty: the summary takes focus and lists the required account number', async () => {
      await userEvent.click(submit);
      await waitFor(() => expect(summaryOf(canvasElement)).toHaveFocus());
      await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(globals, SUMMARY_TITLE));
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual([i18n.t('form.error.required')]);
      await expect(args.onLink).not.toHaveBeenCalled();
    });

    await step(
      'Invalid: every problem is listed, each field shows its own, values stay',
      async () => {
        await userEvent.type(accountNumber, '12345');
        await userEvent.type(nickname, 'Home :)');
        await userEvent.click(submit);
        await waitFor(() => expect(summaryOf(canvasElement)).toHaveFocus());
        const links = canvas.getAllByRole('link');
        await expect(links.map((link) => link.textContent)).toEqual([
          i18n.t('form.error.accountNumberLength'),
          i18n.t('form.error.specialCharacters'),
        ]);
        await expect(accountNumber).toHaveValue('12345');
        await expect(nickname).toHaveValue('Home :)');
        await expect(nickname).toHaveAccessibleDescription(
          `${i18n.t('account.nickname.hint')} ${storyText(globals, ERROR_PREFIX)} ${i18n.t('form.error.specialCharacters')}`,
        );
      },
    );

    await step('Each summary link moves focus to its field', async () => {
      await userEvent.click(
        canvas.getByRole('link', { name: i18n.t('form.error.specialCharacters') }),
      );
      await expect(nickname).toHaveFocus();
      await userEvent.click(
        canvas.getByRole('link', { name: i18n.t('form.error.accountNumberLength') }),
      );
      await expect(accountNumber).toHaveFocus();
    });

    await step('The field stops at 10 digits', async () => {
      await userEvent.type(accountNumber, '6789012');
      await expect(accountNumber).toHaveValue('1234567890');
    });

    await step('Valid: onSubmit gets the parsed values and the summary goes', async () => {
      await userEvent.clear(nickname);
      await userEvent.type(nickname, ` ${storyText(globals, { en: 'My home', ar: 'منزلي' })} `);
      await userEvent.click(submit);
      await waitFor(() => expect(args.onLink).toHaveBeenCalledTimes(1));
      await expect(args.onLink).toHaveBeenCalledWith({
        accountNumber: '1234567890',
        nickname: storyText(globals, { en: 'My home', ar: 'منزلي' }),
      });
      await expect(summaryOf(canvasElement)).toBeNull();
      await expect(accountNumber).not.toHaveAttribute('aria-invalid');
    });
  },
};

const ALREADY_LINKED = {
  en: 'This account is already linked to your profile.',
  ar: 'هذا الحساب مرتبط بملفك بالفعل.',
};

/**
 * A refusal from the server (already in words) shows like a rule's error: on its field and in the
 * summary, which takes focus. The typed values stay for the person to correct.
 */
export const ServerRefusal: Story = {
  render: (args, { loaded, globals }) => (
    <LinkAccountForm
      i18n={loaded['i18n'] as Translator}
      globals={globals}
      onLink={(values) => {
        args.onLink(values);
        return storyText(globals, ALREADY_LINKED);
      }}
    />
  ),
  play: async ({ canvas, canvasElement, globals, loaded, userEvent }) => {
    const i18n = loaded['i18n'] as Translator;
    const accountNumber = canvas.getByRole('textbox', { name: i18n.t('account.number.label') });
    await userEvent.type(accountNumber, '0123456789');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('account.link') }));
    await waitFor(() => expect(summaryOf(canvasElement)).toHaveFocus());
    await expect(
      canvas.getByRole('link', { name: storyText(globals, ALREADY_LINKED) }),
    ).toBeVisible();
    await expect(accountNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(accountNumber).toHaveValue('0123456789');
  },
};

/** At 320 px, after a failed submit, the summary, errors and fields all stay inside the column. */
export const Narrow: Story = {
  render: (args, { loaded, globals }) => (
    <div data-testid="column" className="w-[320px]">
      <LinkAccountForm i18n={loaded['i18n'] as Translator} globals={globals} onLink={args.onLink} />
    </div>
  ),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const i18n = loaded['i18n'] as Translator;
    await userEvent.type(
      canvas.getByRole('textbox', { name: i18n.t('account.nickname.label') }),
      'Averyveryverylongnicknamewithoutanyspaces!',
    );
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('account.link') }));
    await waitFor(() => expect(summaryOf(canvasElement)).toHaveFocus());
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
