import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { Select } from './Select';
import { PROVIDERS } from './storyProviders';

const LABEL = { en: 'Provider', ar: 'مزود الخدمة' };
const PLACEHOLDER = { en: 'Choose a provider', ar: 'اختر مزود الخدمة' };

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { onValueChange: fn(), disabled: false },
  argTypes: { disabled: { control: 'boolean' } },
  render: (args, { globals }) => (
    <div className="max-w-md">
      <Field label={storyText(globals, LABEL)}>
        <Select {...args} placeholder={storyText(globals, PLACEHOLDER)}>
          {PROVIDERS.map(({ value, name }) => (
            <option key={value} value={value}>
              {storyText(globals, name)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's own list; starts on the placeholder (empty value) and reports the choice. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: storyText(globals, LABEL) });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue(storyText(globals, PLACEHOLDER));
    await userEvent.selectOptions(select, 'aadc');
    await expect(select).toHaveValue('aadc');
    await expect(args.onValueChange).toHaveBeenCalledWith('aadc');
  },
};
