import type { PortalLocale } from '@portal/core';
import type { Namespace as CatalogueNamespace } from '@portal/core/i18n';
import { paymentReturnSearch, receiptHrefOfReturn } from '../payment/paymentReturnSearch';
import { SEARCH_RESULTS_PATH } from './searchResultsPage';
import type { PortalSearchKey } from './searchParams';
import { SERVICE_LIST_PAGE_AUDIENCES, isServiceListAudience } from './serviceListBundle';

/**
 * The page table: every page the portal serves, one entry each (SCREENS.md S1–S10). Everything else
 * about a page is derived from its entry: the route tree (`src/routes/routeTree.tsx` maps over this
 * list), the path builder (`pagePath`), the production server's 404 answer, the page preloads of
 * `index.html` (`build/routePreload.ts`), the pages prerendered at build time (`vite.config.ts`),
 * the pages the server renders when asked for (`renderedOnRequest`), and the end-to-end route sweep and Lighthouse audits.
 *
 * Pure data and plain functions, no React: `vite.config.ts`, the server and the Playwright suite
 * import it in Node.
 *
 * To add a page: write `src/screens/<area>/<Name>Page.tsx` exporting `<Name>Page`, and add its entry
 * here (ARCHITECTURE.md "Add a page").
 */

/**
 * Who may open a page:
 * - `public`: anyone;
 * - `signedIn`: a signed-in person (a visitor is sent to sign in); while a long session is locked
 *   the page shows the unlock flow instead (issue O §11);
 * - `longSession`: a signed-in person, also while a long session ("stay signed in", spec 001 §5) is
 *   locked: the page carries the lock and unlock flow itself (the settings page, `?lock=true`).
 */
export type PageAccess = 'public' | 'signedIn' | 'longSession';

/** As whom the end-to-end sweep opens a page. */
export type SweepVisitor = 'visitor' | 'signedIn';

/** What a page's guard is given: the canonical address's language, path parameters and checked query. */
export interface PageAddress {
  readonly locale: PortalLocale;
  readonly params: Readonly<Record<string, string>>;
  readonly search: Readonly<Record<string, unknown>>;
}

export interface PortalPage {
  /** Stable name: the path builder's key (`pagePath(locale, 'lockerJourney', …)`), test titles. */
  readonly id: string;
  /**
   * The path after the language prefix, as the specs write it (spec 001 §2, spec 000 §2), the same
   * in both languages (`/en/mylocker`, `/ar-AE/mylocker`): `/` is the home page, `$name` a path
   * parameter (`/mylocker/SupportCenter/Details/$caseId`).
   */
  readonly path: `/${string}`;
  readonly access: PageAccess;
  /**
   * The page's module under `src/screens/`, without extension; its export of the same name as the
   * file is the page (`home/HomePage` → `HomePage` of `src/screens/home/HomePage.tsx`). Loaded on
   * its own when the page is first opened, and preloaded by `index.html` when the page is the one
   * the browser lands on (`build/routePreload.ts`).
   */
  readonly screen: `${string}/${string}Page`;
  /**
   * Core's message catalogues the page's words come from, loaded before it renders (the shell's
   * `shell` and `common` always are).
   */
  readonly catalogues: readonly CatalogueNamespace[];
  /**
   * The query parameters the page reads, each checked by the portal's readers (`searchParams.ts`:
   * a stray value is dropped, as if absent), or a reader of its own (the pay page's return).
   */
  readonly search?: readonly PortalSearchKey[] | ((raw: Record<string, unknown>) => object);
  /**
   * Where the page sends an address to instead, before anything loads (`replace`): an audience
   * with no page goes to the 404 page, an approved payment's return to its receipt.
   */
  readonly redirect?: (address: PageAddress) => `/${string}` | undefined;
  /**
   * Drawn at build time as static HTML in each language (`build/prerender.ts`): a public page whose
   * first paint needs nothing of the person, served before any script runs.
   */
  readonly prerender?: boolean;
  /**
   * Drawn by the production server each time its address is asked for as HTML
   * (`server/pageAddress.ts`, `server/renderedPages.ts`): a public page whose content no build can
   * know (a search's results, one service of the catalogue), read without cookies, so what a
   * crawler or a reader without JavaScript gets is the page itself, with its title, description,
   * canonical address and `hreflang` pair in the head. `true` is all a page needs; what the
   * renderer reads first for it is `prefetchPageContent`'s (`src/routes/prefetchPageContent.ts`),
   * and a page that may show a not-found state reports it (`usePrerender()?.reportNotFound()`) so
   * the answer is a 404.
   */
  readonly renderedOnRequest?: boolean;
  /** Addresses the sweep opens (after the language prefix); defaults to `path` when it has no parameter. */
  readonly samples?: readonly `/${string}`[];
  /** As whom the sweep opens it; defaults to a visitor for public pages, else signed in. */
  readonly sweepAs?: readonly SweepVisitor[];
  /**
   * Audited by Lighthouse (mobile) with the budgets of `lighthouse-budgets.json`: in both languages
   * (`true`) or in the languages listed. An audit costs about 20 s of CI, so a page whose two
   * languages share one layout and one bundle is audited in one.
   */
  readonly lighthouse?: boolean | readonly PortalLocale[];
}

