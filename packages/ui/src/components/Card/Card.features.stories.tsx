import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { DescriptionList } from '../DescriptionList';
import { Card, CardBody, CardFooter, CardLink, CardMedia, CardTitle } from './Card';

const meta = {
  title: 'Display/Card/Features',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const ILLUSTRATION =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" fill="#1a5e9a"/><circle cx="60" cy="60" r="36" fill="#8cbceb"/></svg>',
  );

/** A plain surface: no link, the heading level chosen for the page's outline (here an `<h2>`). */
export const Static: Story = {
  render: (_, { globals }) => (
    <div className="max-w-sm">
      <Card>
        <CardTitle level={2}>
          {storyText(globals, { en: 'Bill summary', ar: 'ملخص الفاتورة' })}
        </CardTitle>
        <CardBody>
          <DescriptionList
            items={[
              {
                term: storyText(globals, { en: 'Amount due', ar: 'المبلغ المستحق' }),
                description: '1,234.50',
              },
              {
                term: storyText(globals, { en: 'Due date', ar: 'تاريخ الاستحقاق' }),
                description: '15-07-2025',
              },
            ]}
          />
        </CardBody>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const discard = fn();
const open = fn();

/**
 * Media on top and an action in the footer: the footer's button sits above the link's stretched
 * layer, so it is pressed on its own; everywhere else opens the card's link.
 */
export const WithMediaAndActions: Story = {
  render: (_, { globals }) => (
    <div className="max-w-sm">
      <Card>
        <CardMedia>
          <img src={ILLUSTRATION} alt="" width={320} height={120} />
        </CardMedia>
        <CardTitle level={3}>
          <CardLink
            href="#draft-17"
            onClick={(event) => {
              event.preventDefault();
              open();
            }}
          >
            {storyText(globals, { en: 'Trade licence renewal', ar: 'تجديد الرخصة التجارية' })}
          </CardLink>
        </CardTitle>
        <CardBody>
          <p>
            {storyText(globals, {
              en: 'Draft saved on 2 June 2025',
              ar: 'حُفظت المسودة في 2 يونيو 2025',
            })}
          </p>
        </CardBody>
        <CardFooter>
          <Button variant="tertiary" size="sm" onClick={discard}>
            {storyText(globals, { en: 'Discard draft', ar: 'حذف المسودة' })}
          </Button>
        </CardFooter>
      </Card>
    </div>
  ),
  play: async ({ canvas, globals, userEvent }) => {
    discard.mockClear();
    open.mockClear();
    const button = canvas.getByRole('button', {
      name: storyText(globals, { en: 'Discard draft', ar: 'حذف المسودة' }),
    });
    const box = button.getBoundingClientRect();
    // Hit-testing finds the button (or its label inside it), not the link's layer, over the button.
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(button.contains(hit)).toBe(true);
    await userEvent.click(button);
    await expect(discard).toHaveBeenCalledTimes(1);
    await expect(open).not.toHaveBeenCalled();
    // Keyboard order: the link first, then the footer's button.
    button.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** Cards as list items (`asChild` on an `<li>`), reflowing from a grid to a single column. */
export const InAList: Story = {
  render: (_, { globals }) => (
    <ul className="grid gap-4 sm:grid-cols-2">
      {[
        { en: 'Water and electricity', ar: 'الماء والكهرباء' },
        { en: 'Parking permits', ar: 'تصاريح المواقف' },
      ].map((words) => (
        <Card key={words.en} asChild>
          <li>
            <CardTitle level={3}>
              <CardLink href={`#${words.en.replace(/\s+/g, '-')}`}>
                {storyText(globals, words)}
              </CardLink>
            </CardTitle>
            <CardBody>
              <p className="text-ink-muted">
                {storyText(globals, {
                  en: 'Pay bills and manage accounts',
                  ar: 'ادفع الفواتير وأدر الحسابات',
                })}
              </p>
            </CardBody>
          </li>
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Long titles wrap inside a 320 px column; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Card>
        <CardTitle level={3}>
          <CardLink href="#long">
            {storyText(globals, {
              en: 'Application for the temporary electricity connection of a construction site',
              ar: 'طلب توصيل الكهرباء المؤقت لموقع إنشاءات في المنطقة الصناعية',
            })}
          </CardLink>
        </CardTitle>
        <CardBody>
          <p>
            {storyText(globals, {
              en: 'Supercalifragilisticexpialidocious-reference-ADX20250611004200',
              ar: 'الرقمالمرجعيالطويلجداًالذيلايحتويعلىمسافات-ADX20250611004200',
            })}
          </p>
        </CardBody>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
