import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HOSTILE_HTML } from '../../../components/SafeHtml/safeHtmlStoryContent';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadInformationWords } from '../storyWords';
import { informationPageLabelsOf } from '../views/informationPage';
import { InformationPage } from './InformationPage';
import {
  BASE_ARGS,
  renderInformationPage,
  sandboxAnnouncementData,
  sandboxInformationData,
  type InformationStoryData,
} from './informationPageStoryData';

const meta = {
  title: 'Content/InformationPage/Features',
  component: InformationPage,
  args: BASE_ARGS,
  render: renderInformationPage,
} satisfies Meta<typeof InformationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing of the page may scroll sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.firstElementChild as HTMLElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/**
 * The sandbox's FAQ, 320 px wide: each question is a region named by its h2, and nothing scrolls
 * sideways.
 */
export const FaqNarrow: Story = {
  parameters: sandboxStory<InformationStoryData>({
    load: ({ client, locale }) => sandboxInformationData(client, locale, 'faq'),
  }),
  render: (args, context) => (
    <div className="w-[320px]">{renderInformationPage(args, context)}</div>
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const { state } = sandboxData<InformationStoryData>(loaded);
    if (state.status !== 'ready' || !state.data) throw new globalThis.Error('no page');
    await expect(canvas.getByRole('heading', { level: 1, name: state.data.title })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(
      state.data.sections.length,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * The top banner's announcement (holiday hours) from the sandbox, with its sections, at 320 px.
 */
export const AnnouncementNarrow: Story = {
  parameters: sandboxStory<InformationStoryData>({
    load: ({ client, locale }) => sandboxAnnouncementData(client, locale),
  }),
  render: (args, context) => (
    <div className="w-[320px]">{renderInformationPage(args, context)}</div>
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const { state } = sandboxData<InformationStoryData>(loaded);
    if (state.status !== 'ready' || !state.data) throw new globalThis.Error('no page');
    await expect(canvas.getByRole('heading', { level: 1, name: state.data.title })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

const LONG_WORD = 'الخدماتالحكوميةالإلكترونيةالموحدةللمقيمينوالمواطنينوالأعمالفيالدولة';

/**
 * Long Arabic text at 320 px: a title, a summary and a section heading much longer than a line,
 * one word longer than the page is wide. Every line wraps inside the page.
 */
export const LongArabicText: Story = {
  parameters: sandboxStory<InformationStoryData>({
    load: async ({ locale }) => ({
      labels: informationPageLabelsOf(await loadInformationWords(locale)),
      state: {
        status: 'ready',
        data: {
          title: `مواعيد العمل في مراكز المتعاملين خلال عطلة عيد الاتحاد الرسمية ${LONG_WORD}`,
          summary: `تبقى جميع الخدمات الإلكترونية متاحة على مدار الساعة طوال أيام العطلة، وتعود مراكز المتعاملين إلى العمل بمواعيدها المعتادة بعد انتهاء العطلة الرسمية ${LONG_WORD}`,
          bodyHtml: `<p>${LONG_WORD} ${'نص طويل للتجربة '.repeat(30)}</p>`,
          lastUpdated: { dateTime: '2026-11-20', text: '20 نوفمبر 2026' },
          sections: [
            {
              heading: `كيف أتواصل مع الجهة المسؤولة عن الخدمة أثناء العطلة ${LONG_WORD}`,
              bodyHtml: `<ul><li>${LONG_WORD}</li><li>${'اتصل بمركز الاتصال '.repeat(12)}</li></ul>`,
            },
          ],
        },
      },
    }),
  }),
  render: (args, context) => (
    <div className="w-[320px]" dir="rtl" lang="ar-AE">
      {renderInformationPage(args, context)}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    for (const heading of canvas.getAllByRole('heading'))
      await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

declare global {
  interface Window {
    __safeHtmlPwned?: string;
  }
}

/**
 * Hostile CMS HTML in the body and in a section (scripts, event handlers, `javascript:` and `data:`
 * links, frames, forms, styles, a fixed overlay): none of it runs or survives; the words stay.
 */
export const HostileHtml: Story = {
  parameters: sandboxStory<InformationStoryData>({
    load: async ({ locale }) => ({
      labels: informationPageLabelsOf(await loadInformationWords(locale)),
      state: {
        status: 'ready',
        data: {
          title: '<img src=x onerror="window.__safeHtmlPwned = \'title\'">',
          summary: '<script>window.__safeHtmlPwned = "summary"</script>',
          bodyHtml: HOSTILE_HTML,
          sections: [{ heading: '<b>Section</b>', bodyHtml: HOSTILE_HTML }],
        },
      },
    }),
  }),
  play: async ({ canvas, canvasElement }) => {
    delete window.__safeHtmlPwned;
    // Text fields are text: the markup is shown as written, never parsed.
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: '<img src=x onerror="window.__safeHtmlPwned = \'title\'">',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '<b>Section</b>' })).toBeVisible();
    await expect(canvas.getAllByText('Before')).toHaveLength(2);
    await expect(canvas.getAllByText('After')).toHaveLength(2);
    // Give an image error or a toggle event the time to fire if a handler had survived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__safeHtmlPwned).toBeUndefined();
    await expect(
      canvasElement.querySelectorAll(
        'script, svg, iframe, object, form, input, button, style, [style], [onerror], [onload]',
      ),
    ).toHaveLength(0);
    // Unsafe links lose their href and become text; no link is left at all.
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
