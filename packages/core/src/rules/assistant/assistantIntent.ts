/**
 * What a person asks the assistant for (spec 001 §1: "helps users pay bills and fines, apply for
 * government services and find the right information"; issue R adds their applications), read from
 * their own words in English or Arabic. Deterministic word matching, no model: the same words always
 * give the same intent, so the sandbox's provider, the app's `?action=` and the tests agree.
 */

/** The intents, in the order a tie is settled (the more specific first). */
export const ASSISTANT_INTENTS = [
  'myApplications',
  'payBills',
  'applyForService',
  'findInformation',
] as const;

export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/**
 * The words that point at each intent, normalised as {@link normaliseAssistantText} writes them
 * (lower case, Arabic without diacritics, alef/ya/ta marbuta unified). A word counts once per text.
 */
const INTENT_WORDS: Readonly<Record<AssistantIntent, readonly string[]>> = {
  myApplications: [
    'applications',
    'requests',
    'track',
    'status',
    'طلباتي',
    'طلبي',
    'معاملاتي',
    'حاله',
    'تتبع',
  ],
  payBills: [
    'pay',
    'paying',
    'payment',
    'bill',
    'bills',
    'fine',
    'fines',
    'due',
    'owe',
    'دفع',
    'ادفع',
    'سداد',
    'سدد',
    'فاتوره',
    'فواتير',
    'فواتيري',
    'مخالفه',
    'مخالفات',
    'مستحقات',
  ],
  applyForService: [
    'apply',
    'application',
    'service',
    'services',
    'licence',
    'license',
    'permit',
    'renew',
    'register',
    'تقديم',
    'قدم',
    'اقدم',
    'خدمه',
    'خدمات',
    'رخصه',
    'تصريح',
    'تجديد',
    'تسجيل',
  ],
  findInformation: [
    'information',
    'info',
    'find',
    'how',
    'where',
    'when',
    'what',
    'help',
    'faq',
    'contact',
    'hours',
    'معلومات',
    'معلومه',
    'ابحث',
    'كيف',
    'اين',
    'متى',
    'ما',
    'مساعده',
    'اتصال',
  ],
};

/** The wording each intent's suggested reply and `?action=` name (spec 001 §2 `/chat?action=`). */
const ACTION_INTENTS: Readonly<Record<string, AssistantIntent>> = {
  pay: 'payBills',
  paybills: 'payBills',
  bills: 'payBills',
  apply: 'applyForService',
  services: 'applyForService',
  info: 'findInformation',
  information: 'findInformation',
  applications: 'myApplications',
};

/**
 * Text as the intent rule reads it: lower case; Arabic diacritics and tatweel removed; أ إ آ → ا,
 * ى → ي, ة → ه (the spellings people mix when typing); every run of anything that is not a letter or
 * a digit becomes one space.
 */
export function normaliseAssistantText(text: string): string {
  if (typeof text !== 'string') return '';
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text as the intent rule reads them. */
export function assistantWordsOf(text: string): string[] {
  const normalised = normaliseAssistantText(text);
  return normalised === '' ? [] : normalised.split(' ');
}

/**
 * The intent of a person's message, or `undefined` when none of the intents' words is in it. The
 * intent with most of its words present wins; a tie goes to the earlier of {@link ASSISTANT_INTENTS}
 * ("the status of my application" is about their applications before it is about applying). An
 * Arabic word with the attached article (ال) or conjunction (و) reads as the word.
 * @example assistantIntentOf('Pay my bills') // 'payBills'
 * @example assistantIntentOf('أريد دفع فواتيري') // 'payBills'
 */
export function assistantIntentOf(text: string): AssistantIntent | undefined {
  const words = new Set(assistantWordsOf(text).flatMap(withoutArabicPrefixes));
  let best: AssistantIntent | undefined;
  let bestScore = 0;
  for (const intent of ASSISTANT_INTENTS) {
    const score = INTENT_WORDS[intent].filter((word) => words.has(word)).length;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

/**
 * What the person asks about beyond the intent: their words without the intent words and without
 * the words every request has ("I want to", "please"), for a search (`renew my trade licence` →
 * `trade`, `licence` is an intent word but also the subject, so it is kept when it is the only one).
 */
export function assistantTopicOf(text: string): string {
  const words = assistantWordsOf(text);
  const intentWords = new Set(Object.values(INTENT_WORDS).flat());
  const kept = words.filter(
    (word) =>
      !FILLER_WORDS.has(word) && !withoutArabicPrefixes(word).some((w) => intentWords.has(w)),
  );
  if (kept.length > 0) return kept.join(' ');
  const subjects = words.filter((word) => SUBJECT_INTENT_WORDS.has(word));
  return subjects.join(' ');
}

/** The intent a `?action=` value names (`pay` → payBills), compared ignoring case; else `undefined`. */
export function assistantIntentOfAction(action: string | undefined): AssistantIntent | undefined {
  if (typeof action !== 'string') return undefined;
  const key = action.trim().toLowerCase();
  if ((ASSISTANT_INTENTS as readonly string[]).includes(action.trim()))
    return action.trim() as AssistantIntent;
  return Object.hasOwn(ACTION_INTENTS, key) ? ACTION_INTENTS[key] : undefined;
}

/** Words that carry no topic, in both languages (normalised). */
const FILLER_WORDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'i',
  'me',
  'my',
  'a',
  'an',
  'the',
  'to',
  'for',
  'of',
  'on',
  'in',
  'and',
  'or',
  'is',
  'are',
  'can',
  'want',
  'would',
  'like',
  'please',
  'about',
  'do',
  'you',
  'show',
  'need',
  'get',
  'انا',
  'اريد',
  'اود',
  'من',
  'في',
  'عن',
  'على',
  'الى',
  'لي',
  'هل',
  'يمكن',
  'يمكنك',
  'اعرض',
  'ارجو',
  'لو',
  'سمحت',
]);

/** Intent words that also name what a service acts on: kept as the topic when nothing else is. */
const SUBJECT_INTENT_WORDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'licence',
  'license',
  'permit',
  'رخصه',
  'تصريح',
]);

/** An Arabic word and its forms without a leading و and/or ال (والفواتير → فواتير). */
function withoutArabicPrefixes(word: string): string[] {
  const forms = [word];
  let rest = word;
  if (rest.startsWith('و') && rest.length > 3) {
    rest = rest.slice(1);
    forms.push(rest);
  }
  if (rest.startsWith('ال') && rest.length > 3) forms.push(rest.slice(2));
  return forms;
}
