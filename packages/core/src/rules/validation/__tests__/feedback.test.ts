import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_TOPICS,
  feedbackFieldProblem,
  feedbackFormSchema,
  validateFeedback,
} from '../feedback';

const good = {
  name: 'مريم العلي',
  email: 'mariam@example.ae',
  topic: 'question',
  message: 'متى تفتح مراكز الخدمة في العيد؟',
  captchaToken: 'cap',
};

describe('validateFeedback', () => {
  it('accepts a good form (Arabic text too) and trims it', () => {
    const result = validateFeedback({ ...good, name: `  ${good.name} ` });
    expect(result).toEqual({ ok: true, value: good });
  });

  it('names every missing field', () => {
    expect(validateFeedback({})).toEqual({
      ok: false,
      fieldErrors: {
        name: 'form.error.feedbackNameRequired',
        email: 'form.error.feedbackEmailRequired',
        topic: 'form.error.feedbackTopic',
        message: 'form.error.feedbackMessageRequired',
        captchaToken: 'form.error.captcha',
      },
    });
  });

  it('checks shapes and limits in characters, not UTF-16 units', () => {
    expect(feedbackFieldProblem('email', 'a@b')).toBe('form.error.email');
    expect(feedbackFieldProblem('email', 'a @b.ae')).toBe('form.error.email');
    expect(feedbackFieldProblem('topic', 'other')).toBe('form.error.feedbackTopic');
    expect(feedbackFieldProblem('name', 'x'.repeat(FEEDBACK_NAME_MAX_LENGTH + 1))).toBe(
      'form.error.feedbackName',
    );
    expect(
      feedbackFieldProblem('message', '😀'.repeat(FEEDBACK_MESSAGE_MIN_LENGTH)),
    ).toBeUndefined();
    expect(feedbackFieldProblem('message', 'x'.repeat(FEEDBACK_MESSAGE_MIN_LENGTH - 1))).toBe(
      'form.error.feedbackMessageLength',
    );
    expect(feedbackFieldProblem('message', 'x'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH + 1))).toBe(
      'form.error.feedbackMessageLength',
    );
    expect(
      feedbackFieldProblem('message', 'x'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH)),
    ).toBeUndefined();
  });

  it('the schema agrees with the validator on a good and a bad form', () => {
    expect(feedbackFormSchema().safeParse(good).success).toBe(true);
    const bad = feedbackFormSchema().safeParse({ ...good, name: '', email: 'nope', topic: '' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'form.error.feedbackNameRequired'],
      ['email', 'form.error.email'],
      ['topic', 'form.error.feedbackTopic'],
    ]);
  });
});

describe('validateFeedback properties', () => {
  it('never throws, and is ok exactly when no field has a problem', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.oneof(fc.string(), fc.constant(undefined), fc.integer()),
          email: fc.oneof(fc.string(), fc.emailAddress()),
          topic: fc.oneof(fc.string(), fc.constantFrom(...FEEDBACK_TOPICS)),
          message: fc.string({ maxLength: FEEDBACK_MESSAGE_MAX_LENGTH + 20 }),
          captchaToken: fc.oneof(fc.string(), fc.constant(null)),
        }),
        (draft) => {
          const result = validateFeedback(draft);
          if (result.ok) {
            expect(result.value.name.length).toBeGreaterThan(0);
            expect(FEEDBACK_TOPICS).toContain(result.value.topic);
            expect(result.value.message).toBe(result.value.message.trim());
          } else {
            expect(Object.keys(result.fieldErrors).length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('a form of valid parts is accepted whatever surrounding spaces it has', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: FEEDBACK_NAME_MAX_LENGTH })
          .filter((s) => s.trim() !== ''),
        fc.emailAddress().filter((e) => e.length <= 254),
        fc.constantFrom(...FEEDBACK_TOPICS),
        fc.string({ minLength: FEEDBACK_MESSAGE_MIN_LENGTH, maxLength: 200 }),
        fc.stringMatching(/^ {0,3}$/),
        (name, email, topic, message, pad) => {
          const draft = { name: pad + name, email: email + pad, topic, message, captchaToken: 't' };
          const trimmed = Array.from(message.trim()).length;
          const expectedOk =
            feedbackFieldProblem('email', email) === undefined &&
            trimmed >= FEEDBACK_MESSAGE_MIN_LENGTH &&
            Array.from(name.trim()).length <= FEEDBACK_NAME_MAX_LENGTH;
          expect(validateFeedback(draft).ok).toBe(expectedOk);
        },
      ),
    );
  });
});
