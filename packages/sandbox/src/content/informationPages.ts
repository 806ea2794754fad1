import type { Bilingual, Language } from '../state/text';

/**
 * The portal's information pages (SCREENS.md S7.4) as CMS pages (`/api/cms/getCmsPage/{group}/{name}`):
 * the `information` group the footer, header and banner link to, and the `announcements` group of the
 * top banner. Fields as core's ASSUMED information page reads them (`informationPage.ts`): `Title`,
 * `Summary`, `Body` (HTML), `LastUpdated`, `Sections` of `{ Heading, Body }`.
 */
interface InformationPageContent {
  readonly title: Bilingual;
  readonly summary: Bilingual;
  readonly body: Bilingual;
  readonly lastUpdated: string;
  readonly sections: readonly { readonly heading: Bilingual; readonly body: Bilingual }[];
}

const section = (heading: Bilingual, body: Bilingual) => ({ heading, body });

const number = (name: string, digits: string) =>
  `<p><strong>${name}</strong>: <a href="tel:${digits}">${digits}</a></p>`;

const ABOUT: InformationPageContent = {
  title: { en: 'About the portal', ar: 'عن البوابة' },
  summary: {
    en: 'One place to find, apply for and follow government services in the United Arab Emirates.',
    ar: 'مكان واحد للعثور على الخدمات الحكومية في دولة الإمارات العربية المتحدة والتقديم عليها ومتابعتها.',
  },
  body: {
    en: '<p>The portal brings together the services of federal and local government entities, so you do not need to know which entity runs a service before you look for it. Sign in with UAE PASS to see your documents, bills, applications and appointments in your locker.</p>',
    ar: '<p>تجمع البوابة خدمات الجهات الحكومية الاتحادية والمحلية، فلا تحتاج إلى معرفة الجهة المسؤولة عن الخدمة قبل البحث عنها. سجّل الدخول بالهوية الرقمية (UAE PASS) لترى مستنداتك وفواتيرك وطلباتك ومواعيدك في خزانتك.</p>',
  },
  lastUpdated: '2026-10-01',
  sections: [
    section(
      { en: 'What you can do', ar: 'ما يمكنك فعله' },
      {
        en: '<ul><li>Find a service by name, entity or life event.</li><li>Pay utility bills, fines and fees in one payment.</li><li>Keep your official documents and share them when a service asks for them.</li><li>Follow every application until it is complete.</li></ul>',
        ar: '<ul><li>ابحث عن خدمة باسمها أو بالجهة المقدّمة لها أو بمناسبة من مناسبات الحياة.</li><li>ادفع فواتير الخدمات والمخالفات والرسوم في دفعة واحدة.</li><li>احتفظ بمستنداتك الرسمية وشاركها عندما تطلبها خدمة.</li><li>تابع كل طلب حتى اكتماله.</li></ul>',
      },
    ),
    section(
      { en: 'Who runs the portal', ar: 'الجهة المشغّلة للبوابة' },
      {
        en: '<p>The portal is run by the government’s digital services team together with the entities whose services it lists. Each entity remains responsible for its own services, fees and decisions.</p>',
        ar: '<p>يشغّل البوابة فريق الخدمات الرقمية الحكومية بالتعاون مع الجهات التي تعرض خدماتها فيها. وتبقى كل جهة مسؤولة عن خدماتها ورسومها وقراراتها.</p>',
      },
    ),
  ],
};

