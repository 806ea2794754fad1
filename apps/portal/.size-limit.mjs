// Initial-JS budget per route (issue I): what a phone downloads before the page works, gzip.
// The file list of each route comes from the build (scripts/initialJs.mjs), so it follows the
// chunks as they are named in this build. A route without its own budget gets `default`.
import { initialJsFiles } from './scripts/initialJs.mjs';

// React, React DOM, the router and the query cache are 103.7 kB of every figure; the shell (header,
// footer, session hint, the page's words) about 60 kB more. Pages that read the API add the client
// and zod/mini (18 kB), forms and menus their Radix parts. Measured 2026-11-23: home 172.6, 404
// 165.4, settings 166.1, search results 205.2, all services 195.5, utilities 193–223 (bill details
// 197.3), locker 221.8, wallet 194–217 kB.
const budgets = {
  default: '180 kB',
  // Every route's entry carries the route table: the cards and histories routes (S6.4, S6.5) put
  // home at 180.3 kB; with the payments, documents, support and vehicle routes, 183.3 kB (measured
  // 2026-11-26, against 179.1 at ec88eb1: startApp +0.9 kB for nine routes, lucide's icon factory
  // now a chunk of its own beside a shared ui chunk that grew by about 3 kB). The other routes'
  // budgets below moved by the same 2–4 kB on the same day; the locker's by 7 (its widgets,
  // spotlights and space statistics).
  // 2026-11-26 (issue K): every route's shared start grew by 1.0–1.7 kB: TanStack Query's `hydrate`
  // and the content snapshot (the home page's CMS content drawn with the page), the visitor-first
  // header and the announcement slot that now draws from the cache (it was a lazy part). The routes
  // below were raised by that much, with 1.5 kB of room.
  // 2026-11-27 (issue K): every route's shared start grew by about 0.45 kB: the content snapshot's
  // refresh once the page has settled (startApp +0.12 kB) and `whenPageSettles`, a 0.33 kB chunk it
  // shares with the home page's onboarding. The four routes that this put over or within 0.3 kB of
  // their line (lockerPayments, walletCards, walletHistory, locker) were raised by 1 kB.
  // 2026-11-28 (issue P): every page's entry carries the page table, whose entries now hold their
  // catalogues, query readers and redirects, and the shell builds addresses with pagePath: +0.3–1.1
  // kB on most routes (the utilities link and receipt pages −3.1 and −2.4 kB: the status line and
  // query helper they now share). The two routes this put over their line by 0.49 and 0.04 kB
  // (searchResults, settings) were raised by 1 kB.
  // 2026-11-29 (issues R and U): every route's shared start grew by 3.5–4.5 kB, measured on the
  // merged build: the header's assistant control and the panel's lazy reference (~0.7 kB), the
  // header's language-dialog control and lazy area (~0.75), analytics' consent check and queue
  // reference (~0.3), the components' own words that UiProvider hands out (core's English and
  // Arabic component words, 1.3), refusals judged in the page's language (serverTextFor with
  // its script check) and the footer's mobile numbers. Each failing route was raised to its
  // figure plus 0.4 kB, rounded up to the half kB; the 404 page gets its own line (182 kB).
  // A merge had put zod on every page (+10 kB: core's digit reader shared a chunk with the PIN
  // form's schema); core now builds it as an entry of its own.
  // 2026-11-29 (issue V): every route's start lost 1.5-2.2 kB gzip: a lazy import no longer lists
  // for preloading the chunks its importing chunk has already loaded (build/preloadLists.ts; the page
  // glob's lists named React, the router and the shell again for each of 50 pages), less the 0.13
  // kB of the routes' first queries (src/routes/pageQueries.ts). Every line below moved down by the
  // gain (1.5 kB; home and service 2 kB), measured after: home 183.9, locker 246.9, utilitiesHub
  // 239.9, utilitiesBill 212.2, walletWallets 230.5, the tightest utilitiesReceipt 207.0 (207.5).
  // The same day the community's eight pages joined the page table that every route's entry
  // carries (entries with their query readers: topic, status, sort, period, draft) and the wallet's
  // tabs became ui's SectionNav: utilitiesReceipt read 208.97 kB, over its line, and is raised to
  // 209.5; the others stayed within theirs.
  notFound: '181 kB',
  home: '189 kB',
  // The assistant's page (S9.1, issue R), measured 2026-11-29: 205.3 kB (AssistantConversation
  // with its cards, the conversation store, the HTTP provider with its NDJSON reader and part
  // schemas, the assistant's words). The header's control and the panel's lazy chunk reference
  // added about 0.7 kB to every route's shared start (the words are a catalogue of their own,
  // loaded when the panel opens).
  chat: '207.5 kB',
  searchResults: '224 kB',
  // The settings page (S8.2, issue Q), measured 2026-11-29: 183.2 kB (the theme and text-size
  // controls, the section layout and the settings' words); its two forms (the PIN change and the
  // notification preferences: the form library, the API client and their calls, about 60 kB) load
  // after the page's first part (SettingsForms.tsx), so they are not in this figure.
  settings: '187.5 kB',
  allServices: '212.5 kB',
  // `/services` only redirects to all services for individuals (S7.2); its entry names the same
  // screen, so it carries the same first JavaScript, measured 2026-11-29: 206.2 kB.
  services: '212.5 kB',
  // The service page (S7.1, issue Q), measured 2026-11-28: 206.1 kB (the API client and the service
  // read, ServiceDetails with ExternalLink and Breadcrumbs; the download-app dialog loads on use).
  service: '220 kB',
  // Favourites (S7.3, issue Q), measured 2026-11-29: 209.6 kB, the service page's family: the API
  // client, the favourites read and its three changes, TanStack Query's mutations, FavouriteServices
  // with Breadcrumbs and the icon buttons (the download-app dialog loads on use). The service page
  // itself, 211.6 kB, keeps its pin toggle and the change calls in a chunk only a signed-in reader loads.
  favourites: '216 kB',
  // The hub and the link form, measured 2026-11-26 after S3.3–S3.6, S5.3–S5.8, S6.7–S6.8 landed:
  // 233.2 and 232.7 kB. Renaming and removing load their dialogs on first use (RenameAccountArea,
  // RemoveAccountArea, 23 kB kept out); the rest is the route table (eight more screens) and
  // @portal/ui's shared chunks growing with the new compositions.
  utilitiesHub: '244.5 kB',
  utilitiesLink: '241.5 kB',
  utilitiesPay: '228.5 kB',
  utilitiesReceipt: '209.5 kB',
  // Measured 2026-11-26 after S6.4–S6.5 joined the route table: 208.8 kB.
  utilitiesBill: '217.5 kB',
  // Autopay (S5.8), measured 2026-11-26: manage 216.2, setup 197.4, account setup 218.6 (the day
  // form), manage account 238.0 (the day form, the list card and the cancel AlertDialog).
  autopayManage: '230 kB',
  autopaySetup: '211.5 kB',
  autopaySetupAccount: '234.5 kB',
  autopayManageAccount: '253.5 kB',
  // The locker home, measured 2026-11-26 with the links to My documents and the support centre:
  // 232.6 kB (232.4 without them).
  locker: '252 kB',
  // Notifications (S3.6), measured 2026-11-26: 206.8 kB (the API client, the list and its pages).
  lockerNotifications: '222.5 kB',
  // Payments list (S3.7), measured 2026-11-26: 202.3 kB (the API client, the list with StatusTag,
  // Badge and Alert, the receipt download chain).
  lockerPayments: '212.5 kB',
  // Journey view (S3.3) and appointment details (S3.4), measured 2026-11-26: 197.6 and 197.0 (the
  // API client, the locker's words, JourneyStages / AppointmentDetails with Card, StatusTag, Alert).
  lockerJourney: '211.5 kB',
  lockerAppointment: '212 kB',
  // My documents, a document, the support centre and a case (S3.8, S3.9), measured 2026-11-26:
  // 200.8, 201.0, 200.5 and 200.8 kB (the API client, the locker's words, the list or details with
  // StatusTag and DescriptionList).
  lockerDocuments: '211.5 kB',
  lockerDocument: '211.5 kB',
  lockerSupport: '211 kB',
  lockerSupportCase: '211 kB',
  // Issue Q: My spaces (S8.3), measured 213.55 kB after the build: the locker pages' share (the
  // client, the application cards and their status words) plus the space switch and figures.
  spaces: '219.5 kB',
  // My data (S8.1, issue Q), measured 2026-11-28: 202.1 kB, the same family as the locker's detail
  // pages (the API client, the locker's words, PersonalData with DescriptionList).
  myData: '214.5 kB',
  walletWallets: '235.5 kB',
  // Measured 2026-11-26 after S6.4–S6.5 joined the route table: top-up 218.1.
  // Cards (S6.4), measured 2026-11-26: 227.6 kB (the list's AlertDialog, the change-wallet and
  // add-card Dialogs, ErrorSummary, Select and core's card number rule). Histories (S6.5): 211.6 kB
  // (Tabs, DataTable, Pagination, core's date and amount formatters).
  // 2026-11-29 (issue Q): SafeHtml (the Darb terms' dialog is in this route) now sanitises in a
  // server renderer's window when one is given (SafeHtmlWindowProvider), and core's spaceKindOfCode
  // (which spaceKindOf now calls) joined core's shared chunk this route preloads: 235.002 and
  // 235.08 kB measured apart, against the 235 kB line it had stood 0.01 kB under; raised by 0.5 kB.
  walletCards: '239 kB',
  walletHistory: '222.5 kB',
  // Vehicles (S6.3), measured 2026-11-26: the list 216.7 kB, of which about 16 kB is dnd-kit
  // (@dnd-kit/core + sortable, only in this route's VehiclesPage chunk) for dragging; the details
  // 203.5 kB (VehicleDetails with Field, Select and Button, the API client). Issue Q's search
  // destination rule (searchResultDestinationOf) sits in core's shared chunk every route preloads:
  // measured 225.04 kB on 2026-11-29, 37 B over the old 225 kB line.
  walletVehicles: '229.5 kB',
  // 2026-11-29 (issue R): analytics in every page's start (startApp's late import of the queue and
  // track()'s consent check and waiting events, about 0.3 kB together; the queue and its schemas are
  // a chunk loaded after the page settles): 212.3 kB measured against the 212 kB line; raised by 0.5 kB.
  // The details: 211.93 kB before @portal/ui's UiProvider became its own module (issue U), 212.06
  // after: lucide's shared chunk is now named after createLucideIcon instead of `dist`, 12 bytes more
  // in the path every icon chunk imports it by (the same code). Both within the same 0.5 kB.
  walletVehicle: '216 kB',
  walletTerms: '220.5 kB',
  walletTopUp: '226.5 kB',
  walletParking: '218.5 kB',
  walletSalik: '218.5 kB',
  // The information pages and announcements (S7.4, issue Q), measured 2026-11-29: 216.5 and 216.7 kB,
  // the family of the Darb terms (213.7): the API client and the CMS read, InformationPage with
  // Breadcrumbs and SafeHtml, whose DOMPurify is about 9 kB of it (the service page, without it,
  // measures 207.3). One budget for the nine entries, with the others' room.
  ...Object.fromEntries(
    [
      'about',
      'accessibility',
      'faq',
      'help',
      'emergencyNumbers',
      'privacy',
      'terms',
      'announcement',
    ].map((id) => [id, '228 kB']),
  ),
  // Talk to us (S7.5, issue Q), measured 2026-11-29: 245.07 kB, the information page's 216.5 plus the
  // feedback form: react-hook-form with its zod resolver, ErrorSummary, TextArea's count, Select, the
  // captcha widget and core's feedback rules and call (about 28.5 kB; the bill share carries the same
  // family in a lazy chunk, but here the form shows on arrival). Room as the others'.
  talkToUs: '254 kB',
  // The community (S10, issue W), measured 2026-11-29 with both sides merged: the reading pages
  // communityIdeas 212.7, ideaListing 217.1 (its GET form and Pagination), idea 213.0 (support and
  // the comment form), leaderboard 210.6, profileDetails 212.4; the writing pages submitIdea 238.2
  // (react-hook-form with its zod resolver, ErrorSummary, TextArea's count, Select and the upload
  // call, as Talk to us), ideaDrafts 224.2 (the delete confirmation's AlertDialog), myIdeas 206.6.
  // Each with 0.5 kB of room.
  communityIdeas: '213.5 kB',
  ideaListing: '217.5 kB',
  idea: '213.5 kB',
  leaderboard: '211 kB',
  profileDetails: '213 kB',
  submitIdea: '238.5 kB',
  ideaDrafts: '224.5 kB',
  myIdeas: '207 kB',
};

export default Object.entries(initialJsFiles()).map(([id, files]) => ({
  name: `initial JS of route "${id}" (${files.length} files: entry, boot preloads, the page's chunks)`,
  path: files,
  gzip: true,
  // Measure the built files as they are served; do not bundle them again.
  disablePlugins: ['@size-limit/esbuild'],
  limit: budgets[id] ?? budgets.default,
}));
