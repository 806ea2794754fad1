import type { PortalLocale } from '@portal/core';
import { createTranslator, loadCatalogue, type Translator } from '@portal/core/i18n';
import { storyLocale } from '../../storybook/storyLocale';
import type {
  AssistantCard,
  AssistantConversationMessage,
} from './AssistantConversation/AssistantConversation';

/** The `t` of the story's locale with the assistant's catalogue loaded. */
export async function assistantWordsLoader({
  globals,
}: {
  readonly globals: Record<string, unknown>;
}): Promise<{ t: Translator['t']; locale: PortalLocale }> {
  const locale = storyLocale(globals);
  const translator = createTranslator({ locale, loader: loadCatalogue });
  await translator.load('assistant', 'common');
  return { t: translator.t, locale };
}

/** The loaded `t` of a story using {@link assistantWordsLoader}. */
export function assistantStoryT(loaded: Record<string, unknown>): Translator['t'] {
  const t = loaded['t'];
  if (typeof t !== 'function')
    throw new Error('assistantStoryT: add `loaders: [assistantWordsLoader]`.');
  return t as Translator['t'];
}

/**
 * A conversation as the sandbox answers it, in the story's language: a question about bills and
 * its answer with two bill cards, then a question about a licence with service cards.
 */
export function storyConversation(loaded: Record<string, unknown>): AssistantConversationMessage[] {
  const t = assistantStoryT(loaded);
  const arabic = loaded['locale'] === 'ar-AE';
  const lang = arabic ? 'ar' : 'en';
  const dir = arabic ? 'rtl' : 'ltr';
  const bill = (
    id: string,
    provider: string,
    nickname: string,
    amount: string,
    due: string,
  ): AssistantCard => ({
    kind: 'bill',
    id,
    provider,
    nickname,
    account: t('assistant.bill.account', { account: '1000234567' }),
    amount,
    due: t('assistant.bill.due', { date: due }),
    payLabel: t('assistant.bill.pay', { amount }),
    payAccessibleLabel: t('assistant.bill.payLabel', { amount, provider, account: '1000234567' }),
    payHref: `/en/my-utilities/pay/addc/${id}`,
  });
  return [
    { id: 'm1', role: 'user', lang, text: arabic ? 'ادفع فواتيري' : 'Pay my bills' },
    {
      id: 'm2',
      role: 'assistant',
      lang,
      dir,
      text: arabic
        ? 'لديك فاتورتان مستحقتان بإجمالي 612.75 درهم. اختر «ادفع» على الفاتورة لدفعها الآن.'
        : 'You have 2 bills to pay, AED 612.75 in all. Choose Pay on a bill to pay it now.',
      cards: [
        bill(
          'la-013',
          arabic ? 'أدنوك للتوزيع' : 'ADDC',
          arabic ? 'المنزل' : 'Home',
          arabic ? '412.50 د.إ.' : 'AED 412.50',
          arabic ? '12 ديسمبر 2026' : '12 December 2026',
        ),
        bill(
          'la-004',
          arabic ? 'اتصالات من e& آجل الدفع' : 'e& (Etisalat) postpaid',
          arabic ? 'هاتفي' : 'My phone',
          arabic ? '200.25 د.إ.' : 'AED 200.25',
          arabic ? '20 ديسمبر 2026' : '20 December 2026',
        ),
      ],
    },
    // The person switches language mid-conversation: the message keeps its own direction.
    {
      id: 'm3',
      role: 'user',
      lang: arabic ? 'en' : 'ar',
      text: arabic ? 'renew my trade licence' : 'تجديد رخصة تجارية',
    },
    {
      id: 'm4',
      role: 'assistant',
      lang,
      dir,
      text: arabic ? 'هذه الخدمات تطابق طلبك:' : 'These services match what you asked:',
      cards: [
        {
          kind: 'service',
          id: 's1',
          title: arabic ? 'تجديد رخصة تجارية' : 'Renew a trade licence',
          entity: arabic ? 'دائرة التنمية الاقتصادية' : 'Department of Economic Development',
          description: arabic
            ? 'جدّد رخصتك التجارية عبر الإنترنت.'
            : 'Renew your trade licence online.',
          href: '/en/services/ded/business/renew-a-trade-licence',
          actionLabel: t('assistant.service.open'),
        },
        {
          kind: 'link',
          id: 'l1',
          title: arabic ? 'الأسئلة الشائعة' : 'Frequently asked questions',
          description: arabic
            ? 'إجابات عن الأسئلة الأكثر شيوعاً.'
            : 'Answers to the questions people ask most.',
          href: '/en/faq',
        },
        {
          kind: 'application',
          id: 'a1',
          title: arabic ? 'إصدار رخصة تجارية' : 'Issue a trade licence',
          reference: t('assistant.application.reference', { reference: 'REQ-2026-0042' }),
          status: t('assistant.application.status', {
            status: arabic ? 'قيد التنفيذ' : 'In progress',
          }),
        },
      ],
    },
  ];
}

/** The suggested replies in the story's language. */
export function storySuggestions(loaded: Record<string, unknown>): string[] {
  const t = assistantStoryT(loaded);
  return [
    t('assistant.suggestion.payBills'),
    t('assistant.suggestion.applyForService'),
    t('assistant.suggestion.findInformation'),
  ];
}
