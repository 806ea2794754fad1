import {
  assistantIntentOf,
  assistantTopicOf,
  formatAmount,
  type AssistantIntent,
} from '@portal/core';
import type { AssistantWirePart, AssistantWireRequest } from '@portal/core/api/assistant';
import type { Catalogue } from '../catalogue/catalogueFor';
import type { CatalogueService } from '../catalogue/serviceCatalogue';
import { normaliseText, tokenise } from '../catalogue/normaliseText';
import { INFORMATION_PAGE_KEYS, informationPage } from '../content/informationPages';
import { APPLICATION_STATUSES } from '../state/applications';
import { amountDueOf, openBillOf } from '../state/linkedAccounts';
import { PROVIDERS } from '../state/providers';
import type { Bilingual, Language } from '../state/text';
import type { SandboxWorld } from '../state/world';

/*
 * The sandbox's assistant: answers from the portal's own data (the signed-in session's bills and
 * applications, the service catalogue and its search, the information pages), by retrieval, with
 * no model. The same question in the same world always gets the same answer, so journeys can
 * assert it. Its wording is the sandbox's own, in the language asked (`lang`).
 */

/** The most cards of one kind in an answer. */
const MAX_CARDS = 5;

/** What each intent's suggested reply says, in both languages. */
const SUGGESTIONS: Readonly<Record<AssistantIntent, Bilingual>> = {
  payBills: { en: 'Pay my bills', ar: 'ادفع فواتيري' },
  applyForService: { en: 'Apply for a service', ar: 'التقديم على خدمة' },
  findInformation: { en: 'Find information', ar: 'ابحث عن معلومات' },
  myApplications: { en: 'My applications', ar: 'طلباتي' },
};

const SIGN_IN_FIRST: Bilingual = {
  en: 'I can show this once you are signed in. Sign in from the top of the page, then ask me again.',
  ar: 'يمكنني عرض ذلك بعد تسجيل دخولك. سجّل الدخول من أعلى الصفحة، ثم اسألني مرة أخرى.',
};

/** The address prefix of a language: the portal's pages live under `/en` and `/ar-AE`. */
const prefixOf = (lang: Language) => (lang === 'ar' ? '/ar-AE' : '/en');

/** The information pages' addresses, by their CMS key. */
const INFORMATION_PATHS: Readonly<Record<string, string>> = {
  'information/about': '/about',
  'information/accessibility': '/accessibility',
  'information/faq': '/faq',
  'information/help': '/help',
  'information/emergency-numbers': '/emergency-numbers',
  'information/privacy': '/privacy',
  'information/terms': '/terms',
  'information/talk-to-us': '/talk-to-us',
  'announcements/public-holiday': '/announcements/public-holiday',
};

/** The pages offered when a question names none: the ones people ask for most. */
const FIRST_INFORMATION_PAGES = [
  'information/faq',
  'information/help',
  'information/talk-to-us',
  'information/emergency-numbers',
];

/** The parts of the answer to the conversation's last message (the person's), without `done`. */
export function answerAssistant(
  request: AssistantWireRequest,
  world: SandboxWorld,
  catalogue: Catalogue,
): AssistantWirePart[] {
  const lang: Language = request.lang;
  const question = [...request.messages].reverse().find((message) => message.role === 'user');
  const text = question?.text ?? '';
  const intent = assistantIntentOf(text);
  const answer = (() => {
    switch (intent) {
      case 'payBills':
        return billsAnswer(world, lang);
      case 'myApplications':
        return applicationsAnswer(world, lang);
      case 'applyForService':
        return servicesAnswer(catalogue, assistantTopicOf(text), lang);
      case 'findInformation':
        return informationAnswer(assistantTopicOf(text), lang);
      default:
        return openAnswer(catalogue, text, lang);
    }
  })();
  const suggestions = (Object.keys(SUGGESTIONS) as AssistantIntent[])
    .filter((other) => other !== intent)
    .map((other) => SUGGESTIONS[other][lang]);
  return [...answer, { type: 'suggestions', replies: suggestions }];
}

function say(en: string, ar: string, lang: Language): AssistantWirePart {
  return { type: 'text', text: lang === 'ar' ? ar : en };
}

