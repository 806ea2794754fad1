import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { Select } from './Select';
import { PROVIDERS } from './storyProviders';

const meta = {
  title: 'Forms/Select/Features',
  component: Select,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const providerOptions = (globals: Record<string, unknown>) =>
  PROVIDERS.map(({ value, name }) => (
    <option key={value} value={value}>
      {storyText(globals, name)}
    </option>
  ));

/** In error (nothing chosen on submit) and disabled. */
export const States: Story = {
  render: (_, { globals }) => (
    <div className="flex max-w-md flex-col gap-6">
      <Field
        label={storyText(globals, { en: 'Provider', ar: 'مزود الخدمة' })}
        error={storyText(globals, { en: 'This field is required', ar: 'هذا الحقل مطلوب' })}
        errorPrefix={storyText(globals, { en: 'Error:', ar: 'خطأ:' })}
        required
      >
        <Select
          placeholder={storyText(globals, { en: 'Choose a provider', ar: 'اختر مزود الخدمة' })}
        >
          {providerOptions(globals)}
        </Select>
      </Field>
      <Field label={storyText(globals, { en: 'Service type', ar: 'نوع الخدمة' })}>
        <Select disabled defaultValue="addc">
          {providerOptions(globals)}
        </Select>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const [invalid, disabled] = canvas.getAllByRole('combobox');
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAttribute('aria-required', 'true');
    await expect(disabled).toBeDisabled();
  },
};

/** At 320 px long option names are cut by the platform inside the box, never widening the column. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Field
        label={storyText(globals, {
          en: 'Electricity and water distribution company',
          ar: 'شركة توزيع الكهرباء والمياه',
        })}
      >
        <Select defaultValue="addc">{providerOptions(globals)}</Select>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expect(canvas.getByRole('combobox').getBoundingClientRect().width).toBeLessThanOrEqual(
      320,
    );
  },
};
