import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadMessages } from '../i18n/translatorFor';
import { requestLanguageModal } from '../shell/languageModalRequest';
import { Shell } from '../shell/Shell';
import { resolveLocation } from './resolveLocation';
import type { PortalRouteId } from './routeList';
import {
  paymentReturnSearch,
  receiptHrefOfReturn,
} from '../screens/utilities/payment/paymentReturnSearch';
import { screenComponent } from './screenComponent';
import { isServiceListBundle } from './serviceListBundle';
import { searchValidator } from './searchParams';
import { storedLanguageCodes } from './storedLanguages';
import { portalLocaleOf, usePageLocale } from './usePageLocale';

/** What every route can reach. */
export interface RouterContext {
  readonly queryClient: QueryClient;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Every navigation first passes `resolveLocation` (spec 001 §2): language prefixes are made
 * canonical or negotiated, `chat` and `langsTranslation` are handled, and unknown paths go to the
 * 404 page. Only canonical addresses of known pages reach the routes below.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, preload }) => {
    // The build-time prerender renders canonical addresses only, and has no browser to ask.
    if (preload || typeof window === 'undefined') return;
    const decision = resolveLocation({
      pathname: location.pathname,
      search: location.searchStr,
      hash: location.hash === '' ? '' : `#${location.hash}`,
      storedLanguages: storedLanguageCodes(browserStorage()),
      cookies: document.cookie,
      browserLanguages: navigator.languages,
    });
    if (decision.kind !== 'redirect') return;
    if (decision.opensLanguageModal) requestLanguageModal();
    throw redirect({ href: decision.href, replace: true });
  },
  component: Outlet,
});

/** `/login?redirectUrl=`: the hand-over to sign-in (no language prefix, as the spec writes it). */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: searchValidator(['redirectUrl']),
  component: lazyRouteComponent(() => import('../screens/login/LoginRoute'), 'LoginRoute'),
});

/** `/{locale}/…`: every page in a language, inside the shell. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  params: {
    parse: ({ locale }) => ({ locale: portalLocaleOf(locale) }),
    stringify: ({ locale }) => ({ locale }),
  },
  // The header's words (core's shell and common catalogues), in before the shell renders.
  loader: ({ params }) => loadMessages(params.locale, 'shell', 'common'),
  component: LocaleShell,
});

function LocaleShell() {
  return <Shell locale={usePageLocale()} />;
}

export const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
  validateSearch: searchValidator(['action', 'feedback', 'lang', 'spaceCode']),
  loader: ({ params }) => loadMessages(params.locale, 'home', 'common'),
  component: screenComponent('home'),
});

/** `/{locale}/searchresults?q=&tab=&page=` (issue K, SCREENS.md S2.6). */
export const searchResultsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'searchresults',
  validateSearch: searchValidator(['q', 'tab', 'page']),
  loader: ({ params }) => loadMessages(params.locale, 'home', 'common'),
  component: screenComponent('searchResults'),
});

/**
 * `/{locale}/services/individual|business?category=&page=` (issue K, SCREENS.md S2.7). Another
 * audience has no page of its own (spec 001 §2 names these two): it gets the 404 page.
 */
export const allServicesRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'services/$audience',
  validateSearch: searchValidator(['category', 'page']),
  // In the loader rather than `beforeLoad`: a `beforeLoad` here loses the route's search type.
  loader: ({ params }) => {
    if (!isServiceListBundle(params.audience)) {
      throw redirect({ href: `/${params.locale}/404`, replace: true });
    }
    return loadMessages(params.locale, 'home', 'common');
  },
  component: screenComponent('allServices'),
});

export const notFoundRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '404',
  component: screenComponent('notFound'),
});

/** `/{locale}/my-data/settings`, with `?lock=true` the unlock dialog (issue J, SCREENS S4.2). */
export const settingsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-data/settings',
  validateSearch: searchValidator(['lock']),
  component: screenComponent('settings'),
});

/** Utilities and payments hub (SCREENS.md S5.1). */
export const utilitiesHubRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('utilitiesHub'),
});

/** Link an account of one provider (S5.2). */
export const utilitiesLinkRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/link/$entity',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('utilitiesLink'),
});

