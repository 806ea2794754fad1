import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_INTENTS,
  assistantIntentOf,
  assistantIntentOfAction,
  assistantTopicOf,
  normaliseAssistantText,
} from '../assistantIntent';

describe('assistantIntentOf', () => {
  it.each([
    ['Pay my bills', 'payBills'],
    ['I want to pay a traffic fine', 'payBills'],
    ['Apply for a service', 'applyForService'],
    ['How do I renew my trade licence?', 'applyForService'],
    ['Find information', 'findInformation'],
    ['Where can I find the emergency numbers', 'findInformation'],
    ['What is the status of my applications?', 'myApplications'],
    ['Track my application status', 'myApplications'],
    ['أريد دفع فواتيري', 'payBills'],
    ['ادفع الفواتير', 'payBills'],
    ['التقديم على خدمة', 'applyForService'],
    ['تجديد رخصة تجارية', 'applyForService'],
    ['ابحث عن معلومات', 'findInformation'],
    ['ما حالة طلباتي؟', 'myApplications'],
  ] as const)('reads "%s" as %s', (text, intent) => {
    expect(assistantIntentOf(text)).toBe(intent);
  });

  it('finds no intent in words that name none', () => {
    expect(assistantIntentOf('hello there')).toBeUndefined();
    expect(assistantIntentOf('')).toBeUndefined();
    expect(assistantIntentOf('مرحبا')).toBeUndefined();
  });

  it('reads Arabic alike with or without diacritics, tatweel and hamza forms', () => {
    expect(assistantIntentOf('أُرِيدُ دَفْعَ فَوَاتِيرِي')).toBe('payBills');
    expect(assistantIntentOf('فاتـــورة')).toBe('payBills');
    expect(normaliseAssistantText('إستعلام عن مخالفة')).toBe('استعلام عن مخالفه');
  });

  it('never throws and always answers an intent or nothing (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const intent = assistantIntentOf(text);
        expect(intent === undefined || ASSISTANT_INTENTS.includes(intent)).toBe(true);
      }),
    );
  });

  it('does not depend on case, punctuation or spacing (property)', () => {
    const phrases = ['Pay my bills', 'apply for a service', 'find information', 'my applications'];
    fc.assert(
      fc.property(
        fc.constantFrom(...phrases),
        fc.constantFrom(' ', '  ', '\n', ', ', '! ', ' - '),
        fc.boolean(),
        (phrase, gap, upper) => {
          const written = phrase.split(' ').join(gap);
          const cased = upper ? written.toUpperCase() : written;
          expect(assistantIntentOf(cased)).toBe(assistantIntentOf(phrase));
        },
      ),
    );
  });

  it('keeps the intent when words that name none are added around it (property)', () => {
    const neutral = fc.constantFrom(
      'hello',
      'today',
      'please',
      'مرحبا',
      'شكرا',
      'thanks',
      'quickly',
    );
    const phrases = {
      payBills: 'pay my bills',
      applyForService: 'apply for a service',
      findInformation: 'find information',
      myApplications: 'status of my applications',
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSISTANT_INTENTS),
        fc.array(neutral, { maxLength: 5 }),
        fc.array(neutral, { maxLength: 5 }),
        (intent, before, after) => {
          const text = [...before, phrases[intent], ...after].join(' ');
          expect(assistantIntentOf(text)).toBe(intent);
        },
      ),
    );
  });
});

describe('assistantTopicOf', () => {
  it('keeps what the person asks about', () => {
    expect(assistantTopicOf('I want to renew my trade licence')).toBe('trade');
    expect(assistantTopicOf('apply for a licence')).toBe('licence');
    expect(assistantTopicOf('Apply for a service')).toBe('');
    expect(assistantTopicOf('أريد تجديد رخصة تجارية')).toBe('تجاريه');
  });
});

describe('assistantIntentOfAction', () => {
  it('maps the actions of /chat?action= and the intents themselves', () => {
    expect(assistantIntentOfAction('pay')).toBe('payBills');
    expect(assistantIntentOfAction('PAY')).toBe('payBills');
    expect(assistantIntentOfAction('apply')).toBe('applyForService');
    expect(assistantIntentOfAction('info')).toBe('findInformation');
    expect(assistantIntentOfAction('applications')).toBe('myApplications');
    expect(assistantIntentOfAction('findInformation')).toBe('findInformation');
    expect(assistantIntentOfAction('constructor')).toBeUndefined();
    expect(assistantIntentOfAction('')).toBeUndefined();
    expect(assistantIntentOfAction(undefined)).toBeUndefined();
  });
});
