import type { Bilingual, Language } from '../state/text';
import type { CatalogueService } from './serviceCatalogue';

/**
 * What a service page shows beyond the name (SCREENS.md S7.1; core's `serviceSchema`, whose fields
 * for these are ASSUMED): requirements, documents, fees, steps, duration, channels, related
 * services and where the service starts. Built from the service's action, subject, audience and
 * entity, the same for the same service (no random draw: the catalogue's seeded values stay put).
 */
export interface ServiceDetails {
  readonly requirements: readonly Bilingual[];
  readonly documents: readonly Bilingual[];
  /** Each fee in AED; none for a free service. */
  readonly fees: readonly { readonly label: Bilingual; readonly amount: number }[];
  readonly steps: readonly Bilingual[];
  readonly duration: Bilingual;
  readonly channels: readonly {
    readonly type: 'online' | 'serviceCentre' | 'app' | 'phone';
    readonly text: Bilingual;
  }[];
  /** 3–5 other services of the same category, those on the same subject first. */
  readonly related: readonly CatalogueService[];
  /** Where the online service starts, on the entity's own site; none when not applied for online. */
  readonly startUrl: (language: Language) => string | undefined;
}

/** The origin of an entity's own site in the sandbox (the portal's trusted service origins list them). */
export function entitySiteOf(entityKey: string): string {
  return `https://${entityKey}.sandbox.portal.example`;
}

/** A small stable number from a text (FNV-1a), for the per-service variations. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const fill = (text: Bilingual, subject: Bilingual, entity: Bilingual): Bilingual => ({
  en: text.en.replaceAll('{s}', subject.en).replaceAll('{e}', entity.en),
  ar: text.ar.replaceAll('{s}', subject.ar).replaceAll('{e}', entity.ar),
});

/** Per action: one requirement, one or two documents, the service fee in AED and the time it takes. */
const BY_ACTION: Readonly<
  Record<
    string,
    {
      readonly requirement: Bilingual;
      readonly documents: readonly Bilingual[];
      readonly fee: number;
      readonly duration: Bilingual;
    }
  >
> = {
  issue: {
    requirement: { en: 'No other {s} in your name today', ar: 'عدم وجود {s} باسمك حاليًا' },
    documents: [
      { en: 'Completed application form', ar: 'نموذج الطلب مستوفى البيانات' },
      { en: 'Personal photo with a white background', ar: 'صورة شخصية بخلفية بيضاء' },
    ],
    fee: 300,
    duration: { en: '3 working days', ar: '3 أيام عمل' },
  },
  renew: {
    requirement: {
      en: 'The {s} has expired or expires within 90 days',
      ar: 'انتهاء صلاحية {s} أو قرب انتهائها خلال 90 يومًا',
    },
    documents: [{ en: 'The current {s}', ar: 'النسخة الحالية من {s}' }],
    fee: 200,
    duration: { en: '1 working day', ar: 'يوم عمل واحد' },
  },
  cancel: {
    requirement: {
      en: 'No unpaid fees or fines on the {s}',
      ar: 'سداد جميع الرسوم والمخالفات المترتبة على {s}',
    },
    documents: [
      { en: 'Cancellation request signed by the holder', ar: 'طلب إلغاء موقّع من صاحب العلاقة' },
    ],
    fee: 50,
    duration: { en: '2 working days', ar: 'يوما عمل' },
  },
  modify: {
    requirement: { en: 'The {s} is still valid', ar: 'سريان صلاحية {s}' },
    documents: [{ en: 'Documents that support the change', ar: 'المستندات المؤيدة للتعديل' }],
    fee: 100,
    duration: { en: '3 working days', ar: '3 أيام عمل' },
  },
  replace: {
    requirement: {
      en: 'A report of the loss, or the damaged {s}',
      ar: 'بلاغ بالفقدان أو تسليم النسخة التالفة من {s}',
    },
    documents: [{ en: 'Police report of the loss', ar: 'بلاغ الشرطة بالفقدان' }],
    fee: 150,
    duration: { en: '2 working days', ar: 'يوما عمل' },
  },
  request: {
    requirement: {
      en: 'You meet the eligibility conditions of the {s}',
      ar: 'استيفاء شروط الأهلية للحصول على {s}',
    },
    documents: [
      { en: 'Completed application form', ar: 'نموذج الطلب مستوفى البيانات' },
      { en: 'Salary certificate or proof of income', ar: 'شهادة راتب أو ما يثبت الدخل' },
    ],
    fee: 100,
    duration: { en: '5 working days', ar: '5 أيام عمل' },
  },
  register: {
    requirement: {
      en: 'Proof that the details to register are correct',
      ar: 'ما يثبت صحة البيانات المراد تسجيلها',
    },
    documents: [{ en: 'Completed registration form', ar: 'نموذج التسجيل مستوفى البيانات' }],
    fee: 250,
    duration: { en: '5 working days', ar: '5 أيام عمل' },
  },
  pay: {
    requirement: { en: 'The reference number of the {s}', ar: 'رقم {s} المرجعي' },
    documents: [{ en: 'The invoice or payment notice', ar: 'الفاتورة أو إشعار الدفع' }],
    fee: 0,
    duration: { en: 'Immediately', ar: 'فوري' },
  },
  track: {
    requirement: { en: "The application's reference number", ar: 'الرقم المرجعي للطلب' },
    documents: [{ en: 'The application receipt', ar: 'إيصال تقديم الطلب' }],
    fee: 0,
    duration: { en: 'Immediately', ar: 'فوري' },
  },
  transfer: {
    requirement: {
      en: 'Both parties agree to the transfer',
      ar: 'موافقة الطرفين على النقل',
    },
    documents: [
      {
        en: 'Transfer agreement signed by both parties',
        ar: 'اتفاقية نقل موقّعة من الطرفين',
      },
      { en: "The new holder's Emirates ID", ar: 'بطاقة هوية صاحب العلاقة الجديد' },
    ],
    fee: 350,
    duration: { en: '7 working days', ar: '7 أيام عمل' },
  },
  inquire: {
    requirement: { en: 'The number of the {s}', ar: 'رقم {s}' },
    documents: [{ en: 'A copy of the {s}', ar: 'نسخة من {s}' }],
    fee: 0,
    duration: { en: 'Immediately', ar: 'فوري' },
  },
  object: {
    requirement: {
      en: 'You object within 30 days of the decision',
      ar: 'تقديم الاعتراض خلال 30 يومًا من تاريخ القرار',
    },
    documents: [
      { en: 'A copy of the decision', ar: 'نسخة من القرار' },
      { en: 'Documents that support the objection', ar: 'المستندات المؤيدة للاعتراض' },
    ],
    fee: 100,
    duration: { en: '15 working days', ar: '15 يوم عمل' },
  },
};

