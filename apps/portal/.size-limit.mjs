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
  searchResults: '215 kB',
  allServices: '205 kB',
  // The hub and the link form, measured 2026-11-26 after S3.3–S3.6, S5.3–S5.8, S6.7–S6.8 landed:
  // 233.2 and 232.7 kB. Renaming and removing load their dialogs on first use (RenameAccountArea,
  // RemoveAccountArea, 23 kB kept out); the rest is the route table (eight more screens) and
  // @portal/ui's shared chunks growing with the new compositions.
  utilitiesHub: '236 kB',
  utilitiesLink: '236 kB',
  utilitiesPay: '222 kB',
  utilitiesReceipt: '202 kB',
  utilitiesBill: '208 kB',
  // Autopay (S5.8), measured 2026-11-26: manage 216.2, setup 197.4, account setup 218.6 (the day
  // form), manage account 238.0 (the day form, the list card and the cancel AlertDialog).
  autopayManage: '224 kB',
  autopaySetup: '206 kB',
  autopaySetupAccount: '226 kB',
  autopayManageAccount: '246 kB',
  locker: '232 kB',
  // Notifications (S3.6), measured 2026-11-26: 206.8 kB (the API client, the list and its pages).
  lockerNotifications: '212 kB',
  // Journey view (S3.3) and appointment details (S3.4), measured 2026-11-26: 197.6 and 197.0 (the
  // API client, the locker's words, JourneyStages / AppointmentDetails with Card, StatusTag, Alert).
  lockerJourney: '206 kB',
  lockerAppointment: '206 kB',
  walletWallets: '226 kB',
  // Vehicles (S6.3), measured 2026-11-26: the list 216.7 kB, of which about 16 kB is dnd-kit
  // (@dnd-kit/core + sortable, only in this route's VehiclesPage chunk) for dragging; the details
  // 203.5 kB (VehicleDetails with Field, Select and Button, the API client).
  walletVehicles: '222 kB',
  walletVehicle: '210 kB',
  walletTerms: '210 kB',
  walletTopUp: '218 kB',
  walletParking: '220 kB',
  walletSalik: '220 kB',
};

export default Object.entries(initialJsFiles()).map(([id, files]) => ({
  name: `initial JS of route "${id}" (${files.length} files: entry, boot preloads, the page's chunks)`,
  path: files,
  gzip: true,
  // Measure the built files as they are served; do not bundle them again.
  disablePlugins: ['@size-limit/esbuild'],
  limit: budgets[id] ?? budgets.default,
}));
