import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '../../state/payments';
import { escapeHtml } from '../html';
import { renderPaymentPage } from '../paymentPage';

const payment: PaymentTransaction = {
  transactionId: 'TXN-SBX-000001',
  paymentId: undefined,
  serviceId: 'utility-bill',
  amount: 1234.5,
  currency: 'AED',
  description: 'x',
  items: [
    { providerCode: '<script>alert(1)</script>', accountNumber: '1234567890', amount: 1234.5 },
  ],
  mode: 'Purchase',
  lang: 'en',
  theme: 'light',
  returnUrl: '/en/receipt',
  createdAt: '2026-11-22T08:00:00.000Z',
  outcome: 'pending',
  completedAt: undefined,
};

describe('the test payment page', () => {
  it('offers approve, decline and cancel as labelled buttons of one form, with the session token', () => {
    const html = renderPaymentPage(
      payment,
      { lang: 'en', theme: 'light' },
      'token-1',
      '/pub/__sandbox/pay/TXN-SBX-000001',
    );
    expect(
      html.match(
        /<button type="submit" name="outcome" value="(approved|declined|cancelled)"[^>]*>[^<]+<\/button>/g,
      ),
    ).toHaveLength(3);
    expect(html).toContain('<input type="hidden" name="csrf" value="token-1">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('AED 1,234.50');
    expect(html).not.toContain('<script>');
  });

  it("names the provider and the account's nickname, and labels the account number, instead of raw codes", () => {
    const paid = {
      ...payment,
      serviceId: 'addc',
      items: [{ providerCode: 'ADDA00002', accountNumber: '1234567890', amount: 1234.5 }],
    };
    const accounts = [
      { providerCode: 'ADDA00002', accountNumber: '1234567890', nickname: 'Beach house' },
    ];
    const english = renderPaymentPage(paid, { lang: 'en', theme: 'light' }, 't', '/p', accounts);
    expect(english).toContain(
      '<strong>Beach house</strong> · Abu Dhabi Distribution Company (ADDC)',
    );
    expect(english).toContain('Account number: <bdi>1234567890</bdi>');
    expect(english).toContain('<dd>Abu Dhabi Distribution Company (ADDC)</dd>');
    expect(english).not.toContain('ADDA00002');
    expect(english).not.toContain('<code>addc</code>');
    const arabic = renderPaymentPage(paid, { lang: 'ar', theme: 'light' }, 't', '/p');
    expect(arabic).toContain('<strong>شركة أبوظبي للتوزيع</strong>');
    expect(arabic).toContain('رقم الحساب: <bdi>1234567890</bdi>');
  });

  it('is right to left in Arabic and dark when asked, with Latin digits for money', () => {
    const html = renderPaymentPage(payment, { lang: 'ar', theme: 'dark' }, 't', '/p');
    expect(html).toMatch(/<html lang="ar" dir="rtl" data-theme="dark">/);
    expect(html).toContain('1,234.50 درهم');
    expect(html).toContain('الموافقة على الدفع');
    // The language switch names the other language in that language.
    expect(html).toContain('lang="en">English</a>');
  });

  it('shows a finished payment without the form, with a way back', () => {
    const html = renderPaymentPage(
      { ...payment, outcome: 'declined' },
      { lang: 'en', theme: 'light' },
      't',
      '/p',
    );
    expect(html).not.toContain('<form');
    expect(html).toContain('Declined');
    expect(html).toContain('href="/en/receipt"');
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