const EMIRATES_ID_REQUIREMENT: Bilingual = {
  en: 'A valid Emirates ID',
  ar: 'بطاقة هوية إماراتية سارية',
};
const UAE_PASS_REQUIREMENT: Bilingual = {
  en: 'A verified UAE PASS account',
  ar: 'حساب موثّق في الهوية الرقمية (UAE PASS)',
};
const AGE_REQUIREMENT: Bilingual = {
  en: 'You are at least 18 years old',
  ar: 'ألّا يقل عمر المتقدم عن 18 عامًا',
};
const PERSONA_REQUIREMENT: Readonly<Record<string, Bilingual>> = {
  emirati: { en: 'You are a UAE national', ar: 'أن يكون المتقدم من مواطني الدولة' },
  expat: { en: 'You hold a valid residence visa', ar: 'أن يحمل المتقدم إقامة سارية' },
};
const BUSINESS_REQUIREMENT: Bilingual = {
  en: 'You own the establishment or sign for it',
  ar: 'أن يكون المتقدم مالك المنشأة أو المفوّض بالتوقيع عنها',
};

const EMIRATES_ID_DOCUMENT: Bilingual = {
  en: 'Emirates ID, both sides',
  ar: 'بطاقة الهوية الإماراتية من الجهتين',
};
const PERSONA_DOCUMENT: Readonly<Record<string, Bilingual>> = {
  emirati: { en: 'Family book', ar: 'خلاصة القيد' },
  expat: { en: 'Passport with the residence visa', ar: 'جواز السفر مع الإقامة' },
};
const BUSINESS_DOCUMENT: Bilingual = {
  en: 'Memorandum of association',
  ar: 'عقد تأسيس المنشأة',
};
const ADDRESS_DOCUMENT: Bilingual = {
  en: 'Proof of address: a tenancy contract or a utility bill',
  ar: 'إثبات العنوان: عقد إيجار أو فاتورة خدمات',
};

const SERVICE_FEE: Bilingual = { en: 'Service fee', ar: 'رسوم الخدمة' };
const KNOWLEDGE_FEE: Bilingual = {
  en: 'Knowledge and innovation fee',
  ar: 'رسوم المعرفة والابتكار',
};

const STEP = {
  signIn: { en: 'Sign in with UAE PASS', ar: 'سجّل الدخول بالهوية الرقمية (UAE PASS)' },
  openApp: { en: 'Open the service in the mobile app', ar: 'افتح الخدمة في التطبيق الذكي' },
  fill: { en: 'Fill in the application', ar: 'املأ بيانات الطلب' },
  upload: { en: 'Upload the documents', ar: 'أرفق المستندات المطلوبة' },
  payOnline: { en: 'Pay the fees online', ar: 'ادفع الرسوم إلكترونيًا' },
  track: { en: 'Follow the request in your locker', ar: 'تابع الطلب من خزانتك' },
  book: {
    en: 'Book a visit to a {e} service centre',
    ar: 'احجز موعدًا في أحد مراكز خدمة {e}',
  },
  bring: { en: 'Bring the original documents', ar: 'أحضر المستندات الأصلية' },
  payCentre: { en: 'Pay the fees at the centre', ar: 'ادفع الرسوم في المركز' },
  outcome: {
    en: 'Receive the outcome by SMS and email',
    ar: 'استلم النتيجة برسالة نصية وبالبريد الإلكتروني',
  },
} as const satisfies Record<string, Bilingual>;

