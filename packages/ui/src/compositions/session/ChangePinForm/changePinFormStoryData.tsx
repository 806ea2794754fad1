/** Stories only: the PIN form drawn with the loaded words and the story sandbox's PIN change. */
import { sandboxData } from '../../../storybook/sandboxStory';
import type { SettingsStoryData } from '../SessionSettings/settingsStoryData';
import { changePinFormLabelsOf } from '../views/settings';
import { ChangePinForm, type ChangePinFormProps } from './ChangePinForm';

export const BASE_ARGS: ChangePinFormProps = {
  labels: {} as never,
  translate: (key) => key,
  onChangePin: async () => ({ kind: 'failed' }),
};

/** Renders the form with the loaded words and the sandbox's PIN change. */
export function renderChangePinForm(
  args: ChangePinFormProps,
  { loaded }: { loaded: Record<string, unknown> },
) {
  const data = sandboxData<SettingsStoryData>(loaded);
  return (
    <ChangePinForm
      {...args}
      labels={changePinFormLabelsOf(data.t)}
      translate={data.t}
      onChangePin={data.changePin}
    />
  );
}
