import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_AVATARS,
  commentFormSchema,
  commentProblem,
  communityProfileFormSchema,
  ideaFieldProblem,
  ideaFormSchema,
  validateCommunityProfile,
  validateIdea,
  validateIdeaDraft,
} from '../communityForms';

const idea = {
  title: '  Shaded bus stops on Corniche Road ',
  description: 'Most stops on the Corniche have no shade, and waiting in the summer sun is hard.',
  topicId: 'transport',
  consent: true,
};

describe('validateIdea', () => {
  it('answers the trimmed values of a complete idea', () => {
    expect(validateIdea({ ...idea, attachmentFileId: ' file-000001 ' })).toEqual({
      ok: true,
      value: {
        title: 'Shaded bus stops on Corniche Road',
        description: idea.description,
        topicId: 'transport',
        attachmentFileId: 'file-000001',
        consent: true,
      },
    });
  });

  it('names every refused field at once', () => {
    expect(validateIdea({ title: ' ', description: 'short', consent: 'yes' })).toEqual({
      ok: false,
      fieldErrors: {
        title: 'form.error.ideaTitleRequired',
        description: 'form.error.ideaDescriptionLength',
        topicId: 'form.error.ideaTopic',
        consent: 'form.error.ideaConsent',
      },
    });
    expect(validateIdea(null as never)).toMatchObject({ ok: false });
  });

  it('counts characters, not UTF-16 units, at the title’s limits', () => {
    expect(ideaFieldProblem('title', '😀'.repeat(120))).toBeUndefined();
    expect(ideaFieldProblem('title', 'a'.repeat(121))).toBe('form.error.ideaTitleLength');
    expect(ideaFieldProblem('title', 'a'.repeat(9))).toBe('form.error.ideaTitleLength');
    expect(() => ideaFieldProblem('other' as 'title', '')).toThrow(RangeError);
  });

  it('agrees with its zod schema on any input', () => {
    const schema = ideaFormSchema();
    fc.assert(
      fc.property(
        fc.record({
          title: fc.oneof(fc.string({ maxLength: 130 }), fc.constant(idea.title)),
          description: fc.oneof(fc.string({ maxLength: 60 }), fc.constant(idea.description)),
          topicId: fc.oneof(fc.string({ maxLength: 5 }), fc.constant('transport')),
          attachmentFileId: fc.option(fc.string({ maxLength: 5 }), { nil: undefined }),
          consent: fc.oneof(fc.boolean(), fc.constant('true')),
        }),
        (input) => {
          const checked = validateIdea(input);
          const parsed = schema.safeParse(input);
          expect(parsed.success).toBe(checked.ok);
          if (!parsed.success && !checked.ok) {
            const messages = Object.fromEntries(
              parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
            );
            expect(messages).toEqual(checked.fieldErrors);
          }
        },
      ),
    );
  });
});

describe('validateIdeaDraft', () => {
  it('keeps an unfinished draft and drops its empty fields', () => {
    expect(validateIdeaDraft({ title: ' Bins ', description: '' })).toEqual({
      ok: true,
      value: { title: 'Bins' },
    });
  });

  it('refuses an empty draft, and anything longer than an idea allows', () => {
    expect(validateIdeaDraft({})).toEqual({
      ok: false,
      fieldErrors: { title: 'form.error.ideaDraftEmpty' },
    });
    expect(validateIdeaDraft({ description: 'x'.repeat(3001), topicId: 'No!' })).toEqual({
      ok: false,
      fieldErrors: {
        description: 'form.error.ideaDescriptionLength',
        topicId: 'form.error.ideaTopic',
      },
    });
  });
});

describe('comments and the public profile', () => {
  it('takes comments of 2 to 1,000 characters once trimmed', () => {
    expect(commentProblem('  ')).toBe('form.error.commentRequired');
    expect(commentProblem('a')).toBe('form.error.commentLength');
    expect(commentProblem('ok')).toBeUndefined();
    expect(commentProblem('a'.repeat(1001))).toBe('form.error.commentLength');
    expect(commentFormSchema().parse({ text: ' Good idea ' })).toEqual({ text: 'Good idea' });
  });

  it('takes a public name in any script with a known avatar', () => {
    expect(validateCommunityProfile({ publicName: ' سارة ', avatarId: 'avatar-03' })).toEqual({
      ok: true,
      value: { publicName: 'سارة', avatarId: 'avatar-03' },
    });
    expect(
      validateCommunityProfile({ publicName: "Ma'an Al-Mansoori", avatarId: 'avatar-12' }).ok,
    ).toBe(true);
    expect(validateCommunityProfile({ publicName: '<b>x</b>', avatarId: 'photo' })).toEqual({
      ok: false,
      fieldErrors: { publicName: 'form.error.publicName', avatarId: 'form.error.avatar' },
    });
    expect(validateCommunityProfile({ publicName: 'ab', avatarId: 'avatar-01' })).toEqual({
      ok: false,
      fieldErrors: { publicName: 'form.error.publicNameLength' },
    });
  });

  it('agrees with its zod schema on any input', () => {
    const schema = communityProfileFormSchema();
    fc.assert(
      fc.property(
        fc.record({
          publicName: fc.string({ maxLength: 35 }),
          avatarId: fc.oneof(fc.constantFrom(...COMMUNITY_AVATARS), fc.string({ maxLength: 9 })),
        }),
        (input) => {
          expect(schema.safeParse(input).success).toBe(validateCommunityProfile(input).ok);
        },
      ),
    );
  });
});
