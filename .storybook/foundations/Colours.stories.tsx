import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ContrastTable } from './ContrastTable';

/**
 * The theme's colour pairs measured in the current theme. Run in all four modes, this story fails if
 * any pair falls below its WCAG minimum in either theme. It measures when it renders, so its dark
 * modes render it again in the dark (`themeInScript`, packages/ui/src/storybook/storyModesSetup.ts).
 */
const meta = {
  title: 'Foundations/Colour contrast',
  component: ContrastTable,
  tags: ['!autodocs'],
  parameters: { themeInScript: true },
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContrastPairs: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('tbody tr').length).toBeGreaterThan(20),
    );
    const failing = [...canvasElement.querySelectorAll<HTMLElement>('tbody tr')]
      // NaN (a token missing from the stylesheet) fails as well as a low ratio.
      .filter((row) => !(Number(row.dataset['ratio']) >= Number(row.dataset['minimum'])))
      .map((row) => row.textContent);
    await expect(failing).toEqual([]);
  },
};