const ACCESSIBILITY: InformationPageContent = {
  title: { en: 'Accessibility statement', ar: 'بيان إمكانية الوصول' },
  summary: {
    en: 'We want everyone to be able to use the portal, including people who use assistive technology.',
    ar: 'نريد أن يتمكن الجميع من استخدام البوابة، بمن فيهم مستخدمو التقنيات المساعدة.',
  },
  body: {
    en: '<p>The portal aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA in English and in Arabic. You can zoom to 400% without losing content, use every page with a keyboard alone, and use the portal with a screen reader such as NVDA, JAWS, VoiceOver or TalkBack.</p>',
    ar: '<p>تسعى البوابة إلى استيفاء إرشادات الوصول إلى محتوى الويب (WCAG) 2.2 بالمستوى AA باللغتين العربية والإنجليزية. يمكنك تكبير الصفحة حتى 400% دون فقدان أي محتوى، واستخدام كل صفحة بلوحة المفاتيح وحدها، واستخدام البوابة مع قارئ شاشة مثل NVDA أو JAWS أو VoiceOver أو TalkBack.</p>',
  },
  lastUpdated: '2026-09-14',
  sections: [
    section(
      { en: 'How we test', ar: 'كيف نختبر البوابة' },
      {
        en: '<p>Every page is checked automatically in both languages, in light and dark themes and on a 320 pixel wide screen, and tested by people who use assistive technology before each major release.</p>',
        ar: '<p>تُفحص كل صفحة آليًا باللغتين، وبالمظهرين الفاتح والداكن، وعلى شاشة بعرض 320 بكسل، ويختبرها مستخدمون للتقنيات المساعدة قبل كل إصدار رئيسي.</p>',
      },
    ),
    section(
      { en: 'Known limitations', ar: 'قيود معروفة' },
      {
        en: '<p>Some documents issued by entities are scanned PDF files without a text layer. Ask the entity that issued a document for an accessible copy.</p>',
        ar: '<p>بعض المستندات الصادرة عن الجهات ملفات PDF ممسوحة ضوئيًا بلا طبقة نصية. اطلب نسخة ميسّرة من الجهة التي أصدرت المستند.</p>',
      },
    ),
    section(
      { en: 'Report a problem', ar: 'الإبلاغ عن مشكلة' },
      {
        en: '<p>If something on the portal is hard to use, tell us through <a href="/en/talk-to-us">Talk to us</a> or call the Government Contact Centre on <a href="tel:171">171</a>. Say which page you were on and what assistive technology you use. We answer within 5 working days.</p>',
        ar: '<p>إذا واجهت صعوبة في استخدام أي جزء من البوابة، فأخبرنا عبر صفحة <a href="/ar-AE/talk-to-us">تواصل معنا</a> أو اتصل بمركز الاتصال الحكومي على الرقم <a href="tel:171">171</a>. اذكر الصفحة التي كنت فيها والتقنية المساعدة التي تستخدمها. نرد خلال 5 أيام عمل.</p>',
      },
    ),
  ],
};

