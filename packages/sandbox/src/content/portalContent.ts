import type { Language } from '../state/text';

/**
 * The public portal's CMS content (spec 001 §3) in both languages. Images are the sandbox's own
 * artwork (`/__sandbox/img/…`, src/artwork/), so pages render without any outside host.
 */

const img = (name: string) => `/__sandbox/img/${name}.svg`;
const pick = <T>(language: Language, en: T, ar: T): T => (language === 'ar' ? ar : en);
const home = (language: Language) => (language === 'ar' ? '/ar-AE' : '/en');

/** Header info (spec 001 §3). */
export function headerInfo(language: Language) {
  const t = <T>(en: T, ar: T) => pick(language, en, ar);
  return {
    DirectNavigationMenuLinks: [
      {
        LinkText: t('Services', 'الخدمات'),
        LinkUrl: `${home(language)}/services/individual`,
        ChildesItems: [
          {
            LinkText: t('Individuals', 'الأفراد'),
            LinkUrl: `${home(language)}/services/individual`,
          },
          { LinkText: t('Business', 'الأعمال'), LinkUrl: `${home(language)}/services/business` },
        ],
      },
      {
        LinkText: t('My locker', 'خزانتي'),
        LinkUrl: `${home(language)}/mylocker`,
        ChildesItems: [],
      },
      {
        LinkText: t('Talk to us', 'تواصل معنا'),
        LinkUrl: `${home(language)}/talk-to-us`,
        ChildesItems: [],
      },
    ],
    DesktopLogo: img('logo-desktop'),
    MobileLogo: img('logo-mobile'),
    UserIcon: img('user'),
    welcomeMessage: t('Welcome', 'مرحبًا'),
    RegisterLabel: t('Register', 'التسجيل'),
    LogoutLabel: t('Sign out', 'تسجيل الخروج'),
    uaePassImage: img('uae-pass'),
    ProfileMenuLinks: [
      { LinkText: t('My locker', 'خزانتي'), LinkUrl: '/mylocker', Icon: img('locker') },
      { LinkText: t('My utilities', 'خدماتي'), LinkUrl: '/my-utilities', Icon: img('utilities') },
      // The person's business and property spaces (spec 001 §2 lists /spaces among the personal areas).
      { LinkText: t('My spaces', 'مساحاتي'), LinkUrl: '/spaces', Icon: img('spaces') },
      { LinkText: t('My data', 'بياناتي'), LinkUrl: '/my-data', Icon: img('data') },
      { LinkText: t('Settings', 'الإعدادات'), LinkUrl: '/my-data/settings', Icon: img('settings') },
    ],
  };
}

/** Footer data (spec 001 §3); a signed-in user also gets a "My account" section (spec 001 §6: keyed by login state). */
export function footerData(language: Language, loggedIn: boolean) {
  const t = <T>(en: T, ar: T) => pick(language, en, ar);
  // The badges carry words ("Get it on …"), so each language has its own.
  const storeBadge = (store: string) => `store-badge-${store}${language === 'ar' ? '-ar' : ''}`;
  const account = {
    Text: t('My account', 'حسابي'),
    Link: '/mylocker',
    NavList: [
      { Name: t('My locker', 'خزانتي'), Link: '/mylocker' },
      { Name: t('My utilities', 'خدماتي'), Link: '/my-utilities' },
    ],
  };
  return {
    FooterSections: [
      ...(loggedIn ? [account] : []),
      {
        Text: t('About', 'عن البوابة'),
        Link: '/about',
        NavList: [
          { Name: t('About the portal', 'عن البوابة'), Link: '/about' },
          { Name: t('Accessibility', 'إمكانية الوصول'), Link: '/accessibility' },
        ],
      },
      {
        Text: t('Help', 'المساعدة'),
        Link: '/help',
        NavList: [
          { Name: t('Talk to us', 'تواصل معنا'), Link: '/talk-to-us' },
          { Name: t('Frequently asked questions', 'الأسئلة الشائعة'), Link: '/faq' },
        ],
      },
    ],
    EmergencyNumbers: [
      { Name: t('Police', 'الشرطة'), Number: '999' },
      { Name: t('Ambulance', 'الإسعاف'), Number: '998' },
      { Name: t('Civil Defence', 'الدفاع المدني'), Number: '997' },
    ],
    ViewAllEmergencyNumbers: '/emergency-numbers',
    ColorLabel: t('Colour theme', 'ألوان العرض'),
    FontSizeLabel: t('Text size', 'حجم الخط'),
    DownloadApps: [
      {
        AppImage: img(storeBadge('app-store')),
        AppLink: 'https://apps.apple.com/app/id0000000000',
      },
      {
        AppImage: img(storeBadge('google-play')),
        AppLink: 'https://play.google.com/store/apps/details?id=example.portal',
      },
    ],
    StoreTitle: t('Get the app', 'حمّل التطبيق'),
    StoreSubtitle: t('All government services in your pocket', 'جميع الخدمات الحكومية في جيبك'),
    AppRatingImage: img('rating'),
    SocialLinks: [
      { SocialSiteImage: img('x'), SocialSiteLink: 'https://x.com/portal_example' },
      {
        SocialSiteImage: img('instagram'),
        SocialSiteLink: 'https://www.instagram.com/portal_example',
      },
    ],
    Logos: [{ Image: img('government-logo') }],
    CopyrightMessage: t(
      '© 2026 Government portal sandbox. All rights reserved.',
      '© 2026 بيئة تجريبية للبوابة الحكومية. جميع الحقوق محفوظة.',
    ),
    Copyrights: [
      { CopyrightName: t('Privacy policy', 'سياسة الخصوصية'), CopyrightLink: '/privacy' },
      { CopyrightName: t('Terms of use', 'شروط الاستخدام'), CopyrightLink: '/terms' },
    ],
  };
}

