import type { PortalLocale } from '@portal/core';
import { SEARCH_RESULTS_PATH } from './searchResultsPage.ts';

/**
 * Every page the portal serves, in one list (SCREENS.md S1–S6). The router, the production server's
 * 404 answer and the end-to-end sweep (axe, console, 320 px, `<html lang dir>`, Lighthouse) all read
 * it, so a screen added here is routed, served and checked at once.
 *
 * Pure data, no React: `vite.config.ts` and the Playwright suite import it in Node.
 *
 * To add a screen: write `src/screens/<area>/<Name>Page.tsx` exporting `<Name>Page`, add an entry
 * here, then its route in `routeTree.tsx` (the type there refuses a list entry without a route).
 */

/** Who can open a page: anyone, or only a signed-in person (a visitor is sent to sign-in). */
export type RouteAccess = 'public' | 'signedIn';

/** As whom the end-to-end sweep opens a page. */
export type SweepVisitor = 'visitor' | 'signedIn';

export interface PortalRoute {
  /** Stable name, used by the route tree and in test titles. */
  readonly id: string;
  /**
   * The path after the language prefix, as the specs write it (spec 001 §2, spec 000 §2): `/` is the
   * home page, `$name` a path parameter (`/mylocker/SupportCenter/Details/$caseId`).
   */
  readonly path: `/${string}`;
  readonly access: RouteAccess;
  /**
   * The page's module under `src/screens/`, without extension; its export of the same name as the
   * file is the page (`home/HomePage` → `HomePage` of `src/screens/home/HomePage.tsx`). Loaded on
   * its own when the page is first opened, and preloaded by `index.html` when the page is the one
   * the browser lands on (`build/routePreload.ts`).
   */
  readonly screen: `${string}/${string}Page`;
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

/** The pages that exist today; later screens add theirs (issues J–N). */
export const PORTAL_ROUTES = [
  {
    id: 'home',
    path: '/',
    access: 'public',
    screen: 'home/HomePage',
    sweepAs: ['visitor', 'signedIn'],
    lighthouse: true,
  },
  {
    // Issue K: search results (SCREENS.md S2.6).
    id: 'searchResults',
    path: SEARCH_RESULTS_PATH,
    access: 'public',
    screen: 'search/SearchResultsPage',
    samples: ['/searchresults?q=licence', '/searchresults?q=qwertyzzz'],
    lighthouse: true,
  },
  {
    // Issue K: all services of an audience, browsed by category (SCREENS.md S2.7); the header's
    // Services menu links here.
    id: 'allServices',
    path: '/services/$audience',
    access: 'public',
    screen: 'search/AllServicesPage',
    samples: ['/services/business?category=employment'],
    lighthouse: false,
  },
  {
    id: 'notFound',
    path: '/404',
    access: 'public',
    screen: 'notFound/NotFoundPage',
    lighthouse: ['ar-AE'],
  },
  {
    // Issue J: the session's settings page; `?lock=true` opens the unlock dialog (SCREENS S4.2).
    id: 'settings',
    path: '/my-data/settings',
    access: 'signedIn',
    screen: 'session/SettingsPage',
    samples: ['/my-data/settings', '/my-data/settings?lock=true'],
    lighthouse: false,
  },
  // Utilities and payments hub (SCREENS.md S5, spec 000 §2), issue M.
  {
    id: 'utilitiesHub',
    path: '/my-utilities',
    access: 'signedIn',
    screen: 'utilities/UtilitiesHubPage',
    lighthouse: ['en'],
  },
  {
    id: 'utilitiesLink',
    path: '/my-utilities/link/$entity',
    access: 'signedIn',
    screen: 'utilities/LinkAccountPage',
    samples: ['/my-utilities/link/addc'],
  },
  {
    id: 'utilitiesPay',
    path: '/my-utilities/pay/$entity/$accountId',
    access: 'signedIn',
    screen: 'utilities/PayAccountPage',
    samples: ['/my-utilities/pay/addc/la-013'],
  },
  {
    id: 'utilitiesReceipt',
    path: '/my-utilities/receipt/$serviceId/$transactionId',
    access: 'signedIn',
    screen: 'utilities/ReceiptPage',
    samples: ['/my-utilities/receipt/addc/TXN-SBX-SEED-001'],
  },
  {
    id: 'utilitiesBill',
    path: '/my-utilities/bills/$entity/$accountId',
    access: 'signedIn',
    screen: 'utilities/BillDetailsPage',
    samples: ['/my-utilities/bills/addc/la-013'],
  },
  // Autopay (SCREENS.md S5.8, spec 000 §2): the spec's four paths, as it writes them. Seeded accounts:
  // la-013 (ADDC) has no autopay; la-004 (e& postpaid) is active.
  {
    id: 'autopayManage',
    path: '/my-utilities/manage-autopay',
    access: 'signedIn',
    screen: 'utilities/ManageAutopayPage',
  },
  {
    id: 'autopaySetup',
    path: '/wb/dge/autopay/setup-autopay',
    access: 'signedIn',
    screen: 'utilities/SetupAutopayPage',
  },
  {
    id: 'autopaySetupAccount',
    path: '/wb/dge/autopay/setup-autopay-account',
    access: 'signedIn',
    screen: 'utilities/SetupAutopayAccountPage',
    samples: ['/wb/dge/autopay/setup-autopay-account?id=la-013'],
  },
  {
    id: 'autopayManageAccount',
    path: '/wb/dge/autopay/manage-autopay-account',
    access: 'signedIn',
    screen: 'utilities/ManageAutopayAccountPage',
    samples: ['/wb/dge/autopay/manage-autopay-account?id=la-004'],
  },
  // Personal locker (SCREENS.md S3, spec 000 §2), issue L.
  {
    id: 'locker',
    path: '/mylocker',
    access: 'signedIn',
    screen: 'locker/LockerPage',
    samples: ['/mylocker', '/mylocker?spaceCode=buss'],
    // Issue L: the locker home is the signed-in page people open most; one language (both share
    // one layout and one bundle).
    lighthouse: ['en'],
  },
  {
    id: 'lockerNotifications',
    path: '/mylocker/notifications',
    access: 'signedIn',
    screen: 'locker/NotificationsPage',
  },
  {
    // The payments list (S3.7, spec 000 §2): all, only the due ones, or focused on the transaction
    // the seeded payment notification names.
    id: 'lockerPayments',
    path: '/mylocker/payments/list',
    access: 'signedIn',
    screen: 'locker/PaymentsPage',
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
    samples: ['/mylocker/journeys/jr-0001'],
  },
  {
    // An appointment's details (S3.4). Choice: the spec gives no path; the samples are the seeded
    // journey's appointments: one with a meeting link, one without mandatory data.
    id: 'lockerAppointment',
    path: '/mylocker/appointments/$appointmentId',
    access: 'signedIn',
    screen: 'locker/AppointmentPage',
    samples: ['/mylocker/appointments/apt-006', '/mylocker/appointments/apt-007'],
  },
  // My documents and the support centre (S3.8, S3.9): the paths are the spec's (spec 000 §2). The
  // samples are the sandbox's seeded documents (an expired one, one without expiry) and cases (one
  // waiting for information, one the user does not have: the not-found state).
  {
    id: 'lockerDocuments',
    path: '/mylocker/MyDocuments',
    access: 'signedIn',
    screen: 'locker/DocumentsPage',
  },
  {
    id: 'lockerDocument',
    path: '/mylocker/MyDocuments/details/$a/$b/$c',
    access: 'signedIn',
    screen: 'locker/DocumentPage',
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
  },
  {
    id: 'lockerSupportCase',
    path: '/mylocker/SupportCenter/Details/$caseId',
    access: 'signedIn',
    screen: 'locker/SupportCasePage',
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
  },
  {
    id: 'walletVehicles',
    path: '/my-utilities/toll-wallet/vehicles',
    access: 'signedIn',
    screen: 'wallet/VehiclesPage',
  },
  {
    id: 'walletCards',
    path: '/my-utilities/toll-wallet/cards',
    access: 'signedIn',
    screen: 'wallet/CardsPage',
  },
  {
    id: 'walletHistory',
    path: '/my-utilities/toll-wallet/history',
    access: 'signedIn',
    screen: 'wallet/HistoryPage',
  },
  {
    // One vehicle's details and its wallet (S6.3). Choice: the spec gives no path; it sits under the
    // vehicle list, reached from each vehicle's Details link. The sample is the seeded tv-001.
    id: 'walletVehicle',
    path: '/my-utilities/toll-wallet/vehicles/$vehicleId',
    access: 'signedIn',
    screen: 'wallet/VehiclePage',
    samples: ['/my-utilities/toll-wallet/vehicles/tv-001'],
  },
  {
    id: 'walletTerms',
    path: '/my-utilities/toll-wallet/terms',
    access: 'signedIn',
    screen: 'wallet/TermsPage',
  },
  {
    id: 'walletTopUp',
    path: '/my-utilities/toll-wallet/top-up/$walletId',
    access: 'signedIn',
    screen: 'wallet/TopUpPage',
    samples: ['/my-utilities/toll-wallet/top-up/tw-001'],
  },
  // Choice (spec 000 §2 shows no path for them): parking and Salik sit beside the toll wallet.
  {
    id: 'walletParking',
    path: '/my-utilities/parking',
    access: 'signedIn',
    screen: 'wallet/ParkingPage',
  },
  {
    id: 'walletSalik',
    path: '/my-utilities/salik',
    access: 'signedIn',
    screen: 'wallet/SalikPage',
  },
] as const satisfies readonly PortalRoute[];

export type PortalRouteId = (typeof PORTAL_ROUTES)[number]['id'];

/** The path patterns of {@link PORTAL_ROUTES}, for matching an address against them. */
export const PORTAL_ROUTE_PATHS: readonly string[] = PORTAL_ROUTES.map((route) => route.path);

/**
 * Paths served without a language prefix. `/login` is the spec's sign-in address (spec 001 §2:
 * `/login?redirectUrl=`), and core's `loginPath` builds it without one.
 */
export const UNPREFIXED_PATHS = { login: '/login' } as const;
