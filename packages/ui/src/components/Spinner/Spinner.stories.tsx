import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 'md' },
  render: (args, { globals }) => (
    <Spinner
      {...args}
      label={storyText(globals, { en: 'Loading payments', ar: 'جارٍ تحميل المدفوعات' })}
    />
  ),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named spinner is an image with the name of what is loading. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const name = storyText(globals, { en: 'Loading payments', ar: 'جارٍ تحميل المدفوعات' });
    await expect(canvas.getByRole('img', { name })).toBeVisible();
  },
};
