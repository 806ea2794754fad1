import type { IdeaStatus, IdeaStatusStep } from '@portal/core';
import { IDEA_STATUS_NEXT } from '@portal/core';
import { daysFrom } from './clock';
import type { Random } from './random';
import type { Bilingual } from './text';

/*
 * The community world (tamm-by-you, issue W; every call ASSUMED in core's api/community): residents'
 * ideas about the city's services in both languages, their dated histories, support, comments and
 * official answers, the contributors who wrote them, and the demo person's own ideas, draft and
 * public profile. Generated from the seed (the same seed, the same community) around `now`.
 */

/** The demo person's contributor id: their ideas, supports and comments carry it. */
export const ME = 'me';

/** A topic ideas are filed under. */
export interface CommunityTopic {
  readonly topicId: string;
  readonly name: Bilingual;
}

/** A resident who writes ideas and comments (never the demo person). */
export interface Contributor {
  readonly contributorId: string;
  readonly publicName: Bilingual;
  readonly avatarId: string;
}

/** One person's support of an idea, and when they gave it. */
export interface IdeaSupportRecord {
  readonly by: string;
  readonly at: string;
}

/** A comment; a resident's in both languages, the demo person's as they typed it (`en` = `ar`). */
export interface CommunityComment {
  readonly commentId: string;
  readonly by: string;
  readonly text: Bilingual;
  readonly postedAt: string;
}

/** An idea as the sandbox keeps it. */
export interface CommunityIdea {
  readonly ideaId: number;
  readonly by: string;
  readonly title: Bilingual;
  readonly description: Bilingual;
  readonly topicId: string;
  readonly history: IdeaStatusStep[];
  readonly supports: IdeaSupportRecord[];
  readonly comments: CommunityComment[];
  readonly officialAnswer?: {
    readonly entityName: Bilingual;
    readonly text: Bilingual;
    readonly answeredAt: string;
  };
  readonly attachment?: { readonly fileId: string; readonly name: string };
}

/** A draft of an idea the demo person saved. */
export interface CommunityDraft {
  readonly draftId: string;
  readonly title?: string;
  readonly description?: string;
  readonly topicId?: string;
  readonly attachmentFileId?: string;
  readonly savedAt: string;
}

/** The demo person's public profile: the seeded default until they change it. */
export interface CommunityProfileState {
  publicName: Bilingual;
  avatarId: string;
}

/** Everything the community pages read and change. */
export interface CommunityState {
  readonly topics: readonly CommunityTopic[];
  readonly contributors: ReadonlyMap<string, Contributor>;
  readonly ideas: CommunityIdea[];
  readonly drafts: Map<string, CommunityDraft>;
  readonly profile: CommunityProfileState;
  /** The id the next submitted idea gets. */
  nextIdeaId: number;
  /** Counter of drafts and comments created in this session. */
  nextItem: number;
}

/** The idea's current status: the last step of its history. */
export function statusOf(idea: CommunityIdea): IdeaStatus {
  return (idea.history.at(-1) as IdeaStatusStep).status;
}

/** The topics, in the order the form shows them. */
export const COMMUNITY_TOPICS: readonly CommunityTopic[] = [
  { topicId: 'transport', name: { en: 'Public transport', ar: 'النقل العام' } },
  { topicId: 'roads-parking', name: { en: 'Roads and parking', ar: 'الطرق والمواقف' } },
  { topicId: 'parks-environment', name: { en: 'Parks and environment', ar: 'الحدائق والبيئة' } },
  { topicId: 'cleanliness', name: { en: 'Cleanliness and waste', ar: 'النظافة والنفايات' } },
  { topicId: 'health', name: { en: 'Health', ar: 'الصحة' } },
  { topicId: 'education', name: { en: 'Education', ar: 'التعليم' } },
  { topicId: 'digital-services', name: { en: 'Digital services', ar: 'الخدمات الرقمية' } },
  { topicId: 'community-life', name: { en: 'Community life', ar: 'الحياة المجتمعية' } },
];