/** The top banner or announcement (spec 001 §2). */
export function topBanner(language: Language) {
  return {
    id: 'banner-2026-11',
    Title: pick(language, 'Public holiday service hours', 'مواعيد الخدمات خلال العطلة الرسمية'),
    Description: pick(
      language,
      'Online services stay open; customer centres close on 2 and 3 December.',
      'تبقى الخدمات الإلكترونية متاحة، وتُغلق مراكز المتعاملين يومي 2 و3 ديسمبر.',
    ),
    // Link text that says where it goes, as editors are asked to write it (WCAG 2.4.4): a bare
    // "Read more" is a link no one can pick from a list of links.
    LinkText: pick(language, 'Holiday hours', 'مواعيد العطلة'),
    LinkUrl: '/announcements/public-holiday',
  };
}

/** Mini-app data for the download modal (spec 001 §3). */
export function miniAppData(language: Language) {
  return {
    PageTitle: pick(language, 'Download the app', 'حمّل التطبيق'),
    PageDescription: pick(
      language,
      'This service is available in the mobile app.',
      'هذه الخدمة متاحة في تطبيق الهاتف.',
    ),
    ButtonLinkText: pick(language, 'Close', 'إغلاق'),
    Image: img('mini-app'),
    APPName: pick(language, 'Portal', 'البوابة'),
    Description: pick(
      language,
      'Scan or tap a store badge to install.',
      'امسح الرمز أو اضغط على شارة المتجر للتثبيت.',
    ),
    AppStore: [
      {
        itemName: 'App Store',
        TargetUrl: 'https://apps.apple.com/app/id0000000000',
        Image: img('store-icon-app-store'),
      },
      {
        itemName: 'Google Play',
        TargetUrl: 'https://play.google.com/store/apps/details?id=example.portal',
        Image: img('store-icon-google-play'),
      },
      {
        itemName: 'AppGallery',
        TargetUrl: 'https://appgallery.huawei.com/app/C000000000',
        Image: img('store-icon-app-gallery'),
      },
    ],
  };
}

/** Ids of the home page's content items (spec 001 §3). Choice: readable ids, since the spec shows none. */
export const HOME_ITEM_IDS = [
  'hero',
  'suit-your-needs',
  'services-for-everyone',
  'sign-in-banner',
  'promo-banner',
] as const;
/** Id of one of the home content items. */
export type HomeItemId = (typeof HOME_ITEM_IDS)[number];

