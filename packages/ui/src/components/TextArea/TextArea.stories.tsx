import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { storyCountText } from './storyCountText';
import { TextArea } from './TextArea';

const LABEL = { en: 'Describe the problem', ar: 'صف المشكلة' };

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { characterLimit: 200, rows: 4 },
  argTypes: { characterLimit: { control: 'number' }, rows: { control: 'number' } },
  render: (args, { globals }) => (
    <div className="max-w-md">
      <Field label={storyText(globals, LABEL)}>
        <TextArea
          {...args}
          characterLimit={args.characterLimit ?? 200}
          characterCountText={storyCountText(globals)}
        />
      </Field>
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With a character count: the count under the field describes it and updates as you type; a polite
 * live region repeats it once typing pauses.
 */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: storyText(globals, LABEL) });
    const countText = storyCountText(globals);
    await expect(area).toHaveAccessibleDescription(
      countText({ length: 0, limit: 200, remaining: 200 }),
    );
    await userEvent.type(area, 'Water leak');
    await waitFor(() =>
      expect(area).toHaveAccessibleDescription(
        countText({ length: 10, limit: 200, remaining: 190 }),
      ),
    );
  },
};
