import { formatAmount } from '@portal/core';
import type { LinkedAccount } from '../state/linkedAccounts';
import type { PaymentTransaction } from '../state/payments';
import { providerByCode } from '../state/providers';
import { escapeHtml, renderPage, type PageLook } from './html';

const TEXT = {
  en: {
    title: 'Test payment',
    intro:
      'This is the sandbox’s stand-in for the payment gateway. Choose what the gateway should answer.',
    amount: 'Amount',
    service: 'Service',
    transaction: 'Transaction',
    paying: 'Paying for',
    accountNumber: 'Account number',
    approve: 'Approve payment',
    decline: 'Decline payment',
    cancel: 'Cancel and go back',
    done: 'This payment is already finished',
    outcome: {
      pending: 'Waiting',
      approved: 'Approved',
      declined: 'Declined',
      cancelled: 'Cancelled',
    },
    back: 'Back to the portal',
    language: 'العربية',
    theme: { light: 'Dark theme', dark: 'Light theme' },
  },
  ar: {
    title: 'دفع تجريبي',
    intro: 'هذه الصفحة بديل تجريبي لبوابة الدفع. اختر الرد الذي تريده من البوابة.',
    amount: 'المبلغ',
    service: 'الخدمة',
    transaction: 'رقم العملية',
    paying: 'الدفع مقابل',
    accountNumber: 'رقم الحساب',
    approve: 'الموافقة على الدفع',
    decline: 'رفض الدفع',
    cancel: 'إلغاء والعودة',
    done: 'تم إنهاء عملية الدفع هذه مسبقًا',
    outcome: {
      pending: 'قيد الانتظار',
      approved: 'تمت الموافقة',
      declined: 'مرفوضة',
      cancelled: 'ملغاة',
    },
    back: 'العودة إلى البوابة',
    language: 'English',
    theme: { light: 'الوضع الداكن', dark: 'الوضع الفاتح' },
  },
} as const;

/** The amount as the portal shows money (core's `formatAmount`), with the currency in the page's language. */
function money(amount: number, lang: 'en' | 'ar'): string {
  const figure = formatAmount(amount, { locale: lang === 'ar' ? 'ar-AE' : 'en' });
  return lang === 'ar' ? `${figure} درهم` : `AED ${figure}`;
}

/** A provider's name in the page's language for its code, else the code as sent. */
function providerName(code: string, lang: 'en' | 'ar'): string {
  return providerByCode(code)?.name[lang] ?? code;
}

/**
 * The sandbox's test payment page (issue 5): approve, decline or cancel, in English or Arabic, light
 * or dark. Plain HTML forms, so it works without script and with the keyboard; each choice is a real
 * button with a visible label, and the outcome returns the user to the receipt route. What is paid
 * reads as a person knows it (issue 30): the provider's name rather than its code, the account's
 * nickname (from the person's linked `accounts`) and its number, labelled.
 */
export function renderPaymentPage(
  payment: PaymentTransaction,
  look: PageLook,
  csrfToken: string,
  selfPath: string,
  accounts: readonly Pick<LinkedAccount, 'providerCode' | 'accountNumber' | 'nickname'>[] = [],
): string {
  const t = TEXT[look.lang];
  const switchTo = (lang: string, theme: string) =>
    `${escapeHtml(selfPath)}?lang=${lang}&amp;theme=${theme}`;
  const otherLang = look.lang === 'en' ? 'ar' : 'en';
  const otherTheme = look.theme === 'light' ? 'dark' : 'light';
  const items = payment.items
    .map((item) => {
      const nickname = accounts.find(
        (account) =>
          account.providerCode === item.providerCode &&
          account.accountNumber === item.accountNumber,
      )?.nickname;
      const named = nickname
        ? `<strong>${escapeHtml(nickname)}</strong> · ${escapeHtml(providerName(item.providerCode, look.lang))}`
        : `<strong>${escapeHtml(providerName(item.providerCode, look.lang))}</strong>`;
      return `${named}<br>${escapeHtml(t.accountNumber)}: <bdi>${escapeHtml(item.accountNumber)}</bdi><br><bdi class="amount">${escapeHtml(money(item.amount, look.lang))}</bdi>`;
    })
    .join('<br>');
  // The service is the first item's provider (a payment pays one service's accounts), by name.
  const service = payment.items[0]
    ? providerName(payment.items[0].providerCode, look.lang)
    : payment.serviceId;
  const finished = payment.outcome !== 'pending';
  const actions = finished
    ? `<p role="status"><strong>${escapeHtml(t.done)}:</strong> ${escapeHtml(t.outcome[payment.outcome])}</p>
<p><a href="${escapeHtml(payment.returnUrl)}">${escapeHtml(t.back)}</a></p>`
    : `<form method="post" action="${switchTo(look.lang, look.theme)}" class="actions">
<input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">
<button type="submit" name="outcome" value="approved" class="primary">${escapeHtml(t.approve)}</button>
<button type="submit" name="outcome" value="declined" class="danger">${escapeHtml(t.decline)}</button>
<button type="submit" name="outcome" value="cancelled">${escapeHtml(t.cancel)}</button>
</form>`;
  return renderPage(
    look,
    t.title,
    `<nav class="switch" aria-label="${look.lang === 'en' ? 'Page options' : 'خيارات الصفحة'}">
<a href="${switchTo(otherLang, look.theme)}" lang="${otherLang}">${escapeHtml(t.language)}</a>
<a href="${switchTo(look.lang, otherTheme)}">${escapeHtml(t.theme[look.theme])}</a>
</nav>
<h1>${escapeHtml(t.title)}</h1>
<p class="muted">${escapeHtml(t.intro)}</p>
<dl>
<dt>${escapeHtml(t.amount)}</dt><dd><strong class="amount">${escapeHtml(money(payment.amount, look.lang))}</strong></dd>
<dt>${escapeHtml(t.service)}</dt><dd>${escapeHtml(service)}</dd>
<dt>${escapeHtml(t.transaction)}</dt><dd><code>${escapeHtml(payment.transactionId)}</code></dd>
<dt>${escapeHtml(t.paying)}</dt><dd>${items}</dd>
</dl>
${actions}`,
  );
}