const FAQ: InformationPageContent = {
  title: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  summary: {
    en: 'Answers to the questions people ask most about signing in, payments and applications.',
    ar: 'إجابات عن أكثر الأسئلة شيوعًا حول تسجيل الدخول والمدفوعات والطلبات.',
  },
  body: {
    en: '<p>If your question is not answered here, <a href="/en/talk-to-us">talk to us</a>.</p>',
    ar: '<p>إذا لم تجد إجابة سؤالك هنا، <a href="/ar-AE/talk-to-us">تواصل معنا</a>.</p>',
  },
  lastUpdated: '2026-11-02',
  sections: [
    section(
      {
        en: 'Do I need UAE PASS to use the portal?',
        ar: 'هل أحتاج إلى الهوية الرقمية لاستخدام البوابة؟',
      },
      {
        en: '<p>No. You can search for services and read their details without signing in. You need UAE PASS to apply, pay, and see your locker.</p>',
        ar: '<p>لا. يمكنك البحث عن الخدمات وقراءة تفاصيلها دون تسجيل الدخول. وتحتاج إلى الهوية الرقمية للتقديم والدفع والاطلاع على خزانتك.</p>',
      },
    ),
    section(
      { en: 'Why was I signed out?', ar: 'لماذا سُجّل خروجي؟' },
      {
        en: '<p>To protect your data, the portal locks after 15 minutes without activity and signs you out after 30. Anything you saved as a draft is kept.</p>',
        ar: '<p>لحماية بياناتك، تُقفل البوابة بعد 15 دقيقة دون نشاط ويُسجَّل خروجك بعد 30 دقيقة. وتبقى المسودات التي حفظتها محفوظة.</p>',
      },
    ),
    section(
      { en: 'Which payment methods can I use?', ar: 'ما طرق الدفع المتاحة؟' },
      {
        en: '<p>Visa, Mastercard and American Express cards issued in any country, Apple Pay, and Samsung Pay. Amounts are always in UAE dirhams (AED).</p>',
        ar: '<p>بطاقات فيزا وماستركارد وأمريكان إكسبريس الصادرة من أي دولة، وApple Pay وSamsung Pay. وتكون المبالغ دائمًا بالدرهم الإماراتي.</p>',
      },
    ),
    section(
      { en: 'How long does an application take?', ar: 'كم يستغرق إنجاز الطلب؟' },
      {
        en: '<p>Each service page shows how long the entity takes. You can follow your application under Applications in progress in your locker.</p>',
        ar: '<p>تعرض صفحة كل خدمة المدة التي تستغرقها الجهة. ويمكنك متابعة طلبك في قسم الطلبات قيد التنفيذ في خزانتك.</p>',
      },
    ),
    section(
      { en: 'Where do I get a receipt?', ar: 'من أين أحصل على الإيصال؟' },
      {
        en: '<p>A receipt is sent to your email after each payment and kept under Payments in your locker, where you can download it as a PDF.</p>',
        ar: '<p>يُرسَل الإيصال إلى بريدك الإلكتروني بعد كل دفعة، ويُحفظ في قسم المدفوعات في خزانتك حيث يمكنك تنزيله بصيغة PDF.</p>',
      },
    ),
  ],
};

const HELP: InformationPageContent = {
  title: { en: 'Help', ar: 'المساعدة' },
  summary: {
    en: 'How to find a service, sign in, pay and follow your applications.',
    ar: 'كيف تجد خدمة وتسجّل الدخول وتدفع وتتابع طلباتك.',
  },
  body: {
    en: '<p>Start with the <a href="/en/faq">frequently asked questions</a>. If you still need help, <a href="/en/talk-to-us">talk to us</a> or call <a href="tel:171">171</a>, every day from 7:30 am to 8:00 pm.</p>',
    ar: '<p>ابدأ بـ<a href="/ar-AE/faq">الأسئلة الشائعة</a>. وإذا احتجت إلى مزيد من المساعدة، <a href="/ar-AE/talk-to-us">تواصل معنا</a> أو اتصل على <a href="tel:171">171</a> يوميًا من 7:30 صباحًا حتى 8:00 مساءً.</p>',
  },
  lastUpdated: '2026-10-20',
  sections: [
    section(
      { en: 'Finding a service', ar: 'العثور على خدمة' },
      {
        en: '<p>Type what you want to do in the search box, for example “renew driving licence”, or browse services by audience and category.</p>',
        ar: '<p>اكتب ما تريد فعله في مربع البحث، مثل «تجديد رخصة القيادة»، أو تصفّح الخدمات حسب الفئة والتصنيف.</p>',
      },
    ),
    section(
      { en: 'Signing in', ar: 'تسجيل الدخول' },
      {
        en: '<p>Choose Sign in and approve the request in the UAE PASS app on your phone. If you do not have UAE PASS, download the app and register with your Emirates ID.</p>',
        ar: '<p>اختر تسجيل الدخول ثم وافق على الطلب في تطبيق الهوية الرقمية على هاتفك. وإذا لم يكن لديك حساب، فنزّل التطبيق وسجّل باستخدام بطاقة الهوية الإماراتية.</p>',
      },
    ),
  ],
};