const CONTRIBUTORS: readonly Omit<Contributor, 'avatarId'>[] = [
  { contributorId: 'c-01', publicName: { en: 'Fatima K.', ar: 'فاطمة ك.' } },
  { contributorId: 'c-02', publicName: { en: 'Omar Al-Hashemi', ar: 'عمر الهاشمي' } },
  { contributorId: 'c-03', publicName: { en: 'Priya N.', ar: 'بريا ن.' } },
  { contributorId: 'c-04', publicName: { en: 'Khalid R.', ar: 'خالد ر.' } },
  { contributorId: 'c-05', publicName: { en: 'Mariam S.', ar: 'مريم س.' } },
  { contributorId: 'c-06', publicName: { en: 'John D.', ar: 'جون د.' } },
  { contributorId: 'c-07', publicName: { en: 'Aisha Y.', ar: 'عائشة ي.' } },
  { contributorId: 'c-08', publicName: { en: 'Saeed Al-Mazrouei', ar: 'سعيد المزروعي' } },
  { contributorId: 'c-09', publicName: { en: 'Layla H.', ar: 'ليلى ح.' } },
  { contributorId: 'c-10', publicName: { en: 'Rashid B.', ar: 'راشد ب.' } },
];

/** Ideas: topic, title and description in both languages (the community's seed texts). */
const IDEA_TEXTS: readonly { topicId: string; title: Bilingual; description: Bilingual }[] = [
  {
    topicId: 'transport',
    title: {
      en: 'Shaded bus stops on Corniche Road',
      ar: 'مظلات لمواقف الحافلات على شارع الكورنيش',
    },
    description: {
      en: 'Most bus stops along the Corniche have no shade. Waiting in the summer sun is hard for older people and children; shaded, cooled shelters would make the bus a real choice in summer.',
      ar: 'معظم مواقف الحافلات على الكورنيش بلا مظلات. الانتظار تحت شمس الصيف صعب على كبار السن والأطفال، والمظلات المبرّدة ستجعل الحافلة خيارًا حقيقيًا في الصيف.',
    },
  },
  {
    topicId: 'transport',
    title: {
      en: 'Live arrival times at every bus stop',
      ar: 'أوقات وصول مباشرة في كل موقف حافلات',
    },
    description: {
      en: 'Screens or QR codes at each stop showing when the next buses arrive, so people can plan instead of waiting without knowing.',
      ar: 'شاشات أو رموز استجابة سريعة في كل موقف تعرض موعد وصول الحافلات التالية، ليخطط الناس بدلًا من الانتظار دون معرفة.',
    },
  },
  {
    topicId: 'transport',
    title: {
      en: 'Weekend bus to the Saadiyat beaches',
      ar: 'حافلة في عطلة نهاية الأسبوع إلى شواطئ السعديات',
    },
    description: {
      en: 'A direct weekend bus from the city centre to the Saadiyat beaches would cut traffic and parking pressure and help families without a car.',
      ar: 'حافلة مباشرة في عطلة نهاية الأسبوع من وسط المدينة إلى شواطئ السعديات تخفف الزحام وضغط المواقف وتساعد الأسر التي لا تملك سيارة.',
    },
  },
  {
    topicId: 'roads-parking',
    title: { en: 'Show free parking spaces on the map', ar: 'عرض المواقف الشاغرة على الخريطة' },
    description: {
      en: 'Mawaqif sensors already know which spaces are free. Showing them on a map in the app would save drivers from circling the block.',
      ar: 'تعرف حساسات مواقف بالفعل الأماكن الشاغرة. عرضها على خريطة في التطبيق يوفّر على السائقين الدوران حول المبنى.',
    },
  },
  {
    topicId: 'roads-parking',
    title: {
      en: 'Safer school crossings in Khalifa City',
      ar: 'معابر مدرسية أكثر أمانًا في مدينة خليفة',
    },
    description: {
      en: 'Raised crossings and crossing guards at the busiest school gates in Khalifa City, where cars drive fast at drop-off time.',
      ar: 'معابر مرتفعة ومراقبون عند أكثر بوابات المدارس ازدحامًا في مدينة خليفة، حيث تسير السيارات بسرعة وقت توصيل الطلاب.',
    },
  },
  {
    topicId: 'roads-parking',
    title: { en: 'Reminder before a parking permit expires', ar: 'تذكير قبل انتهاء تصريح المواقف' },
    description: {
      en: 'A message a week before a resident parking permit expires, with a link to renew it, so nobody is fined for a permit they forgot.',
      ar: 'رسالة قبل أسبوع من انتهاء تصريح مواقف السكان مع رابط لتجديده، حتى لا يُخالف أحد بسبب تصريح نسيه.',
    },
  },
  {
    topicId: 'parks-environment',
    title: {
      en: 'More shaded trees along walking paths',
      ar: 'مزيد من الأشجار الظليلة على ممرات المشي',
    },
    description: {
      en: 'Plant native shade trees along the walking and cycling paths so they can be used in the afternoon, not only early in the morning.',
      ar: 'زراعة أشجار محلية ظليلة على ممرات المشي والدراجات لتُستخدم بعد الظهر، لا في الصباح الباكر فقط.',
    },
  },
  {
    topicId: 'parks-environment',
    title: {
      en: 'Drinking water fountains in public parks',
      ar: 'نوافير مياه شرب في الحدائق العامة',
    },
    description: {
      en: 'Refill fountains in every public park would cut plastic bottles and keep people who exercise outdoors safe in the heat.',
      ar: 'نوافير لإعادة تعبئة المياه في كل حديقة عامة تقلل الزجاجات البلاستيكية وتحمي من يمارسون الرياضة في الهواء الطلق من الحر.',
    },
  },
  {
    topicId: 'parks-environment',
    title: { en: 'Community gardens in residential areas', ar: 'حدائق مجتمعية في الأحياء السكنية' },
    description: {
      en: 'Small plots residents can rent to grow vegetables and herbs, with water and tools shared, to bring neighbours together.',
      ar: 'قطع صغيرة يستأجرها السكان لزراعة الخضروات والأعشاب، مع مياه وأدوات مشتركة، لتقريب الجيران بعضهم من بعض.',
    },
  },
  {
    topicId: 'cleanliness',
    title: { en: 'Recycling bins next to every building', ar: 'حاويات إعادة تدوير بجانب كل مبنى' },
    description: {
      en: 'Separate bins for paper, plastic and glass next to the general bins, collected on a known day, so recycling is as easy as throwing away.',
      ar: 'حاويات منفصلة للورق والبلاستيك والزجاج بجانب الحاويات العامة تُجمع في يوم معروف، ليصبح التدوير سهلًا كالرمي.',
    },
  },
  {
    topicId: 'cleanliness',
    title: {
      en: 'Book a bulky waste pickup online',
      ar: 'حجز موعد لجمع النفايات الكبيرة عبر الإنترنت',
    },
    description: {
      en: 'Let residents book a time for old furniture and appliances to be collected, instead of leaving them beside the bins for days.',
      ar: 'تمكين السكان من حجز موعد لجمع الأثاث والأجهزة القديمة بدلًا من تركها بجانب الحاويات أيامًا.',
    },
  },
  {
    topicId: 'cleanliness',
    title: { en: 'Report a dirty street with a photo', ar: 'الإبلاغ عن شارع متسخ بصورة' },
    description: {
      en: 'A quick way in the app to send a photo and location of litter or a full bin, and to be told when it is cleaned.',
      ar: 'طريقة سريعة في التطبيق لإرسال صورة وموقع للنفايات أو حاوية ممتلئة، وإبلاغك عند تنظيفها.',
    },
  },
  {
    topicId: 'health',
    title: {
      en: 'See clinic waiting times before going',
      ar: 'معرفة أوقات الانتظار في العيادات قبل الذهاب',
    },
    description: {
      en: 'Show the current waiting time at urgent care clinics so people can choose the least busy one near them.',
      ar: 'عرض وقت الانتظار الحالي في عيادات الرعاية العاجلة ليختار الناس أقلها ازدحامًا بالقرب منهم.',
    },
  },
  {
    topicId: 'health',
    title: { en: 'Vaccination reminders for children', ar: 'تذكيرات بتطعيمات الأطفال' },
    description: {
      en: 'A reminder to parents when a child’s next vaccination is due, with a link to book it at the nearest centre.',
      ar: 'تذكير للوالدين عند اقتراب موعد التطعيم التالي للطفل، مع رابط لحجزه في أقرب مركز.',
    },
  },
  {
    topicId: 'health',
    title: {
      en: 'Free health checks at community centres',
      ar: 'فحوصات صحية مجانية في المراكز المجتمعية',
    },
    description: {
      en: 'Monthly blood pressure and sugar checks at community centres, for people who would not otherwise see a doctor.',
      ar: 'فحوصات شهرية لضغط الدم والسكري في المراكز المجتمعية لمن لا يزورون الطبيب عادة.',
    },
  },
  {
    topicId: 'education',
    title: {
      en: 'Public library open until midnight in exams',
      ar: 'مكتبة عامة مفتوحة حتى منتصف الليل أيام الامتحانات',
    },
    description: {
      en: 'During exam weeks, keep one public library per city open late as a quiet place to study.',
      ar: 'خلال أسابيع الامتحانات، إبقاء مكتبة عامة واحدة في كل مدينة مفتوحة حتى وقت متأخر مكانًا هادئًا للدراسة.',
    },
  },
  {
    topicId: 'education',
    title: { en: 'Arabic classes for new residents', ar: 'دروس لغة عربية للمقيمين الجدد' },
    description: {
      en: 'Free evening Arabic classes for new residents, to help them settle in and talk with their neighbours.',
      ar: 'دروس مسائية مجانية في اللغة العربية للمقيمين الجدد لمساعدتهم على الاستقرار والتحدث مع جيرانهم.',
    },
  },
  {
    topicId: 'education',
    title: {
      en: 'School transport tracking for parents',
      ar: 'تتبّع الحافلة المدرسية لأولياء الأمور',
    },
    description: {
      en: 'Let parents see where the school bus is in the morning, so children do not wait outside longer than needed.',
      ar: 'تمكين أولياء الأمور من معرفة موقع الحافلة المدرسية صباحًا، حتى لا ينتظر الأطفال في الخارج أكثر من اللازم.',
    },
  },
  {
    topicId: 'digital-services',
    title: { en: 'One renewal for all my documents', ar: 'تجديد واحد لجميع وثائقي' },
    description: {
      en: 'When several documents expire in the same month, let me renew them in one request and pay once.',
      ar: 'عندما تنتهي عدة وثائق في الشهر نفسه، اسمحوا لي بتجديدها في طلب واحد والدفع مرة واحدة.',
    },
  },
  {
    topicId: 'digital-services',
    title: { en: 'Pay all utility bills in one step', ar: 'دفع جميع فواتير المرافق بخطوة واحدة' },
    description: {
      en: 'A single button to pay every due water, electricity and telecom bill together, with one receipt.',
      ar: 'زر واحد لدفع جميع فواتير المياه والكهرباء والاتصالات المستحقة معًا، بإيصال واحد.',
    },
  },
  {
    topicId: 'digital-services',
    title: { en: 'Save a form and finish it on my phone', ar: 'حفظ النموذج وإكماله على هاتفي' },
    description: {
      en: 'Start a long application on a computer, save it, and finish it later on the phone without typing everything again.',
      ar: 'بدء طلب طويل على الحاسوب وحفظه وإكماله لاحقًا على الهاتف دون كتابة كل شيء من جديد.',
    },
  },
  {
    topicId: 'community-life',
    title: { en: 'Evening markets in neighbourhood squares', ar: 'أسواق مسائية في ساحات الأحياء' },
    description: {
      en: 'Monthly evening markets in neighbourhood squares for local makers and home businesses, open to everyone.',
      ar: 'أسواق مسائية شهرية في ساحات الأحياء للحرفيين المحليين والمشاريع المنزلية، مفتوحة للجميع.',
    },
  },
  {
    topicId: 'community-life',
    title: { en: 'Volunteer matching for residents', ar: 'ربط السكان بفرص التطوع' },
    description: {
      en: 'A place to find volunteering near home, from beach clean-ups to reading with children, and sign up in a minute.',
      ar: 'مكان لإيجاد فرص التطوع قرب المنزل، من تنظيف الشواطئ إلى القراءة مع الأطفال، والتسجيل في دقيقة.',
    },
  },
  {
    topicId: 'community-life',
    title: {
      en: 'Quiet hours for people with autism at malls',
      ar: 'ساعات هادئة لذوي التوحد في المراكز التجارية',
    },
    description: {
      en: 'One morning a week with dimmed lights and no music in large malls, so families of people with autism can shop calmly.',
      ar: 'صباح واحد أسبوعيًا بإضاءة خافتة ودون موسيقى في المراكز التجارية الكبيرة، لتتسوق أسر ذوي التوحد بهدوء.',
    },
  },
];