/** The words of the home and search pages. */
const HOME_WORDS = ['home', 'common'] as const satisfies readonly CatalogueNamespace[];
/** The words of the utilities hub, the toll wallet, Salik and parking. */
const UTILITIES_WORDS = [
  'utilities',
  'common',
  'forms',
] as const satisfies readonly CatalogueNamespace[];
/** The words of a service's page. */
const SERVICE_WORDS = ['services', 'common'] as const satisfies readonly CatalogueNamespace[];
/** The words of the information pages and announcements (`information.*`). */
const INFORMATION_WORDS = ['services', 'common'] as const satisfies readonly CatalogueNamespace[];
/** The words of Talk to us: the information page's, and the form's rules and captcha. */
const TALK_TO_US_WORDS = [
  'services',
  'forms',
  'common',
] as const satisfies readonly CatalogueNamespace[];
/** The words of the personal locker. */
const LOCKER_WORDS = ['locker', 'common'] as const satisfies readonly CatalogueNamespace[];

/**
 * The community's pages (tamm-by-you, issue W): its own words and the forms' errors (comments,
 * profile, an idea and its drafts).
 */
const COMMUNITY_WORDS = [
  'community',
  'forms',
  'common',
] as const satisfies readonly CatalogueNamespace[];

/** The settings page (S8.2): its own words, the forms' errors and the unlock's wrong-PIN words. */
const SETTINGS_WORDS = [
  'locker',
  'forms',
  'session',
  'common',
] as const satisfies readonly CatalogueNamespace[];