/**
 * Pay a bill or top up (S5.6); the payment page returns here with its outcome in the query. An
 * approved payment goes straight on to its receipt (S5.7), replacing the return address.
 */
export const utilitiesPayRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/pay/$entity/$accountId',
  validateSearch: paymentReturnSearch,
  beforeLoad: ({ params, search }) => {
    const receipt = receiptHrefOfReturn(params.locale, search);
    if (receipt !== undefined) throw redirect({ href: receipt, replace: true });
  },
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('utilitiesPay'),
});

/** The receipt of a transaction (S5.7, spec 000 §2 serviceId and transactionId). */
export const utilitiesReceiptRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/receipt/$serviceId/$transactionId',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('utilitiesReceipt'),
});

/** Bill details of a linked account: current bill, last six bills and consumptions (S5.4). */
export const utilitiesBillRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/bills/$entity/$accountId',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('utilitiesBill'),
});

/** Autopay: the eligible accounts with their state; pause, resume, cancel (S5.8). */
export const autopayManageRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/manage-autopay',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('autopayManage'),
});

/** Autopay setup: choose an eligible account without autopay (S5.8). */
export const autopaySetupRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'wb/dge/autopay/setup-autopay',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('autopaySetup'),
});

/** Autopay account setup: the day of the month for the account `?id=` (S5.8). */
export const autopaySetupAccountRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'wb/dge/autopay/setup-autopay-account',
  validateSearch: searchValidator(['id']),
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('autopaySetupAccount'),
});

/** Autopay manage account: one account's schedule `?id=`; change day, pause, resume, cancel (S5.8). */
export const autopayManageAccountRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'wb/dge/autopay/manage-autopay-account',
  validateSearch: searchValidator(['id']),
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('autopayManageAccount'),
});

/** The utilities hub's routes (issue M), added to the locale route's children. */
const UTILITIES_ROUTES = [
  utilitiesHubRoute,
  utilitiesLinkRoute,
  utilitiesPayRoute,
  utilitiesReceiptRoute,
  utilitiesBillRoute,
  autopayManageRoute,
  autopaySetupRoute,
  autopaySetupAccountRoute,
  autopayManageAccountRoute,
] as const;

/** The personal locker's home: applications in progress, drafts and journeys (S3.1, S3.2, S3.5). */
export const lockerRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker',
  // spaceCode (buss, prop) narrows the space request statistics (spec 001 §2).
  validateSearch: searchValidator(['spaceCode']),
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('locker'),
});

/** Every notification, a page at a time, grouped by type; mark as read (S3.6). */
export const lockerNotificationsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker/notifications',
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('lockerNotifications'),
});

/** A multi-service journey with its stages in order, linking to their appointments (S3.3). */
export const lockerJourneyRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker/journeys/$journeyId',
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('lockerJourney'),
});

/** An appointment: date and time, channel, meeting link or address, missing data (S3.4). */
export const lockerAppointmentRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker/appointments/$appointmentId',
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('lockerAppointment'),
});

/** My documents by expiry month, soonest first, with their marks (S3.8). */
export const lockerDocumentsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker/MyDocuments',
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('lockerDocuments'),
});

/** A document's detail, found by its three path parts (S3.8). */
export const lockerDocumentRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker/MyDocuments/details/$a/$b/$c',
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('lockerDocument'),
});

/** The support centre: the user's cases and their statuses (S3.9). */
export const lockerSupportRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker/SupportCenter',
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('lockerSupport'),
});

/** A support case, found by its CaseID (S3.9). */
export const lockerSupportCaseRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker/SupportCenter/Details/$caseId',
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('lockerSupportCase'),
});

/**
 * The payments list (S3.7): `?dueOnly=true` or `?txncode=` (spec 000 §2), each checked by the
 * portal's search readers (a stray value is dropped, as if absent).
 */
export const lockerPaymentsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'mylocker/payments/list',
  validateSearch: searchValidator(['dueOnly', 'txncode']),
  loader: ({ params }) => loadMessages(params.locale, 'locker', 'common'),
  component: screenComponent('lockerPayments'),
});

/** The personal locker's routes (issue L), added to the locale route's children. */
const LOCKER_ROUTES = [
  lockerRoute,
  lockerNotificationsRoute,
  lockerPaymentsRoute,
  lockerJourneyRoute,
  lockerAppointmentRoute,
  lockerDocumentsRoute,
  lockerDocumentRoute,
  lockerSupportRoute,
  lockerSupportCaseRoute,
] as const;

