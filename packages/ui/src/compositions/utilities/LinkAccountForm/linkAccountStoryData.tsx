import { failureTextOf } from '@portal/core/client';
/**
 * Stories only: the form's words and a linking that really asks the seeded sandbox, shared by the
 * stories and the features stories (a stories file cannot export helpers).
 */
import { linkAccount } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import { type UtilityWords } from '../views/words';
import { linkAccountFormLabelsOf } from '../views/linkAccountForm';
import {
  LinkAccountForm,
  type LinkAccountFormLabels,
  type LinkAccountFormProps,
} from './LinkAccountForm';

export interface LinkStoryData {
  readonly client: PortalClient;
  readonly t: UtilityWords;
  readonly labels: LinkAccountFormLabels;
}

/** The signed-in sandbox client and the form's words in the story's language. */
export const loadLink = sandboxStory<LinkStoryData>({
  as: 'normal',
  load: async ({ client, locale }) => {
    const t = await loadUtilityWords(locale);
    return { client, t, labels: linkAccountFormLabelsOf(t) };
  },
});

/** Records what was linked in the stories. */
export const onLinked = fn();

/** Placeholder args: the stories render with their loaded words. */
export const BASE_ARGS: LinkAccountFormProps = {
  entity: 'addc',
  labels: {} as LinkAccountFormLabels,
  translate: (key: string) => key,
  onLink: () => undefined,
};

/** Renders the form; linking asks the sandbox and answers its refusal in words. */
export function renderLinkForm(
  args: LinkAccountFormProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
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
          return failureTextOf(error, t('something.wentWrong'));
        }
      }}
    />
  );
}