/** The government entity that answers ideas of each topic. */
const ENTITY_OF_TOPIC: Readonly<Record<string, Bilingual>> = {
  transport: { en: 'Integrated Transport Centre', ar: 'مركز النقل المتكامل' },
  'roads-parking': { en: 'Integrated Transport Centre', ar: 'مركز النقل المتكامل' },
  'parks-environment': {
    en: 'Department of Municipalities and Transport',
    ar: 'دائرة البلديات والنقل',
  },
  cleanliness: { en: 'Tadweer Group', ar: 'مجموعة تدوير' },
  health: { en: 'Department of Health', ar: 'دائرة الصحة' },
  education: { en: 'Department of Education and Knowledge', ar: 'دائرة التعليم والمعرفة' },
  'digital-services': { en: 'Department of Government Enablement', ar: 'دائرة التمكين الحكومي' },
  'community-life': { en: 'Department of Community Development', ar: 'دائرة تنمية المجتمع' },
};

const ANSWERS: Readonly<Record<'accepted' | 'implemented' | 'declined', Bilingual>> = {
  accepted: {
    en: 'Thank you for this idea. We have accepted it and added it to next year’s plan; we will post here when work starts.',
    ar: 'شكرًا لك على هذه الفكرة. قبلناها وأضفناها إلى خطة العام المقبل، وسننشر هنا عند بدء العمل.',
  },
  implemented: {
    en: 'This idea is now in place. Thank you to everyone who supported it and told us how it should work.',
    ar: 'نُفّذت هذه الفكرة الآن. شكرًا لكل من دعمها وأخبرنا كيف ينبغي أن تعمل.',
  },
  declined: {
    en: 'Thank you for the idea. We cannot take it forward now: a similar project is already under way, and we will share its progress.',
    ar: 'شكرًا لك على الفكرة. لا يمكننا المضي بها الآن، فهناك مشروع مشابه قيد التنفيذ وسنشارك تقدّمه.',
  },
};

