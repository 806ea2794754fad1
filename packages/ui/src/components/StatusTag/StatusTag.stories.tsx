import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { StatusTag } from './StatusTag';

const IN_PROGRESS = { en: 'In progress', ar: 'قيد الإجراء' };

const meta = {
  title: 'Display/StatusTag',
  component: StatusTag,
  args: { tone: 'success', children: '' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'attention', 'success', 'danger'] },
    children: { control: false, description: 'The status in words, from the locale toolbar.' },
  },
  render: (args, { globals }) => <StatusTag {...args}>{storyText(globals, IN_PROGRESS)}</StatusTag>,
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An application in progress: the words are always there; the tone adds colour and a shape. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(storyText(globals, IN_PROGRESS))).toBeVisible();
    const tag = canvasElement.querySelector('[data-slot="status-tag"]');
    await expect(tag).toHaveAttribute('data-tone', 'success');
    // The shape is decoration: hidden from assistive technology.
    await expect(tag?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