const EMERGENCY: InformationPageContent = {
  title: { en: 'Emergency numbers', ar: 'أرقام الطوارئ' },
  summary: {
    en: 'Free numbers to call in an emergency anywhere in the UAE, from any phone.',
    ar: 'أرقام مجانية للاتصال في حالات الطوارئ في أي مكان في الدولة ومن أي هاتف.',
  },
  body: {
    en: '<p>If a life is in danger, call <a href="tel:999">999</a> straight away. You can call these numbers without credit and from a phone without a SIM card.</p>',
    ar: '<p>إذا كانت هناك حياة في خطر، فاتصل فورًا على <a href="tel:999">999</a>. يمكنك الاتصال بهذه الأرقام دون رصيد ومن هاتف بلا شريحة.</p>',
  },
  lastUpdated: '2026-06-30',
  sections: [
    section(
      { en: 'Emergencies', ar: 'الطوارئ' },
      {
        en: [
          number('Police', '999'),
          number('Ambulance', '998'),
          number('Civil Defence (fire)', '997'),
          number('Coast Guard', '996'),
        ].join(''),
        ar: [
          number('الشرطة', '999'),
          number('الإسعاف', '998'),
          number('الدفاع المدني (الحريق)', '997'),
          number('خفر السواحل', '996'),
        ].join(''),
      },
    ),
    section(
      { en: 'Power and water failures', ar: 'أعطال الكهرباء والمياه' },
      {
        en: number('Electricity failure', '991') + number('Water failure', '992'),
        ar: number('انقطاع الكهرباء', '991') + number('انقطاع المياه', '992'),
      },
    ),
    section(
      { en: 'Not an emergency', ar: 'الحالات غير الطارئة' },
      {
        en: number('Police, non-emergency', '901') + number('Government Contact Centre', '171'),
        ar: number('الشرطة، الحالات غير الطارئة', '901') + number('مركز الاتصال الحكومي', '171'),
      },
    ),
  ],
};

const PRIVACY: InformationPageContent = {
  title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  summary: {
    en: 'What personal data the portal keeps, why, for how long, and your rights over it.',
    ar: 'البيانات الشخصية التي تحتفظ بها البوابة، ولماذا، وإلى متى، وحقوقك فيها.',
  },
  body: {
    en: '<p>We process your personal data under Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data and only to provide the services you ask for.</p>',
    ar: '<p>نعالج بياناتك الشخصية وفق المرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية، ولغرض تقديم الخدمات التي تطلبها فقط.</p>',
  },
  lastUpdated: '2026-07-01',
  sections: [
    section(
      { en: 'What we collect', ar: 'البيانات التي نجمعها' },
      {
        en: '<p>Your name, Emirates ID, nationality, mobile number and email from UAE PASS when you sign in; the details you enter in a service; and your payments. We do not keep your card number.</p>',
        ar: '<p>اسمك ورقم هويتك الإماراتية وجنسيتك ورقم هاتفك المتحرك وبريدك الإلكتروني من الهوية الرقمية عند تسجيل الدخول، والبيانات التي تدخلها في الخدمة، ومدفوعاتك. ولا نحتفظ برقم بطاقتك.</p>',
      },
    ),
    section(
      { en: 'Cookies', ar: 'ملفات تعريف الارتباط' },
      {
        en: '<p>We use cookies that keep you signed in and remember your language and theme. With your consent we also measure how pages are used, without identifying you.</p>',
        ar: '<p>نستخدم ملفات تعريف ارتباط تُبقيك مسجّلًا وتتذكّر لغتك ومظهر العرض. وبموافقتك نقيس كذلك طريقة استخدام الصفحات دون التعرف على هويتك.</p>',
      },
    ),
    section(
      { en: 'Your rights', ar: 'حقوقك' },
      {
        en: '<p>You can ask to see the data we hold about you, to correct it, or to stop its use for anything but the law’s requirements. Write to us through <a href="/en/talk-to-us">Talk to us</a>.</p>',
        ar: '<p>يحق لك طلب الاطلاع على بياناتك لدينا أو تصحيحها أو إيقاف استخدامها في غير ما يفرضه القانون. راسلنا عبر صفحة <a href="/ar-AE/talk-to-us">تواصل معنا</a>.</p>',
      },
    ),
  ],
};