const COMMENTS: readonly Bilingual[] = [
  {
    en: 'Yes please, this would help my family every day.',
    ar: 'نعم من فضلكم، سيساعد هذا عائلتي كل يوم.',
  },
  {
    en: 'Good idea. It should start in the busiest areas first.',
    ar: 'فكرة جيدة. يجب أن تبدأ في المناطق الأكثر ازدحامًا أولًا.',
  },
  {
    en: 'We tried something like this in our neighbourhood and it worked well.',
    ar: 'جرّبنا شيئًا مشابهًا في حيّنا ونجح.',
  },
  {
    en: 'Please think about people of determination too.',
    ar: 'أرجو التفكير في أصحاب الهمم أيضًا.',
  },
  { en: 'Could it be in the TAMM app as well?', ar: 'هل يمكن أن يكون في تطبيق تم أيضًا؟' },
  { en: 'I support this, especially in summer.', ar: 'أؤيد هذا، خاصة في الصيف.' },
];

/** The statuses the seeded ideas end in, in turn, so every status is listed several times. */
const FINAL_STATUSES: readonly IdeaStatus[] = [
  'submitted',
  'underReview',
  'accepted',
  'implemented',
  'declined',
];

/** The walk from `submitted` to `status` (accepted goes through review, as core's rule says). */
function pathTo(status: IdeaStatus): IdeaStatus[] {
  const walk: IdeaStatus[] = ['submitted'];
  const target: Record<IdeaStatus, IdeaStatus[]> = {
    submitted: [],
    underReview: ['underReview'],
    accepted: ['underReview', 'accepted'],
    implemented: ['underReview', 'accepted', 'implemented'],
    declined: ['underReview', 'declined'],
  };
  for (const next of target[status]) {
    if (!IDEA_STATUS_NEXT[walk.at(-1) as IdeaStatus].includes(next))
      throw new Error(`seed: ${next} cannot follow ${String(walk.at(-1))}`);
    walk.push(next);
  }
  return walk;
}