/** The service's page details, from its action, subject, audience and entity. */
export function serviceDetailsOf(
  service: CatalogueService,
  services: readonly CatalogueService[],
): ServiceDetails {
  const rules = BY_ACTION[service.action] ?? BY_ACTION['inquire']!;
  const hash = hashOf(service.id);
  const onePersona = service.personas.length === 1 ? service.personas[0] : undefined;
  const business = service.bundle === 'business';
  const online = service.OnlineService && !service.mobileOnly;
  const subjectOf = (text: Bilingual) => fill(text, service.subject, service.entity.name);

  const requirements = [
    EMIRATES_ID_REQUIREMENT,
    onePersona === undefined ? AGE_REQUIREMENT : PERSONA_REQUIREMENT[onePersona]!,
    ...(business ? [BUSINESS_REQUIREMENT] : []),
    rules.requirement,
    ...(online && service.requiresSignIn ? [UAE_PASS_REQUIREMENT] : []),
  ].map(subjectOf);

  const documents = [
    EMIRATES_ID_DOCUMENT,
    ...(onePersona === undefined ? [] : [PERSONA_DOCUMENT[onePersona]!]),
    business ? BUSINESS_DOCUMENT : ADDRESS_DOCUMENT,
    ...rules.documents,
  ]
    .slice(0, 6)
    .map(subjectOf);

  // Businesses pay twice what people pay; the service fee moves by 0, 50 or 100 per service.
  const serviceFee = rules.fee === 0 ? 0 : rules.fee * (business ? 2 : 1) + (hash % 3) * 50;
  const fees =
    serviceFee === 0
      ? []
      : [
          { label: SERVICE_FEE, amount: serviceFee },
          { label: KNOWLEDGE_FEE, amount: 10 },
        ];

  const steps = (
    service.mobileOnly
      ? [STEP.openApp, STEP.fill, STEP.upload, STEP.outcome]
      : online
        ? [
            ...(service.requiresSignIn ? [STEP.signIn] : []),
            STEP.fill,
            STEP.upload,
            ...(fees.length > 0 ? [STEP.payOnline] : []),
            ...(service.requiresSignIn ? [STEP.track] : [STEP.outcome]),
          ]
        : [STEP.book, STEP.bring, ...(fees.length > 0 ? [STEP.payCentre] : []), STEP.outcome]
  ).map(subjectOf);

  const channels: ServiceDetails['channels'][number][] = [];
  if (service.mobileOnly) {
    channels.push({
      type: 'app',
      text: { en: 'In the government services app', ar: 'عبر تطبيق الخدمات الحكومية' },
    });
  } else if (online) {
    channels.push({
      type: 'online',
      text: subjectOf({ en: 'On the {e} website', ar: 'عبر موقع {e} الإلكتروني' }),
    });
  }
  channels.push({
    type: 'serviceCentre',
    text: subjectOf({
      en: '{e} customer happiness centres',
      ar: 'مراكز سعادة المتعاملين في {e}',
    }),
  });
  if (service.action === 'inquire' || service.action === 'track' || hash % 2 === 0) {
    channels.push({
      type: 'phone',
      text: { en: 'Call 800 555, Sunday to Friday', ar: 'اتصل على 800555 من الأحد إلى الجمعة' },
    });
  }

  // Those on the same subject first (the other actions on it), then the rest of the category,
  // each group in catalogue order from a place that moves with the service.
  const sameCategory = services.filter(
    (other) => other.category.key === service.category.key && other.id !== service.id,
  );
  const rotate = <T>(list: readonly T[]) => {
    const start = list.length === 0 ? 0 : hash % list.length;
    return [...list.slice(start), ...list.slice(0, start)];
  };
  const sameSubject = sameCategory.filter(
    (other) => other.subject.en === service.subject.en && other.action !== service.action,
  );
  const seen = new Set<string>();
  const related = [
    ...rotate(sameSubject).slice(0, 2),
    ...rotate(sameCategory.filter((other) => other.subject.en !== service.subject.en)),
  ]
    .filter((other) => !seen.has(other.id) && seen.add(other.id))
    .slice(0, 3 + (hash % 3));

  const slug = service.path.split('/').pop() ?? service.id;
  return {
    requirements,
    documents,
    fees,
    steps,
    duration: rules.duration,
    channels,
    related,
    startUrl: (language) =>
      online ? `${entitySiteOf(service.entity.key)}/apply/${slug}?lang=${language}` : undefined,
  };
}
