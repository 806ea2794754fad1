import { Search } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Link } from '../Link';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState/Features',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The least it can be: one sentence and the next step, here a link. */
export const SentenceOnly: Story = {
  render: (_, { globals }) => (
    <EmptyState
      action={
        <Link variant="standalone" href="#favourites">
          {storyText(globals, { en: 'Go to Favourites', ar: 'الانتقال إلى المفضلة' })}
        </Link>
      }
    >
      {storyText(globals, {
        en: 'You have not added any favourite services.',
        ar: 'لم تقم بإضافة أي خدمات مفضلة.',
      })}
    </EmptyState>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(
      canvas.getByRole('link', {
        name: storyText(globals, { en: 'Go to Favourites', ar: 'الانتقال إلى المفضلة' }),
      }),
    ).toBeVisible();
  },
};

/** No search results: a title as a paragraph (no `headingLevel`) and an icon. */
export const NoResults: Story = {
  render: (_, { globals }) => (
    <EmptyState
      icon={<Search />}
      title={storyText(globals, { en: 'No results found', ar: 'لم يتم العثور على نتائج' })}
    >
      {storyText(globals, {
        en: 'Check the spelling or try a shorter search.',
        ar: 'تحقق من الإملاء أو جرّب بحثاً أقصر.',
      })}
    </EmptyState>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(
      canvas.getByText(
        storyText(globals, { en: 'No results found', ar: 'لم يتم العثور على نتائج' }),
      ),
    ).toBeVisible();
  },
};

/** Long words in a 320 px column wrap; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <EmptyState
        icon={<Search />}
        headingLevel={2}
        title={storyText(globals, {
          en: 'No electricity and water payments are due',
          ar: 'لاتوجدمدفوعاتمستحقةللكهرباءوالمياه',
        })}
        action={
          <Link variant="standalone" href="#history">
            {storyText(globals, {
              en: 'See the history of your utility payments',
              ar: 'اطلع على سجل مدفوعات الخدمات الخاصة بك',
            })}
          </Link>
        }
      >
        {storyText(globals, {
          en: 'When your provider issues a new bill it will appear here automatically.',
          ar: 'عندما يصدر مزودك فاتورة جديدة ستظهر هنا تلقائياً.',
        })}
      </EmptyState>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
