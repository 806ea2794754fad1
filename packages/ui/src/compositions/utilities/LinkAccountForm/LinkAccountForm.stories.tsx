import { linkAccount } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { utilityErrorText, type UtilityWords } from '../utilityWords';
import { LinkAccountForm, type LinkAccountFormLabels } from './LinkAccountForm';

interface LinkStoryData {
  readonly client: PortalClient;
  readonly t: UtilityWords;
  readonly labels: LinkAccountFormLabels;
}

function labelsOf(t: UtilityWords): LinkAccountFormLabels {
  return {
    accountNumber: t('account.number.label'),
    nickname: t('account.nickname.label'),
    nicknameHint: t('account.nickname.hint'),
    info: t('account.info'),
    submit: t('account.link'),
    submitting: t('utilities.link.linking'),
    errorSummaryTitle: t('utilities.form.errorSummaryTitle'),
    errorPrefix: t('utilities.form.errorPrefix'),
    plan: t('utilities.link.planLabel'),
  };
}

const loadLink = sandboxStory<LinkStoryData>({
  as: 'normal',
  load: async ({ client, locale }) => {
    const t = await loadUtilityWords(locale);
    return { client, t, labels: labelsOf(t) };
  },
});

const onLinked = fn();

const meta = {
  title: 'Utilities/LinkAccountForm',
  component: LinkAccountForm,
  parameters: loadLink,
  render: (args, { loaded }) => {
    const { client, t, labels } = sandboxData<LinkStoryData>(loaded);
    return (
      <LinkAccountForm
        {...args}
        labels={labels}
        translate={t}
        onLink={async (values) => {
          try {
            await linkAccount(client, args.entity, {
              accountNumber: values.accountNumber,
              ...(values.nickname === undefined ? {} : { nickname: values.nickname }),
            });
            onLinked(values);
          } catch (error) {
            return utilityErrorText(error, t);
          }
        }}
      />
    );
  },
} satisfies Meta<typeof LinkAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const BASE_ARGS = {
  entity: 'addc',
  labels: {} as LinkAccountFormLabels,
  translate: (key: string) => key,
  onLink: () => undefined,
} as const;

/**
 * ADDC: nine digits are refused (exactly ten), a colon in the nickname is refused, the summary takes
 * focus and everything typed stays; the field stops at ten digits; ten digits link.
 */
export const Content: Story = {
  args: BASE_ARGS,
  play: async ({ canvas, loaded, userEvent }) => {
    const { t, labels } = sandboxData<LinkStoryData>(loaded);
    onLinked.mockClear();
    const number = canvas.getByRole('textbox', { name: new RegExp(String(labels.accountNumber)) });
    const nickname = canvas.getByRole('textbox', { name: String(labels.nickname) });
    await userEvent.type(number, '123456789');
    await userEvent.type(nickname, 'Home: villa');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(summary).toHaveTextContent(t('form.error.accountNumberLength'));
    await expect(summary).toHaveTextContent(t('form.error.specialCharacters'));
    await expect(number).toHaveValue('123456789');
    await expect(nickname).toHaveValue('Home: villa');
    await userEvent.type(number, '01');
    await expect(number).toHaveValue('1234567890');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'بيت العائلة');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(onLinked).toHaveBeenCalledTimes(1));
  },
};

/** The provider does not know the account (sandbox: numbers starting 0000): its words on the form. */
export const Refused: Story = {
  args: BASE_ARGS,
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels } = sandboxData<LinkStoryData>(loaded);
    const number = canvas.getByRole('textbox', { name: new RegExp(String(labels.accountNumber)) });
    await userEvent.type(number, '0000123456');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(summary).toHaveTextContent('0000123456');
    await expect(number).toHaveValue('0000123456');
  },
};

/** A mobile operator: the plan choice (prepaid, postpaid) comes first; 320 px wide, nothing scrolls. */
export const MobileNarrow: Story = {
  args: { ...BASE_ARGS, entity: 'du' },
  render: (args, context) => {
    const { t } = sandboxData<LinkStoryData>(context.loaded);
    return (
      <div className="w-[320px]">
        {meta.render(
          {
            ...args,
            plans: [
              { value: 1, label: t('utilities.plan.prepaid') },
              { value: 3, label: t('utilities.plan.postpaid') },
            ],
          },
          context,
        )}
      </div>
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { t } = sandboxData<LinkStoryData>(loaded);
    await expect(canvas.getByRole('radio', { name: t('utilities.plan.prepaid') })).toBeChecked();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
