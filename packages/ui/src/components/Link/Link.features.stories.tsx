import { ChevronRight } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link/Features',
  component: Link,
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inline inside a sentence; standalone on its own line with a 24 px target and a mirrored chevron. */
export const Variants: Story = {
  render: (_, { globals }) => (
    <div className="flex max-w-prose flex-col gap-4">
      <p>
        {storyText(globals, {
          en: 'Your application is saved. You can find it in ',
          ar: 'تم حفظ طلبك. يمكنك العثور عليه في ',
        })}
        <Link href="#my-locker">{storyText(globals, { en: 'My locker', ar: 'خزانتي' })}</Link>
        {storyText(globals, { en: ' at any time.', ar: ' في أي وقت.' })}
      </p>
      <Link variant="standalone" href="#notifications">
        {storyText(globals, { en: 'View all notifications', ar: 'عرض كل الإشعارات' })}
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
      </Link>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const standalone = canvas.getByRole('link', {
      name: storyText(globals, { en: 'View all notifications', ar: 'عرض كل الإشعارات' }),
    });
    await expect(standalone.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** Stands in for a router's link component: it renders its own `<a>` and handles the click. */
function RouterLink({ to, children, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a href={to} data-router-link="" {...props}>
      {children}
    </a>
  );
}

/** `asChild` styles a router's link, which keeps its own element and behaviour. */
export const AsChild: Story = {
  render: (_, { globals }) => (
    <Link asChild variant="standalone">
      <RouterLink to="#payments">
        {storyText(globals, { en: 'Payments', ar: 'المدفوعات' })}
      </RouterLink>
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await waitFor(() => expect(link).toHaveAttribute('data-slot', 'link'));
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#payments');
  },
};

/** A long unbroken word and a long sentence in a 320 px column break instead of overflowing it. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="flex w-[320px] flex-col gap-3">
      <p>
        <Link href="#long">
          {storyText(globals, {
            en: 'https://www.tamm.abudhabi/en/life-events/individual/HousingProperties/utilities-electricity',
            ar: 'الخدماتالإلكترونيةلهيئةالكهرباءوالمياهفيأبوظبي',
          })}
        </Link>
      </p>
      <Link variant="standalone" href="#long-2">
        {storyText(globals, {
          en: 'Continue to the payment page of your electricity provider',
          ar: 'المتابعة إلى صفحة الدفع الخاصة بمزود الكهرباء والمياه في إمارة أبوظبي',
        })}
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