/** The pages that exist today; later screens add theirs (issues J–N). */
export const PORTAL_PAGES = [
  {
    id: 'home',
    path: '/',
    access: 'public',
    screen: 'home/HomePage',
    prerender: true,
    catalogues: HOME_WORDS,
    search: ['action', 'feedback', 'lang', 'spaceCode'],
    sweepAs: ['visitor', 'signedIn'],
    lighthouse: true,
  },
  {
    // Issue K: search results (SCREENS.md S2.6).
    id: 'searchResults',
    path: SEARCH_RESULTS_PATH,
    access: 'public',
    screen: 'search/SearchResultsPage',
    catalogues: HOME_WORDS,
    search: ['q', 'tab', 'page'],
    renderedOnRequest: true,
    samples: ['/searchresults?q=licence', '/searchresults?q=qwertyzzz'],
    lighthouse: true,
  },
  {
    // Issue Q (S7.2): `/services` alone, as a person shortens the address or a site links it, is
    // all services for individuals (the first audience), not the 404 page.
    id: 'services',
    path: '/services',
    access: 'public',
    screen: 'search/AllServicesPage',
    catalogues: HOME_WORDS,
    redirect: ({ locale }) => `/${locale}/services/${SERVICE_LIST_PAGE_AUDIENCES[0]}`,
    lighthouse: false,
  },
  {
    // Issue K: all services of an audience, browsed by category (SCREENS.md S2.7); the header's
    // Services menu links here.
    id: 'allServices',
    path: '/services/$audience',
    access: 'public',
    screen: 'search/AllServicesPage',
    catalogues: HOME_WORDS,
    search: ['category', 'page'],
    // The bundles and the personas have a page each (spec 001 §1); any other audience gets the 404 page.
    redirect: ({ locale, params }) =>
      isServiceListAudience(params.audience ?? '') ? undefined : `/${locale}/404`,
    samples: ['/services/business?category=employment', '/services/emirati'],
    lighthouse: false,
  },
  {
    // Issue Q: one service's page (SCREENS.md S7.1), at the catalogue's own path (core's
    // servicePagePath); every service link of the portal leads here. Samples: the sandbox's seeded
    // services that start online on the entity's site, only for signed-in people, only in the app.
    id: 'service',
    path: '/services/$entity/$category/$slug',
    access: 'public',
    screen: 'services/ServicePage',
    catalogues: SERVICE_WORDS,
    // Indexable (S7.1): drawn by the server with the service's name, description and addresses.
    renderedOnRequest: true,
    samples: [
      '/services/adp/transport/pay-the-fees-of-a-vehicle-registration',
      '/services/dmt/environment/renew-a-pet-licence',
      '/services/adp/transport/pay-the-fees-of-a-traffic-fine',
    ],
    // Audited at its first sample, rendered by the server (one language: both share one layout).
    lighthouse: ['en'],
  },
  // Issue Q: the information pages (SCREENS.md S7.4), the CMS pages the footer, header and banner
  // link to (core's INFORMATION_PAGE_NAMES), one entry each so that any other address is the
  // server's 404. Drawn by the server when asked for (indexable, read without JavaScript), their CMS
  // HTML sanitised in the server's own window (`platform/page/serverWindow.ts`); a page the CMS
  // lacks is the not-found state, answered with 404. About is audited by Lighthouse for them all:
  // the same layout, bundle and kind of content (one language: both share one layout).
  {
    id: 'about',
    path: '/about',
    access: 'public',
    screen: 'information/InformationPage',
    catalogues: INFORMATION_WORDS,
    renderedOnRequest: true,
    lighthouse: ['en'],
  },
  {
    id: 'accessibility',
    path: '/accessibility',
    access: 'public',
    screen: 'information/InformationPage',
    catalogues: INFORMATION_WORDS,
    renderedOnRequest: true,
    lighthouse: false,
  },
  {
    id: 'faq',
    path: '/faq',
    access: 'public',
    screen: 'information/InformationPage',
    catalogues: INFORMATION_WORDS,
    renderedOnRequest: true,
    lighthouse: false,
  },
  {
    id: 'help',
    path: '/help',
    access: 'public',
    screen: 'information/InformationPage',
    catalogues: INFORMATION_WORDS,
    renderedOnRequest: true,
    lighthouse: false,
  },
  {
    id: 'emergencyNumbers',
    path: '/emergency-numbers',
    access: 'public',
    screen: 'information/InformationPage',
    catalogues: INFORMATION_WORDS,
    renderedOnRequest: true,
    lighthouse: false,
  },
  {
    id: 'privacy',
    path: '/privacy',
    access: 'public',
    screen: 'information/InformationPage',
    catalogues: INFORMATION_WORDS,
    renderedOnRequest: true,
    lighthouse: false,
  },
  {
    id: 'terms',
    path: '/terms',
    access: 'public',
    screen: 'information/InformationPage',
    catalogues: INFORMATION_WORDS,
    renderedOnRequest: true,
    lighthouse: false,
  },
  {
    // The contact channels (the CMS page `talk-to-us`) above the feedback form (S7.5).
    id: 'talkToUs',
    path: '/talk-to-us',
    access: 'public',
    screen: 'information/TalkToUsPage',
    catalogues: TALK_TO_US_WORDS,
    renderedOnRequest: true,
    lighthouse: false,
  },
  {
    // An announcement of the CMS, such as the top banner's holiday hours (S7.4); a slug the CMS
    // does not have, or that cannot be one, is the page's not-found state (as a service's page).
    id: 'announcement',
    path: '/announcements/$slug',
    access: 'public',
    screen: 'information/AnnouncementPage',
    catalogues: INFORMATION_WORDS,
    renderedOnRequest: true,
    samples: ['/announcements/public-holiday'],
    lighthouse: false,
  },
  {
    // Issue R: the assistant's conversation (SCREENS.md S9.1). `/chat?action=…` is not this page:
    // it goes to the home page with the action (spec 001 §2, `resolveLocation`), which opens the
    // assistant's panel on it. Its words are the assistant's catalogue (`assistant.*`), which the
    // panel loads when it opens on the other pages.
    id: 'chat',
    path: '/chat',
    access: 'public',
    screen: 'assistant/ChatPage',
    catalogues: ['assistant', 'common'],
    lighthouse: false,
  },
  {
    id: 'notFound',
    path: '/404',
    access: 'public',
    screen: 'notFound/NotFoundPage',
    prerender: true,
    catalogues: [],
    lighthouse: ['ar-AE'],
  },
  {
    // Issue J: the session's settings page; `?lock=true` opens the unlock dialog (SCREENS S4.2).
    id: 'settings',
    path: '/my-data/settings',
    access: 'longSession',
    screen: 'session/SettingsPage',
    // Issue Q: the settings themselves (S8.2); `?lock=true` draws the locked-session page instead.
    catalogues: SETTINGS_WORDS,
    search: ['lock'],
    samples: ['/my-data/settings', '/my-data/settings?lock=true'],
    lighthouse: false,
  },
  {
    // Issue Q: My data (SCREENS.md S8.1), the profile menu's "My data" (core's
    // PERSONAL_AREA_PATHS.myData): what the portal holds about the person and why.
    id: 'myData',
    path: '/my-data',
    access: 'signedIn',
    screen: 'profile/MyDataPage',
    catalogues: LOCKER_WORDS,
    lighthouse: false,
  },
  // Utilities and payments hub (SCREENS.md S5, spec 000 §2), issue M.
  {
    id: 'utilitiesHub',
    path: '/my-utilities',
    access: 'signedIn',
    screen: 'utilities/UtilitiesHubPage',
    catalogues: UTILITIES_WORDS,
    // Issue V: audited in both languages, as the bar names them.
    lighthouse: true,
  },
  {
    id: 'utilitiesLink',
    path: '/my-utilities/link/$entity',
    access: 'signedIn',
    screen: 'utilities/LinkAccountPage',
    catalogues: UTILITIES_WORDS,
    samples: ['/my-utilities/link/addc'],
  },
  {
    id: 'utilitiesPay',
    path: '/my-utilities/pay/$entity/$accountId',
    access: 'signedIn',
    screen: 'utilities/PayAccountPage',
    catalogues: UTILITIES_WORDS,
    // The payment page returns here with its outcome in the query; an approved payment goes
    // straight on to its receipt (S5.7), replacing the return address.
    search: paymentReturnSearch,
    redirect: ({ locale, search }) => receiptHrefOfReturn(locale, paymentReturnSearch(search)),
    samples: ['/my-utilities/pay/addc/la-013'],
  },
  {
    id: 'utilitiesReceipt',
    path: '/my-utilities/receipt/$serviceId/$transactionId',
    access: 'signedIn',
    screen: 'utilities/ReceiptPage',
    catalogues: UTILITIES_WORDS,
    samples: ['/my-utilities/receipt/addc/TXN-SBX-SEED-001'],
  },
  {
    id: 'utilitiesBill',
    path: '/my-utilities/bills/$entity/$accountId',
    access: 'signedIn',
    screen: 'utilities/BillDetailsPage',
    catalogues: UTILITIES_WORDS,
    samples: ['/my-utilities/bills/addc/la-013'],
  },
  // Autopay (SCREENS.md S5.8, spec 000 §2): the spec's four paths, as it writes them. Seeded accounts:
  // la-013 (ADDC) has no autopay; la-004 (e& postpaid) is active.
  {
    id: 'autopayManage',
    path: '/my-utilities/manage-autopay',
    access: 'signedIn',
    screen: 'utilities/ManageAutopayPage',
    catalogues: UTILITIES_WORDS,
  },
  {
    id: 'autopaySetup',
    path: '/wb/dge/autopay/setup-autopay',
    access: 'signedIn',
    screen: 'utilities/SetupAutopayPage',
    catalogues: UTILITIES_WORDS,
  },
  {
    id: 'autopaySetupAccount',
    path: '/wb/dge/autopay/setup-autopay-account',
    access: 'signedIn',
    screen: 'utilities/SetupAutopayAccountPage',
    catalogues: UTILITIES_WORDS,
    search: ['id'],
    samples: ['/wb/dge/autopay/setup-autopay-account?id=la-013'],
  },
  {
    id: 'autopayManageAccount',
    path: '/wb/dge/autopay/manage-autopay-account',
    access: 'signedIn',
    screen: 'utilities/ManageAutopayAccountPage',
    catalogues: UTILITIES_WORDS,
    search: ['id'],
    samples: ['/wb/dge/autopay/manage-autopay-account?id=la-004'],
  },
  // Personal locker (SCREENS.md S3, spec 000 §2), issue L.
  {
    // Issue Q: Favourites (SCREENS.md S7.3), where the home's empty Favourites tab's "Go to
    // Favourites" leads (not the locker home): the pinned services, reorder, unpin. The spec gives
    // no path; `/favourites` is a choice (the same in both languages, as every path).
    id: 'favourites',
    path: '/favourites',
    access: 'signedIn',
    screen: 'services/FavouritesPage',
    catalogues: SERVICE_WORDS,
  },
  {
    id: 'locker',
    path: '/mylocker',
    access: 'signedIn',
    screen: 'locker/LockerPage',
    catalogues: LOCKER_WORDS,
    // spaceCode (buss, prop) narrows the space request statistics (spec 001 §2).
    search: ['spaceCode'],
    samples: ['/mylocker', '/mylocker?spaceCode=buss'],
    // Issue L: the locker home is the signed-in page people open most. Issue V: audited in both
    // languages, as the bar names them.
    lighthouse: true,
  },
  // The person's spaces and their requests (SCREENS.md S8.3; spec 001 §2 lists /spaces among the
  // personal areas), issue Q. spaceCode (buss, prop) picks the kind; without it the page shows
  // business spaces, the first kind of the switch (spaceCode=buss is the same page).
  {
    id: 'spaces',
    path: '/spaces',
    access: 'signedIn',
    screen: 'locker/SpacesPage',
    catalogues: LOCKER_WORDS,
    search: ['spaceCode'],
    samples: ['/spaces', '/spaces?spaceCode=buss', '/spaces?spaceCode=prop'],
  },
  {
    id: 'lockerNotifications',
    path: '/mylocker/notifications',
    access: 'signedIn',
    screen: 'locker/NotificationsPage',
    catalogues: LOCKER_WORDS,
  },
  {
    // The payments list (S3.7, spec 000 §2): all, only the due ones, or focused on the transaction
    // the seeded payment notification names.
    id: 'lockerPayments',
    path: '/mylocker/payments/list',
    access: 'signedIn',
    screen: 'locker/PaymentsPage',
    catalogues: LOCKER_WORDS,
    search: ['dueOnly', 'txncode'],
    samples: [
      '/mylocker/payments/list',
      '/mylocker/payments/list?dueOnly=true',
      '/mylocker/payments/list?txncode=TXN-SBX-000042',
    ],
  },
  {
    // A multi-service journey's stages (S3.3). Choice: the spec gives no path; the sample is the
    // sandbox's seeded journey.
    id: 'lockerJourney',
    path: '/mylocker/journeys/$journeyId',
    access: 'signedIn',
    screen: 'locker/JourneyPage',
    catalogues: LOCKER_WORDS,
    samples: ['/mylocker/journeys/jr-0001'],
  },
  {
    // An appointment's details (S3.4). Choice: the spec gives no path; the samples are the seeded
    // journey's appointments: one with a meeting link, one without mandatory data, and one whose
    // meeting is on a site the deployment does not list (the warned link, issue Q).
    id: 'lockerAppointment',
    path: '/mylocker/appointments/$appointmentId',
    access: 'signedIn',
    screen: 'locker/AppointmentPage',
    catalogues: LOCKER_WORDS,
    samples: [
      '/mylocker/appointments/apt-006',
      '/mylocker/appointments/apt-007',
      '/mylocker/appointments/apt-008',
    ],
  },
  // My documents and the support centre (S3.8, S3.9): the paths are the spec's (spec 000 §2). The
  // samples are the sandbox's seeded documents (an expired one, one without expiry) and cases (one
  // waiting for information, one the user does not have: the not-found state).
  {
    id: 'lockerDocuments',
    path: '/mylocker/MyDocuments',
    access: 'signedIn',
    screen: 'locker/DocumentsPage',
    catalogues: LOCKER_WORDS,
  },
  {
    id: 'lockerDocument',
    path: '/mylocker/MyDocuments/details/$a/$b/$c',
    access: 'signedIn',
    screen: 'locker/DocumentPage',
    catalogues: LOCKER_WORDS,
    samples: [
      '/mylocker/MyDocuments/details/moi/doc-type-2/DOC-9013',
      '/mylocker/MyDocuments/details/moi/doc-type-8/DOC-9091',
    ],
  },
  {
    id: 'lockerSupport',
    path: '/mylocker/SupportCenter',
    access: 'signedIn',
    screen: 'locker/SupportCenterPage',
    catalogues: LOCKER_WORDS,
  },
  {
    id: 'lockerSupportCase',
    path: '/mylocker/SupportCenter/Details/$caseId',
    access: 'signedIn',
    screen: 'locker/SupportCasePage',
    catalogues: LOCKER_WORDS,
    samples: [
      '/mylocker/SupportCenter/Details/CAS-48134',
      '/mylocker/SupportCenter/Details/CAS-00000',
    ],
  },
  // Toll wallet (Darb), Salik and parking (SCREENS.md S6, spec 000 §2), issue N.
  {
    id: 'walletWallets',
    path: '/my-utilities/toll-wallet',
    access: 'signedIn',
    screen: 'wallet/WalletsPage',
    catalogues: UTILITIES_WORDS,
    // Issue V: a wallet page, signed in (its bar names one).
    lighthouse: ['en'],
  },
  {
    id: 'walletVehicles',
    path: '/my-utilities/toll-wallet/vehicles',
    access: 'signedIn',
    screen: 'wallet/VehiclesPage',
    catalogues: UTILITIES_WORDS,
  },
  {
    id: 'walletCards',
    path: '/my-utilities/toll-wallet/cards',
    access: 'signedIn',
    screen: 'wallet/CardsPage',
    catalogues: UTILITIES_WORDS,
  },
  {
    id: 'walletHistory',
    path: '/my-utilities/toll-wallet/history',
    access: 'signedIn',
    screen: 'wallet/HistoryPage',
    catalogues: UTILITIES_WORDS,
  },
  {
    // One vehicle's details and its wallet (S6.3). Choice: the spec gives no path; it sits under the
    // vehicle list, reached from each vehicle's Details link. The sample is the seeded tv-001.
    id: 'walletVehicle',
    path: '/my-utilities/toll-wallet/vehicles/$vehicleId',
    access: 'signedIn',
    screen: 'wallet/VehiclePage',
    catalogues: UTILITIES_WORDS,
    samples: ['/my-utilities/toll-wallet/vehicles/tv-001'],
  },
  {
    id: 'walletTerms',
    path: '/my-utilities/toll-wallet/terms',
    access: 'signedIn',
    screen: 'wallet/TermsPage',
    catalogues: UTILITIES_WORDS,
  },
  {
    id: 'walletTopUp',
    path: '/my-utilities/toll-wallet/top-up/$walletId',
    access: 'signedIn',
    screen: 'wallet/TopUpPage',
    catalogues: UTILITIES_WORDS,
    samples: ['/my-utilities/toll-wallet/top-up/tw-001'],
  },
  // Choice (spec 000 §2 shows no path for them): parking and Salik sit beside the toll wallet.
  {
    id: 'walletParking',
    path: '/my-utilities/parking',
    access: 'signedIn',
    screen: 'wallet/ParkingPage',
    catalogues: UTILITIES_WORDS,
  },
  {
    id: 'walletSalik',
    path: '/my-utilities/salik',
    access: 'signedIn',
    screen: 'wallet/SalikPage',
    catalogues: UTILITIES_WORDS,
  },
  // The community, tamm-by-you (SCREENS.md S10, spec 001 §2, issue W): the reading side. The
  // paths are core's TAMM_BY_YOU_PAGES and ideaPage; the header's dark or transparent look follows
  // core's tammByYouHeaderStyleOf (shell/Header.tsx).
  {
    // S10.1: the community's front page: what it is, the latest ideas and the most supported.
    id: 'communityIdeas',
    path: '/tamm-by-you/ideas/community',
    access: 'public',
    screen: 'community/CommunityIdeasPage',
    catalogues: COMMUNITY_WORDS,
    lighthouse: false,
  },
  {
    // S10.1: every idea, filtered by topic and status, newest or most supported first, by pages.
    id: 'ideaListing',
    path: '/tamm-by-you/ideas/listing',
    access: 'public',
    screen: 'community/IdeaListingPage',
    catalogues: COMMUNITY_WORDS,
    search: ['topic', 'status', 'sort', 'page'],
    samples: [
      '/tamm-by-you/ideas/listing',
      '/tamm-by-you/ideas/listing?topic=transport&status=accepted&sort=mostSupported',
      '/tamm-by-you/ideas/listing?page=2',
    ],
    lighthouse: false,
  },
  {
    // S10.4: contributors ranked this month (UAE time) or all time (`?period=allTime`), with the
    // signed-in person's own rank even outside the places shown.
    id: 'leaderboard',
    path: '/tamm-by-you/leaderboard',
    access: 'public',
    screen: 'community/LeaderboardPage',
    catalogues: COMMUNITY_WORDS,
    search: ['period'],
    samples: ['/tamm-by-you/leaderboard', '/tamm-by-you/leaderboard?period=allTime'],
    sweepAs: ['visitor', 'signedIn'],
    lighthouse: false,
  },
  {
    // S10.4: the person's public name and avatar in the community (a visitor is sent to sign in).
    id: 'profileDetails',
    path: '/tamm-by-you/profile-details',
    access: 'signedIn',
    screen: 'community/ProfileDetailsPage',
    catalogues: COMMUNITY_WORDS,
    lighthouse: false,
  },
  // The community (tamm-by-you, spec 001 §2; SCREENS.md S10), issue W: the pages a person writes
  // (engineer "write"). Their paths are core's TAMM_BY_YOU_PAGES (pagePath.test.ts holds them to it).
  {
    // Share an idea (S10.3); `?draft=` continues a saved draft (its id checked by the reader).
    id: 'submitIdea',
    path: '/tamm-by-you/submit-idea',
    access: 'signedIn',
    screen: 'community/SubmitIdeaPage',
    catalogues: COMMUNITY_WORDS,
    search: ['draft'],
    samples: ['/tamm-by-you/submit-idea', '/tamm-by-you/submit-idea?draft=draft-000001'],
  },
  {
    // The person's saved drafts (S10.3): continue one, or delete it after a confirmation.
    id: 'ideaDrafts',
    path: '/tamm-by-you/ideas/drafts',
    access: 'signedIn',
    screen: 'community/IdeaDraftsPage',
    catalogues: COMMUNITY_WORDS,
  },
  {
    // The ideas the person shared, with their statuses (S10.4).
    id: 'myIdeas',
    path: '/tamm-by-you/ideas/my-ideas',
    access: 'signedIn',
    screen: 'community/MyIdeasPage',
    catalogues: COMMUNITY_WORDS,
  },
  {
    // S10.2: one idea (spec 001 §2: a numeric id). After the area's fixed addresses under
    // ideas/ (community, listing, drafts, my-ideas): the first entry that matches an address names
    // it (pageOfAddress), and `$ideaId` would match those too. Anything but digits is the 404 page; a number
    // the community does not have is the page's not-found state, answered 404 by the server.
    // Samples: an open idea (supportable) and a decided one with its official answer (the sweep
    // fails on a console error, which the browser logs for the 404 of an unknown id: the
    // communityRead journey covers that state).
    id: 'idea',
    path: '/tamm-by-you/ideas/$ideaId',
    access: 'public',
    screen: 'community/IdeaPage',
    catalogues: COMMUNITY_WORDS,
    redirect: ({ locale, params }) =>
      /^\d{1,12}$/.test(params.ideaId ?? '') ? undefined : `/${locale}/404`,
    renderedOnRequest: true,
    samples: ['/tamm-by-you/ideas/101', '/tamm-by-you/ideas/104'],
    lighthouse: false,
  },
] as const satisfies readonly PortalPage[];

export type PortalPageId = (typeof PORTAL_PAGES)[number]['id'];

/** The entry of the page `Id`, with its literal path and query keys (for the typed helpers). */
export type PortalPageOf<Id extends PortalPageId> = Extract<
  (typeof PORTAL_PAGES)[number],
  { id: Id }
>;

/** The path patterns of {@link PORTAL_PAGES}, for matching an address against them. */
export const PORTAL_PAGE_PATHS: readonly string[] = PORTAL_PAGES.map((page) => page.path);

/**
 * Paths served without a language prefix. `/login` is the spec's sign-in address (spec 001 §2:
 * `/login?redirectUrl=`), and core's `loginPath` builds it without one.
 */
export const UNPREFIXED_PATHS = { login: '/login' } as const;