/** "N bills due" in Arabic, in the plural form the count takes (CLDR: one, two, few, many, other). */
function arabicBillCount(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return 'فاتورة واحدة مستحقة';
    case 'two':
      return 'فاتورتان مستحقتان';
    case 'few':
      return `${count} فواتير مستحقة`;
    case 'many':
      return `${count} فاتورة مستحقة`;
    default:
      return `${count} فاتورة مستحقة`;
  }
}

function billsAnswer(world: SandboxWorld, lang: Language): AssistantWirePart[] {
  if (!world.auth.signedIn) {
    return [
      { type: 'text', text: SIGN_IN_FIRST[lang] },
      {
        type: 'link',
        title: lang === 'ar' ? 'فواتيري ومدفوعاتي' : 'My bills and payments',
        href: `${prefixOf(lang)}/my-utilities`,
      },
    ];
  }
  const allDue = world.linkedAccounts
    .map((account) => ({ account, amount: amountDueOf(account), bill: openBillOf(account) }))
    .filter(({ amount }) => amount > 0);
  // The sentence counts every bill due; the cards show the first few (the rest are on My bills).
  const due = allDue.slice(0, MAX_CARDS);
  if (due.length === 0) {
    return [
      say(
        'You have no bills to pay right now. Your linked accounts are all paid.',
        'لا توجد فواتير مستحقة عليك الآن. جميع حساباتك المرتبطة مدفوعة.',
        lang,
      ),
    ];
  }
  const total = allDue.reduce((sum, { amount }) => sum + amount, 0);
  const count = allDue.length;
  const parts: AssistantWirePart[] = [
    say(
      `You have ${count === 1 ? '1 bill' : `${count} bills`} to pay, AED\u00a0${formatAmount(total)} in all. Choose Pay on a bill to pay it now.`,
      `لديك ${arabicBillCount(count)} بإجمالي ${formatAmount(total, { locale: 'ar-AE' })}\u00a0درهم. اختر «ادفع» على الفاتورة لدفعها الآن.`,
      lang,
    ),
  ];
  for (const { account, amount, bill } of due) {
    const provider = PROVIDERS.find((candidate) => candidate.code === account.providerCode);
    parts.push({
      type: 'bill',
      entity: account.entity,
      accountId: account.id,
      provider: provider?.name[lang] ?? account.entity.toUpperCase(),
      nickname: account.nickname,
      accountNumber: account.accountNumber,
      amountDue: amount,
      currency: 'AED',
      ...(bill ? { dueDate: bill.dueDate } : {}),
    });
  }
  if (allDue.length > due.length) {
    parts.push({
      type: 'link',
      title: lang === 'ar' ? 'جميع فواتيري' : 'All my bills',
      href: `${prefixOf(lang)}/my-utilities`,
    });
  }
  return parts;
}

function applicationsAnswer(world: SandboxWorld, lang: Language): AssistantWirePart[] {
  if (!world.auth.signedIn) {
    return [
      { type: 'text', text: SIGN_IN_FIRST[lang] },
      {
        type: 'link',
        title: lang === 'ar' ? 'خزانتي' : 'My locker',
        href: `${prefixOf(lang)}/mylocker`,
      },
    ];
  }
  const applications = world.applications
    .filter((application) => application.ApplicationType !== 'DRAFT')
    .slice(0, MAX_CARDS);
  if (applications.length === 0) {
    return [say('You have no applications yet.', 'ليس لديك أي طلبات بعد.', lang)];
  }
  return [
    say(
      `Here are your latest applications and where they stand.`,
      'إليك أحدث طلباتك وحالة كل منها.',
      lang,
    ),
    ...applications.map((application): AssistantWirePart => ({
      type: 'application',
      reference: application.RefCode,
      title: application.ServiceName[lang],
      status: APPLICATION_STATUSES[application.EntityStatusCode]?.[lang] ?? '—',
      statusDate: application.StatusDate,
    })),
    {
      type: 'link',
      title: lang === 'ar' ? 'كل طلباتي في خزانتي' : 'All my applications in My locker',
      href: `${prefixOf(lang)}/mylocker`,
    },
  ];
}

function serviceCard(service: CatalogueService, lang: Language): AssistantWirePart {
  return {
    type: 'service',
    id: service.id,
    title: service.ServiceShortName[lang],
    description: service.description[lang],
    entity: service.entity.name[lang],
    path: service.path,
  };
}

