import { formatAmount } from '@portal/core';
import {
  createHttpAssistantProvider,
  type AssistantPart,
  type AssistantRequest,
} from '@portal/core/api/assistant';
import { describe, expect, it } from 'vitest';
import { textPieces } from '../../assistant/answerAssistant';
import { clientFor, controlCall, testSandbox } from '../support/sandboxClient';

async function ask(
  app: ReturnType<typeof testSandbox>,
  text: string,
  lang: 'en' | 'ar' = 'en',
): Promise<AssistantPart[]> {
  const provider = createHttpAssistantProvider({
    client: clientFor(app, { lang }),
    origin: 'http://sandbox.test',
  });
  const request: AssistantRequest = { lang, messages: [{ role: 'user', text, lang }] };
  const parts: AssistantPart[] = [];
  for await (const part of provider.answer(request)) parts.push(part);
  return parts;
}

const textOf = (parts: readonly AssistantPart[]) =>
  parts.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('assistant.answer (assumed)', () => {
  it('answers in Arabic with the count’s plural form and the grouped total', async () => {
    const text = textOf(await ask(testSandbox(), 'ادفع فواتيري', 'ar'));
    expect(text).toMatch(
      /^لديك (فاتورة واحدة مستحقة|فاتورتان مستحقتان|\d+ فواتير مستحقة|\d+ فاتورة مستحقة) بإجمالي \d{1,3}(,\d{3})*\.\d{2}\u00a0درهم\./,
    );
  });

  it('answers "Pay my bills" with the signed-in session’s due bills, streamed in pieces', async () => {
    const app = testSandbox();
    const parts = await ask(app, 'Pay my bills');
    expect(parts.filter((part) => part.type === 'text').length).toBeGreaterThan(3);
    const bills = parts.filter((part) => part.type === 'bill');
    expect(bills.length).toBeGreaterThan(0);
    // Every bill due is counted and totalled, written as the portal writes amounts (grouped, two
    // decimals); the cards show the first five and a link leads to all of them.
    const [, count, total] =
      /^You have (\d+) bills? to pay, AED\u00a0([\d,]+\.\d{2}) in all\./.exec(textOf(parts)) ?? [];
    expect(total).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(Number(count)).toBeGreaterThanOrEqual(bills.length);
    if (Number(count) > bills.length) {
      expect(bills).toHaveLength(5);
      expect(parts).toContainEqual(
        expect.objectContaining({ type: 'link', href: '/en/my-utilities' }),
      );
    } else {
      expect(total).toBe(formatAmount(bills.reduce((sum, bill) => sum + bill.amountDue, 0)));
    }
    for (const bill of bills) {
      expect(bill.amountDue).toBeGreaterThan(0);
      expect(bill.currency).toBe('AED');
    }
    expect(parts.at(-1)).toMatchObject({ type: 'suggestions' });
    expect(parts.some((part) => part.type === 'error')).toBe(false);
  });

  it('gives the same answer to the same question in the same world', async () => {
    expect(await ask(testSandbox(), 'Pay my bills')).toEqual(
      await ask(testSandbox(), 'Pay my bills'),
    );
  });

  it('tells a visitor to sign in instead of showing bills or applications', async () => {
    const app = testSandbox({ startAs: 'visitor' });
    for (const question of ['Pay my bills', 'My applications']) {
      const parts = await ask(app, question);
      expect(parts.some((part) => part.type === 'bill' || part.type === 'application')).toBe(false);
      expect(textOf(parts)).toContain('signed in');
    }
  });

  it('answers in Arabic when asked in Arabic', async () => {
    const parts = await ask(testSandbox(), 'ادفع فواتيري', 'ar');
    expect(textOf(parts)).toMatch(/^لديك/);
    const bill = parts.find((part) => part.type === 'bill');
    expect(bill?.provider).toMatch(/[\u0600-\u06FF]/);
  });

  it('finds services for a topic and links them by their catalogue path', async () => {
    const parts = await ask(testSandbox(), 'I want to renew my trade licence');
    const services = parts.filter((part) => part.type === 'service');
    expect(services.length).toBeGreaterThan(0);
    for (const service of services)
      expect(service.path).toMatch(/^\/?services\/[^/]+\/[^/]+\/[^/]+$/);
    expect(services.some((service) => /trade licence/i.test(service.title))).toBe(true);
  });

  it('offers the information pages as safe links on the portal', async () => {
    const parts = await ask(testSandbox(), 'Find information about emergency numbers');
    const links = parts.filter((part) => part.type === 'link');
    expect(links.map((link) => link.href)).toContain('/en/emergency-numbers');
  });

  it('lists the signed-in person’s applications with their status', async () => {
    const parts = await ask(testSandbox(), 'What is the status of my applications?');
    const applications = parts.filter((part) => part.type === 'application');
    expect(applications.length).toBeGreaterThan(0);
    expect(applications[0]?.status).not.toBe('');
  });

  it('fails with a typed error, never the server’s words, when a fault is set on it', async () => {
    const app = testSandbox();
    await controlCall(app, '/__sandbox/faults', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/assistant/answer', fault: '503', times: 1 }),
    });
    expect(await ask(app, 'Pay my bills')).toEqual([{ type: 'error', reason: 'unavailable' }]);
    // The fault was used up: the next question is answered.
    expect((await ask(app, 'Pay my bills')).some((part) => part.type === 'bill')).toBe(true);
  });
});

describe('textPieces', () => {
  it('cuts prose into pieces that join back into it', () => {
    const text = 'You have 2 bills to pay, AED 10.00 in all.';
    expect(textPieces(text).length).toBeGreaterThan(1);
    expect(textPieces(text).join('')).toBe(text);
    expect(textPieces('')).toEqual([]);
  });
});
