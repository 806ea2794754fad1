import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Badge } from './Badge';

const NEW = { en: 'New', ar: 'جديد' };

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { tone: 'neutral', children: '' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'danger'] },
    children: { control: false, description: 'Words from the locale toolbar.' },
  },
  render: (args, { globals }) => <Badge {...args}>{storyText(globals, NEW)}</Badge>,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short label beside a service name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(storyText(globals, NEW))).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveTextContent(
      storyText(globals, NEW),
    );
  },
};