/** The toll wallets (S6.1); registration when the person has no Darb profile. */
export const walletWalletsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/toll-wallet',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletWallets'),
});

/** The person's Darb vehicles and their order (S6.3). */
export const walletVehiclesRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/toll-wallet/vehicles',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletVehicles'),
});

/** The person's rechargeable cards: add, (de)activate, change the linked wallet (S6.4). */
export const walletCardsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/toll-wallet/cards',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletCards'),
});

/** Toll history, financial transactions and unpaid tolls, a page at a time (S6.5). */
export const walletHistoryRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/toll-wallet/history',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletHistory'),
});

/** One Darb vehicle's details and the wallet it uses (S6.3). */
export const walletVehicleRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/toll-wallet/vehicles/$vehicleId',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletVehicle'),
});

/** The Darb terms and conditions (S6.6). */
export const walletTermsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/toll-wallet/terms',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletTerms'),
});

/** Top up one toll wallet (S6.2): quick and custom amounts, then the payment page. */
export const walletTopUpRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/toll-wallet/top-up/$walletId',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletTopUp'),
});

/** Parking (S6.7): permits, fines totals, vehicles by traffic file, related services. */
export const walletParkingRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/parking',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletParking'),
});

/** Salik (S6.8): unlinked vehicles and the plate lookups. */
export const walletSalikRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'my-utilities/salik',
  loader: ({ params }) => loadMessages(params.locale, 'utilities', 'common', 'forms'),
  component: screenComponent('walletSalik'),
});

/** The toll wallet, Salik and parking routes (issue N), added to the locale route's children. */
const WALLET_ROUTES = [
  walletWalletsRoute,
  walletVehiclesRoute,
  walletCardsRoute,
  walletHistoryRoute,
  walletVehicleRoute,
  walletTermsRoute,
  walletTopUpRoute,
  walletParkingRoute,
  walletSalikRoute,
] as const;

/**
 * The route of each entry of `PORTAL_ROUTES`: a list entry without a route here is a type error,
 * and `routeTree.test.ts` checks that each route's path is the list's.
 */
export const ROUTES_BY_ID = {
  home: homeRoute,
  searchResults: searchResultsRoute,
  allServices: allServicesRoute,
  notFound: notFoundRoute,
  settings: settingsRoute,
  utilitiesHub: utilitiesHubRoute,
  utilitiesLink: utilitiesLinkRoute,
  utilitiesPay: utilitiesPayRoute,
  utilitiesReceipt: utilitiesReceiptRoute,
  utilitiesBill: utilitiesBillRoute,
  autopayManage: autopayManageRoute,
  autopaySetup: autopaySetupRoute,
  autopaySetupAccount: autopaySetupAccountRoute,
  autopayManageAccount: autopayManageAccountRoute,
  locker: lockerRoute,
  lockerNotifications: lockerNotificationsRoute,
  lockerPayments: lockerPaymentsRoute,
  lockerJourney: lockerJourneyRoute,
  lockerAppointment: lockerAppointmentRoute,
  lockerDocuments: lockerDocumentsRoute,
  lockerDocument: lockerDocumentRoute,
  lockerSupport: lockerSupportRoute,
  lockerSupportCase: lockerSupportCaseRoute,
  walletWallets: walletWalletsRoute,
  walletVehicles: walletVehiclesRoute,
  walletCards: walletCardsRoute,
  walletHistory: walletHistoryRoute,
  walletVehicle: walletVehicleRoute,
  walletTerms: walletTermsRoute,
  walletTopUp: walletTopUpRoute,
  walletParking: walletParkingRoute,
  walletSalik: walletSalikRoute,
} as const satisfies Record<PortalRouteId, AnyRoute>;

export const routeTree = rootRoute.addChildren([
  loginRoute,
  localeRoute.addChildren([
    homeRoute,
    searchResultsRoute,
    allServicesRoute,
    notFoundRoute,
    settingsRoute,
    ...UTILITIES_ROUTES,
    ...LOCKER_ROUTES,
    ...WALLET_ROUTES,
  ]),
]);