const TERMS: InformationPageContent = {
  title: { en: 'Terms of use', ar: 'شروط الاستخدام' },
  summary: {
    en: 'The terms that apply when you use the portal and its services.',
    ar: 'الشروط التي تسري عند استخدامك البوابة وخدماتها.',
  },
  body: {
    en: '<p>By using the portal you accept these terms. Each service may have its own conditions, shown on its page before you apply.</p>',
    ar: '<p>باستخدامك البوابة فإنك توافق على هذه الشروط. وقد تكون لكل خدمة شروطها الخاصة التي تظهر في صفحتها قبل التقديم.</p>',
  },
  lastUpdated: '2026-07-01',
  sections: [
    section(
      { en: 'Your account', ar: 'حسابك' },
      {
        en: '<p>You are responsible for what is done with your UAE PASS account. Do not share your PIN or let anyone approve requests on your behalf.</p>',
        ar: '<p>أنت مسؤول عمّا يُجرى بحساب هويتك الرقمية. لا تشارك رمزك السري ولا تسمح لأحد بالموافقة على الطلبات نيابة عنك.</p>',
      },
    ),
    section(
      { en: 'Information you give', ar: 'البيانات التي تقدّمها' },
      {
        en: '<p>The information you enter must be true and complete. Giving false information to a government entity is an offence under UAE law.</p>',
        ar: '<p>يجب أن تكون البيانات التي تدخلها صحيحة وكاملة. وتقديم بيانات غير صحيحة إلى جهة حكومية مخالفة يعاقب عليها القانون في الدولة.</p>',
      },
    ),
    section(
      { en: 'Fees and refunds', ar: 'الرسوم والاسترداد' },
      {
        en: '<p>Fees are set by the entity that provides a service. A fee paid for an application that is rejected is refunded only where that entity’s rules allow it.</p>',
        ar: '<p>تحدد الجهة المقدّمة للخدمة رسومها. ولا تُسترد رسوم الطلب المرفوض إلا إذا سمحت بذلك أنظمة تلك الجهة.</p>',
      },
    ),
  ],
};

const TALK_TO_US: InformationPageContent = {
  title: { en: 'Talk to us', ar: 'تواصل معنا' },
  summary: {
    en: 'Ask a question, report a problem or tell us how we can do better.',
    ar: 'اطرح سؤالًا أو أبلغ عن مشكلة أو أخبرنا كيف يمكننا أن نتحسّن.',
  },
  body: {
    en: '<p>For a question about an application, have its reference number ready.</p>',
    ar: '<p>إذا كان سؤالك عن طلب، فاحرص على أن يكون رقمه المرجعي في متناولك.</p>',
  },
  lastUpdated: '2026-10-20',
  sections: [
    section(
      { en: 'Call us', ar: 'اتصل بنا' },
      {
        en: '<p>Government Contact Centre: <a href="tel:171">171</a>, every day from 7:30 am to 8:00 pm. From outside the UAE: <a href="tel:+97126666666">+971 2 666 6666</a>.</p>',
        ar: '<p>مركز الاتصال الحكومي: <a href="tel:171">171</a> يوميًا من 7:30 صباحًا حتى 8:00 مساءً. من خارج الدولة: <a href="tel:+97126666666">+971 2 666 6666</a>.</p>',
      },
    ),
    section(
      { en: 'Write to us', ar: 'راسلنا' },
      {
        en: '<p>Email <a href="mailto:support@portal.gov.ae">support@portal.gov.ae</a>. We answer within 2 working days.</p>',
        ar: '<p>البريد الإلكتروني: <a href="mailto:support@portal.gov.ae">support@portal.gov.ae</a>. نرد خلال يومَي عمل.</p>',
      },
    ),
    section(
      { en: 'Visit a service centre', ar: 'زُر مركز خدمة' },
      {
        en: '<p>Service centres are open Monday to Friday from 7:30 am to 3:30 pm. Book an appointment from the service page to avoid waiting.</p>',
        ar: '<p>تعمل مراكز الخدمة من الاثنين إلى الجمعة من 7:30 صباحًا حتى 3:30 عصرًا. احجز موعدًا من صفحة الخدمة لتجنّب الانتظار.</p>',
      },
    ),
  ],
};

