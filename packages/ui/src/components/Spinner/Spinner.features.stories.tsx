import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner/Features',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sizes; without a label the spinner is decoration and hidden from assistive technology. */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-brand">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvasElement.querySelectorAll('[data-slot="spinner"][aria-hidden="true"]'),
    ).toHaveLength(3);
  },
};
