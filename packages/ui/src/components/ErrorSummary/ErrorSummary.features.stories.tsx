import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Forms/ErrorSummary/Features',
  component: ErrorSummary,
  args: { title: '', errors: [] },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const REFUSAL = {
  en: 'This account is already linked to your profile.',
  ar: 'هذا الحساب مرتبط بملفك بالفعل.',
};

/** A refusal no field owns (from the server) is a line without a link; a description may lead in. */
export const ServerRefusal: Story = {
  render: (_, { globals }) => (
    <div className="max-w-lg">
      <ErrorSummary
        focusOnMount={false}
        title={storyText(globals, { en: 'There is a problem', ar: 'هناك مشكلة' })}
        description={storyText(globals, {
          en: 'We could not link the account.',
          ar: 'تعذر ربط الحساب.',
        })}
        errors={[{ message: storyText(globals, REFUSAL) }]}
      />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals, REFUSAL))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** At 320 px the title and long messages wrap inside the box. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <ErrorSummary
        focusOnMount={false}
        title={storyText(globals, { en: 'There is a problem', ar: 'هناك مشكلة' })}
        errors={[
          {
            fieldId: 'narrow-emails',
            message: storyText(globals, {
              en: 'Enter valid email addresses, separated by commas: first.recipient@exampleelectricityprovider.ae',
              ar: 'أدخل عناوين بريد إلكتروني صحيحة، مع الفصل بينها بفواصل: first.recipient@exampleelectricityprovider.ae',
            }),
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