const PUBLIC_HOLIDAY: InformationPageContent = {
  title: { en: 'Holiday hours for Eid Al Etihad', ar: 'مواعيد العمل في عطلة عيد الاتحاد' },
  summary: {
    en: 'Service centres are closed on 2 and 3 December 2026. The portal and the apps stay open.',
    ar: 'تُغلق مراكز الخدمة يومَي 2 و3 ديسمبر 2026، وتبقى البوابة والتطبيقات متاحة.',
  },
  body: {
    en: '<p>Government service centres close for the Eid Al Etihad holiday on Wednesday 2 and Thursday 3 December 2026 and open again on Friday 4 December at 7:30 am. Every online service stays available, and payments made during the holiday are processed as usual.</p>',
    ar: '<p>تُغلق مراكز الخدمة الحكومية بمناسبة عطلة عيد الاتحاد يومَي الأربعاء 2 والخميس 3 ديسمبر 2026، وتُستأنف الخدمة يوم الجمعة 4 ديسمبر الساعة 7:30 صباحًا. وتبقى جميع الخدمات الإلكترونية متاحة، وتُعالَج المدفوعات خلال العطلة كالمعتاد.</p>',
  },
  lastUpdated: '2026-11-25',
  sections: [
    section(
      { en: 'Appointments', ar: 'المواعيد' },
      {
        en: '<p>Appointments booked for 2 or 3 December are moved to the same time on the next working day. You will receive a text message with the new date.</p>',
        ar: '<p>تُنقل المواعيد المحجوزة يومَي 2 و3 ديسمبر إلى الوقت نفسه في يوم العمل التالي، وستصلك رسالة نصية بالموعد الجديد.</p>',
      },
    ),
    section(
      { en: 'Deadlines', ar: 'المواعيد النهائية' },
      {
        en: '<p>A fine or a renewal whose deadline falls on a holiday can be paid on the next working day without a late fee.</p>',
        ar: '<p>يمكن دفع المخالفة أو رسوم التجديد التي يصادف موعدها النهائي يوم عطلة في يوم العمل التالي دون غرامة تأخير.</p>',
      },
    ),
  ],
};

const PAGES: Readonly<Record<string, InformationPageContent>> = {
  'information/about': ABOUT,
  'information/accessibility': ACCESSIBILITY,
  'information/faq': FAQ,
  'information/help': HELP,
  'information/emergency-numbers': EMERGENCY,
  'information/privacy': PRIVACY,
  'information/terms': TERMS,
  'information/talk-to-us': TALK_TO_US,
  'announcements/public-holiday': PUBLIC_HOLIDAY,
};

/** Keys (`group/name`) of the information pages and announcements. */
export const INFORMATION_PAGE_KEYS = Object.keys(PAGES);

/** An information page or announcement in one language; `undefined` when there is none. */
export function informationPage(
  group: string,
  name: string,
  language: Language,
): Record<string, unknown> | undefined {
  const key = `${group}/${name}`;
  if (!Object.hasOwn(PAGES, key)) return undefined;
  const page = PAGES[key] as InformationPageContent;
  return {
    id: key,
    Title: page.title[language],
    Summary: page.summary[language],
    Body: page.body[language],
    LastUpdated: page.lastUpdated,
    Sections: page.sections.map((part) => ({
      Heading: part.heading[language],
      Body: part.body[language],
    })),
  };
}
