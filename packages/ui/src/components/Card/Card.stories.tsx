import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { ProgressBar } from '../ProgressBar';
import { StatusTag } from '../StatusTag';
import { Card, CardBody, CardLink, CardTitle } from './Card';

const TITLE = { en: 'Electricity connection for a villa', ar: 'توصيل الكهرباء لفيلا' };
const REFERENCE = { en: 'Reference ADX-20250611-0042', ar: 'الرقم المرجعي ADX-20250611-0042' };
const openApplication = fn();

const meta = {
  title: 'Display/Card',
  component: Card,
  render: (args, { globals }) => (
    <div className="max-w-sm">
      <Card {...args}>
        <CardTitle level={3}>
          <CardLink
            href="#application-0042"
            onClick={(event) => {
              event.preventDefault();
              openApplication();
            }}
          >
            {storyText(globals, TITLE)}
          </CardLink>
        </CardTitle>
        <CardBody>
          <p className="text-caption text-ink-muted">{storyText(globals, REFERENCE)}</p>
          <StatusTag tone="success" className="self-start">
            {storyText(globals, { en: 'In progress', ar: 'قيد الإجراء' })}
          </StatusTag>
          <ProgressBar
            tone="success"
            value={40}
            label={storyText(globals, {
              en: 'Estimated 12 June 2025',
              ar: 'التاريخ المتوقع 12 يونيو 2025',
            })}
          />
        </CardBody>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An application card (S3.2) that opens the application: one link, named by the title; the whole
 * card is its click area; Tab reaches it once and Enter opens it.
 */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    openApplication.mockClear();
    const link = canvas.getByRole('link', { name: storyText(globals, TITLE) });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openApplication).toHaveBeenCalledTimes(1);
    // A press anywhere on the card lands on the link's stretched layer.
    const reference = canvas.getByText(storyText(globals, REFERENCE)).getBoundingClientRect();
    await expect(
      document.elementFromPoint(reference.left + 4, reference.top + reference.height / 2),
    ).toBe(link);
  },
};