/** The demo person's seeded ideas: indexes into {@link IDEA_TEXTS} and their status. */
const MY_IDEAS: ReadonlyMap<number, IdeaStatus> = new Map([
  [5, 'accepted'],
  [20, 'underReview'],
]);

/**
 * The community around `now`: one idea per seed text (ids 101…), ending in each status in turn,
 * submitted 10–240 days ago with each later step some days after the one before (a decided idea
 * was decided in the last weeks for a few, so "this month" has a leaderboard), support from
 * residents dated between submission and decision, comments from contributors, and an official
 * answer on every decided idea. Two ideas are the demo person's (one accepted, one under review),
 * and they support two others.
 */
export function seedCommunity(random: Random, now: Date): CommunityState {
  const contributors = new Map(
    CONTRIBUTORS.map((contributor, index) => [
      contributor.contributorId,
      { ...contributor, avatarId: `avatar-${String((index % 12) + 1).padStart(2, '0')}` },
    ]),
  );
  const ids = [...contributors.keys()];
  const ideas = IDEA_TEXTS.map((text, index): CommunityIdea => {
    const final =
      MY_IDEAS.get(index) ?? (FINAL_STATUSES[index % FINAL_STATUSES.length] as IdeaStatus);
    const walk = pathTo(final);
    // Every other decided idea was submitted in the last three weeks, so this month's board is
    // not empty; the rest months ago.
    const recent = walk.length > 2 && index % 2 === 0;
    let day = recent ? -random.int(14, 20) : -random.int(60, 240);
    const history: IdeaStatusStep[] = walk.map((status, step) => {
      if (step > 0) day = Math.min(-1, day + random.int(2, 6));
      return { status, at: daysFrom(now, day).toISOString() };
    });
    const submitted = Date.parse((history[0] as IdeaStatusStep).at);
    const decided =
      history.length > 2 ? Date.parse((history[2] as IdeaStatusStep).at) : now.getTime();
    const supports: IdeaSupportRecord[] = Array.from({ length: random.int(3, 60) }, (_, n) => ({
      by: `resident-${index}-${n}`,
      at: new Date(submitted + Math.floor(random.next() * (decided - submitted))).toISOString(),
    }));
    const by = MY_IDEAS.has(index) ? ME : (ids[index % ids.length] as string);
    const comments = Array.from({ length: random.int(0, 3) }, (_, n): CommunityComment => {
      const author = ids[(index + n + 1) % ids.length] as string;
      return {
        commentId: `cm-${index + 1}-${n + 1}`,
        by: author,
        text: COMMENTS[(index + n) % COMMENTS.length] as Bilingual,
        postedAt: new Date(submitted + (n + 1) * 3_600_000 * random.int(2, 48)).toISOString(),
      };
    });
    const decision = history.find(
      (step) => step.status === 'accepted' || step.status === 'declined',
    );
    const answerKind =
      final === 'implemented' ? 'implemented' : final === 'accepted' ? 'accepted' : 'declined';
    return {
      ideaId: 101 + index,
      by,
      title: text.title,
      description: text.description,
      topicId: text.topicId,
      history,
      supports,
      comments,
      ...(decision === undefined
        ? {}
        : {
            officialAnswer: {
              entityName: ENTITY_OF_TOPIC[text.topicId] as Bilingual,
              text: ANSWERS[answerKind],
              answeredAt: (history.at(-1) as IdeaStatusStep).at,
            },
          }),
    };
  });
  // The demo person supports two open ideas of others.
  for (const idea of ideas.filter((i) => i.by !== ME && i.history.length <= 2).slice(0, 2))
    idea.supports.push({ by: ME, at: daysFrom(now, -1).toISOString() });
  const draftId = 'draft-000001';
  return {
    topics: COMMUNITY_TOPICS,
    contributors,
    ideas,
    drafts: new Map([
      [
        draftId,
        {
          draftId,
          title: 'Cooler playgrounds in summer',
          description: 'Shade sails over the playground equipment in public parks',
          topicId: 'parks-environment',
          savedAt: daysFrom(now, -3).toISOString(),
        },
      ],
    ]),
    profile: (() => {
      const number = random.int(1000, 9999);
      return {
        publicName: { en: `Resident ${number}`, ar: `مقيم ${number}` },
        avatarId: 'avatar-05',
      };
    })(),
    nextIdeaId: 101 + ideas.length,
    nextItem: 2,
  };
}