/** One home content item: its main item and children (spec 001 §3). */
export function homeContentItem(id: HomeItemId, language: Language) {
  const t = <T>(en: T, ar: T) => pick(language, en, ar);
  switch (id) {
    case 'hero':
      return {
        mainItem: {
          Title: t('Government services, all in one place', 'الخدمات الحكومية في مكان واحد'),
          Description: t(
            'More than 700 services for residents, citizens and businesses.',
            'أكثر من 700 خدمة للمقيمين والمواطنين والأعمال.',
          ),
          // The backgrounds' skyline stands at the end side, away from the heading: mirrored in Arabic.
          Backgrounddesktop: img(t('hero-desktop', 'hero-desktop-rtl')),
          Backgroundmobile: img(t('hero-mobile', 'hero-mobile-rtl')),
          Searchbox: t('Find a service', 'ابحث عن خدمة'),
          FirstCharacterImage: img('character-1'),
          SecondCharacterImage: img('character-2'),
        },
        childsListItem: [],
      };
    case 'suit-your-needs':
      return {
        mainItem: {
          Title: t('Services that suit your needs', 'خدمات تناسب احتياجاتك'),
          ServiceShortName: t('Services that suit your needs', 'خدمات تناسب احتياجاتك'),
          ViewAllLink: '/services/individual',
          ViewAllLinkText: t('Discover all', 'اكتشف الكل'),
        },
        childsListItem: [
          {
            Title: t('Individuals', 'الأفراد'),
            BGImage: img('category-individual'),
            ViewAllLink: '/services/individual',
            Description: t('Family, housing, health and more.', 'الأسرة والإسكان والصحة وغيرها.'),
            ViewAllLinkText: t('Explore', 'استكشف'),
          },
          {
            Title: t('Business', 'الأعمال'),
            BGImage: img('category-business'),
            ViewAllLink: '/services/business',
            Description: t('Licences, permits and employment.', 'الرخص والتصاريح والتوظيف.'),
            ViewAllLinkText: t('Explore', 'استكشف'),
          },
          {
            Title: t('Emirati citizens', 'المواطنون'),
            BGImage: img('category-emirati'),
            ViewAllLink: '/services/emirati',
            Description: t(
              'Housing, social support and grants.',
              'الإسكان والدعم الاجتماعي والمنح.',
            ),
            ViewAllLinkText: t('Explore', 'استكشف'),
          },
        ],
      };
    case 'services-for-everyone':
      // Services anyone can use, signed in or not, resident or visitor (SCREENS.md S2.3). Each
      // leads to the portal's search for its services (the seeded catalogue has 15–36 of each),
      // since a service's own pages are the service's, not the portal's.
      return {
        mainItem: {
          Title: t('Services for everyone', 'خدمات للجميع'),
          ServiceShortName: t('Services for everyone', 'خدمات للجميع'),
        },
        childsListItem: [
          {
            Title: t('Pay traffic fines', 'دفع المخالفات المرورية'),
            Description: t(
              'Find and pay the fines on a plate or a traffic file.',
              'ابحث عن مخالفات لوحة أو ملف مروري وادفعها.',
            ),
            ViewAllLink: t('/searchresults?q=traffic%20fine', '/searchresults?q=مخالفة%20مرورية'),
          },
          {
            Title: t('Driving licences', 'رخص القيادة'),
            Description: t(
              'Issue, renew or replace a driving licence.',
              'أصدر رخصة قيادة أو جدّدها أو استبدلها.',
            ),
            ViewAllLink: t('/searchresults?q=driving%20licence', '/searchresults?q=رخصة%20قيادة'),
          },
          {
            Title: t('Birth certificates', 'شهادات الميلاد'),
            Description: t(
              'Register a birth and get its certificate.',
              'سجّل مولودًا واحصل على شهادة ميلاده.',
            ),
            ViewAllLink: t(
              '/searchresults?q=birth%20certificate',
              '/searchresults?q=شهادة%20ميلاد',
            ),
          },
        ],
      };
    case 'sign-in-banner':
      return {
        mainItem: {
          Title: t('Sign in for a personal experience', 'سجّل الدخول لتجربة مخصصة'),
          Subtitle: t(
            'Track applications, pay bills and keep documents in one locker.',
            'تابع طلباتك وادفع فواتيرك واحفظ مستنداتك في خزانة واحدة.',
          ),
          ViewAllLinkText: t('Sign in with UAE PASS', 'تسجيل الدخول بالهوية الرقمية'),
          ViewAllLink: '/login',
        },
        childsListItem: [
          { Title: t('Track your applications', 'تابع طلباتك') },
          { Title: t('Pay bills in one place', 'ادفع فواتيرك في مكان واحد') },
        ],
      };
    case 'promo-banner':
      return {
        mainItem: {
          Title: t('Subscriptions that save time', 'اشتراكات توفّر وقتك'),
          Subtitle: t('Set up autopay for your utilities.', 'فعّل الدفع التلقائي لفواتيرك.'),
          BGImage: img('promo'),
          ViewAllLink: '/my-utilities/manage-autopay',
          ViewAllLinkText: t('Explore subscriptions', 'استكشف الاشتراكات'),
        },
        childsListItem: [{ Title: t('Never miss a due date', 'لن يفوتك موعد استحقاق') }],
      };
  }
}

/** Whether a CMS item id names a home content item. */
export function isHomeItemId(value: string): value is HomeItemId {
  return (HOME_ITEM_IDS as readonly string[]).includes(value);
}
