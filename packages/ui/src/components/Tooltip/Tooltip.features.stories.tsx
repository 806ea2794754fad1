import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip/Features',
  component: Tooltip,
  args: { content: '', children: <span /> },
  parameters: { docs: { story: { inline: false, height: '240px' } } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const DOWNLOAD = { en: 'Download statement', ar: 'تنزيل كشف الحساب' };
const DOWNLOAD_HINT = { en: 'PDF, about 200 kB', ar: 'ملف PDF، حوالي 200 كيلوبايت' };

/**
 * An icon-only button: its name comes from `aria-label`, never from the tooltip, so a touch screen
 * (which shows no tooltip) and a screen reader both still know what it does.
 */
export const IconButtonKeepsItsName: Story = {
  args: { defaultOpen: true, side: 'bottom' },
  render: (args, { globals }) => (
    <Tooltip {...args} content={storyText(globals, DOWNLOAD_HINT)}>
      <Button variant="tertiary" aria-label={storyText(globals, DOWNLOAD)}>
        <Download aria-hidden="true" />
      </Button>
    </Tooltip>
  ),
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: storyText(globals, DOWNLOAD) });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(storyText(globals, DOWNLOAD_HINT)),
    );
  },
};

const LONG_HINT = {
  en: 'Statements-for-electricity-and-water-accounts are available for the last twelve months.',
  ar: 'كشوفحساباتالكهرباءوالمياه متاحة لآخر اثني عشر شهرًا.',
};

/**
 * In a 320 px column with long English and Arabic words: the bubble stays inside the viewport and
 * wraps its text; nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: { defaultOpen: true, side: 'bottom' },
  render: (args, { globals }) => (
    <div data-testid="column" className="flex w-[320px] justify-end">
      <Tooltip {...args} content={storyText(globals, LONG_HINT)}>
        <Button variant="secondary">{storyText(globals, DOWNLOAD)}</Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await screen.findByRole('tooltip');
    const bubble = document.querySelector<HTMLElement>('[data-slot="tooltip"]')!;
    await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth);
    const rect = bubble.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.width).toBeLessThanOrEqual(320);
  },
};