function servicesAnswer(catalogue: Catalogue, topic: string, lang: Language): AssistantWirePart[] {
  if (topic === '') {
    const popular = [...catalogue.services]
      .filter((service) => service.OnlineService && !service.mobileOnly)
      .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id))
      .slice(0, 4);
    return [
      say(
        'Which service? Tell me what it is about, for example “renew a trade licence”. These are the ones people use most:',
        'ما الخدمة التي تريدها؟ أخبرني عن موضوعها، مثل «تجديد رخصة تجارية». هذه أكثر الخدمات استخداماً:',
        lang,
      ),
      ...popular.map((service) => serviceCard(service, lang)),
    ];
  }
  const hits = catalogue.search.search({ q: topic, pageSize: MAX_CARDS }).hits;
  if (hits.length === 0) {
    return [
      say(
        `I found no service about “${topic}”. Try other words, or browse all services.`,
        `لم أجد خدمة عن «${topic}». جرّب كلمات أخرى، أو تصفّح كل الخدمات.`,
        lang,
      ),
      {
        type: 'link',
        title: lang === 'ar' ? 'كل الخدمات' : 'All services',
        href: `${prefixOf(lang)}/services/individual`,
      },
    ];
  }
  return [
    say(
      `These services match “${topic}”. Open one to see what you need and apply.`,
      `هذه الخدمات تطابق «${topic}». افتح إحداها لترى ما تحتاجه وتقدّم.`,
      lang,
    ),
    ...hits.map(({ service }) => serviceCard(service, lang)),
  ];
}

function informationLink(key: string, lang: Language): AssistantWirePart | undefined {
  const [group = '', name = ''] = key.split('/');
  const page = informationPage(group, name, lang);
  const path = INFORMATION_PATHS[key];
  if (!page || !path) return undefined;
  return {
    type: 'link',
    title: String(page['Title']),
    href: `${prefixOf(lang)}${path}`,
    description: String(page['Summary']),
  };
}

function informationAnswer(topic: string, lang: Language): AssistantWirePart[] {
  const words = tokenise(topic);
  const scored = INFORMATION_PAGE_KEYS.map((key) => {
    const [group = '', name = ''] = key.split('/');
    const haystack = (['en', 'ar'] as const)
      .map((language) => {
        const page = informationPage(group, name, language);
        return page
          ? normaliseText(`${String(page['Title'])} ${String(page['Summary'])} ${name}`)
          : '';
      })
      .join(' ');
    return { key, score: words.filter((word) => haystack.includes(word)).length };
  })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  const keys = scored.length > 0 ? scored.map(({ key }) => key) : FIRST_INFORMATION_PAGES;
  const links = keys
    .slice(0, MAX_CARDS)
    .map((key) => informationLink(key, lang))
    .filter((link) => link !== undefined);
  return [
    scored.length > 0
      ? say('These pages have what you asked about:', 'هذه الصفحات فيها ما سألت عنه:', lang)
      : say(
          'Here is where to find answers: the common questions, help with the portal, how to reach us and the emergency numbers.',
          'إليك أين تجد الإجابات: الأسئلة الشائعة، والمساعدة في استخدام البوابة، وطرق التواصل معنا، وأرقام الطوارئ.',
          lang,
        ),
    ...links,
  ];
}

function openAnswer(catalogue: Catalogue, text: string, lang: Language): AssistantWirePart[] {
  const hits = text.trim() === '' ? [] : catalogue.search.search({ q: text, pageSize: 3 }).hits;
  if (hits.length > 0) {
    return [
      say(
        'These services may be what you are looking for:',
        'قد تكون هذه الخدمات ما تبحث عنه:',
        lang,
      ),
      ...hits.map(({ service }) => serviceCard(service, lang)),
    ];
  }
  return [
    say(
      'I can help you pay your bills, apply for a service, find information or follow your applications. What would you like to do?',
      'يمكنني مساعدتك في دفع فواتيرك، والتقديم على خدمة، والعثور على المعلومات، ومتابعة طلباتك. ماذا تريد أن تفعل؟',
      lang,
    ),
  ];
}

/**
 * An answer's prose cut into pieces of a few words, as a model streams its tokens: the page shows
 * them as they come. Joined in order they are the text again.
 */
export function textPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece)
    pieces.push(words.slice(index, index + wordsPerPiece).join(''));
  return pieces;
}
