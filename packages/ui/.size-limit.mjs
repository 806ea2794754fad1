// Size budgets of @portal/ui, brotli, enforced by size-limit (`npm run size`, CI's `size` task).
//
// Each import budget is what `import { X } from '@portal/ui'` adds to an app's bundle, React and
// React DOM left out (the app pays for them once): the export with everything it reaches in
// @portal/core, Radix, lucide and the other dependencies, tree-shaken and minified. The bundles are
// made by scripts/sizeBundles.mjs in one esbuild pass over all the imports (reports/size/), and
// size-limit's file plugin measures them here. size-limit's own esbuild plugin made a separate
// build per import, which parsed the dependencies (Radix and lucide's icon modules among them)
// once per budget: 311 s of CI's time for 86 budgets on the 2-core runner.
//
// A bundle is ESM with React external, as an app's bundler sees the package; its few bytes of
// harness (the import and one use of the export) are counted.

/**
 * The budget of one export: what `import { name } from '@portal/ui'` may add, `about` saying what
 * the figure holds where the name alone does not.
 */
function exportBudget(name, limit, about) {
  return { name: `@portal/ui: ${name}${about ? ` (${about})` : ''}`, import: `{ ${name} }`, limit };
}

// 2026-11-29 (issue U, lighter imports): every budget of an export that uses `cn` lowered by about
// 4.7 kB to its new figure + 0.2 kB, when ui's own class merger (lib/mergeClasses.ts) replaced
// tailwind-merge (cn: 7.93 → 3.16 kB; Button 10.95 → 6.26 kB; the whole entry 168.64 → 164.05 kB).
/** @type {ReadonlyArray<{ name: string; import: string; limit: string }>} */
export const IMPORT_BUDGETS = [
  exportBudget(
    'cn',
    '3.4 kB',
    'clsx + ui’s class merger, paid once by every component that uses it',
  ),
  exportBudget('Alert', '6.0 kB'),
  exportBudget('AlertDialog', '20.9 kB'),
  exportBudget('AmountInput', '4.4 kB'),
  exportBudget('Badge', '4.0 kB'),
  exportBudget('BarChart', '4.5 kB'),
  exportBudget('Breadcrumbs', '6.2 kB'),
  exportBudget('SectionNav', '3.6 kB'),
  exportBudget('Button', '6.5 kB'),
  exportBudget('ButtonGroup', '3.9 kB'),
  exportBudget('Card', '4.9 kB'),
  exportBudget('Checkbox', '5.7 kB'),
  exportBudget('DataTable', '4.0 kB'),
  exportBudget('DayOfMonthPicker', '6.5 kB'),
  exportBudget('DescriptionList', '3.6 kB'),
  exportBudget('Dialog', '19.6 kB'),
  exportBudget('DropdownMenu', '29.1 kB'),
  exportBudget('EmptyState', '3.7 kB'),
  exportBudget('ErrorState', '8.7 kB'),
  exportBudget('ErrorSummary', '4.2 kB'),
  exportBudget('ExternalLink', '7.7 kB'),
  exportBudget('Field', '4.0 kB'),
  exportBudget('Form', '6.1 kB'),
  exportBudget('IconButton', '4.0 kB'),
  exportBudget('Link', '5.2 kB'),
  exportBudget('LiveRegion', '3.6 kB'),
  exportBudget('NotificationBell', '6.4 kB'),
  exportBudget('Pagination', '7.0 kB'),
  exportBudget('PillGroup', '15.7 kB'),
  exportBudget('PinInput', '16.5 kB'),
  exportBudget('Popover', '28.2 kB'),
  exportBudget('ProgressBar', '5.8 kB'),
  exportBudget('RadioGroup', '15.5 kB'),
  exportBudget('SafeHtml', '16.5 kB'),
  exportBudget('SearchCombobox', '8.3 kB'),
  exportBudget('Select', '5.6 kB'),
  exportBudget('Skeleton', '3.9 kB'),
  exportBudget('Spinner', '4.1 kB'),
  exportBudget('StatusMessage', '6.1 kB'),
  exportBudget('StatusTag', '5.9 kB'),
  exportBudget('Stepper', '4.5 kB'),
  exportBudget('Switch', '8.6 kB'),
  exportBudget('Tabs', '12.1 kB'),
  exportBudget('TextArea', '5.1 kB'),
  exportBudget('TextInput', '3.9 kB'),
  exportBudget('Toast', '19.0 kB'),
  exportBudget('Tooltip', '21.8 kB'),
  // 2026-11-29 (issue U): 1.61 kB since core's bell words are their own module, shared with
  // notificationBellLabel (which lost 5.8 kB), and read a count under 1 as the catalogue does.
  exportBudget('UiProvider', '1.7 kB', 'with core’s English and Arabic component words'),
  {
    // 2026-11-28 (issue Q): 158.6 kB with ServiceDetails, PersonalData, GroupedList and their view
    // models (156 before them); a page still takes only what it imports.
    // 2026-11-29 (issue Q): 163.2 kB with the settings page's SessionSettings, ChangePinForm,
    // NotificationPreferencesForm and their view model (S8.2).
    // 2026-11-29 (issues R and U): 168.5 kB with LanguageDialog, AssistantConversation and the
    // components' own words (UiProvider, core's English and Arabic).
    // 2026-11-29 (issue U): 164.05 kB with ui's class merger instead of tailwind-merge.
    // 2026-11-29 (issue S): 165.37 kB with the utilities' visual pass (currencyAmountOf, the hub's
    // totals and logos, the receipt's account), first arrival (SearchCombobox keeps text typed
    // before adoption, TestDataTag in the flow), ProfileMenu's initials and the header's rows.
    // 2026-11-29 (issue W, the community's writing pages): 168.71 kB with IdeaSubmitForm,
    // MyIdeaList, IdeaDraftList and their view models (S10.3–S10.4). The same day, 173.15 kB with
    // the reading pages (IdeaList, IdeaDetails, Leaderboard, CommunityProfileForm, S10.1–S10.4)
    // and SectionNav (the wallet's and the community's tabs).
    name: '@portal/ui: the whole entry (every component and screen composition)',
    import: '*',
    limit: '173.2 kB',
  },
  exportBudget('SessionSettings', '3.9 kB'),
  exportBudget(
    'ChangePinForm',
    '28.4 kB',
    'the form library and its zod resolver, core’s PIN change rule',
  ),
  exportBudget(
    'NotificationPreferencesForm',
    '12.0 kB',
    'Checkbox, ErrorSummary, DataStateView, core’s preferences rule',
  ),
  exportBudget('SiteHeader', '7.2 kB'),
  exportBudget('MobileMenu', '5.5 kB'),
  exportBudget('BellPanel', '36.5 kB'),
  exportBudget('ProfileMenu', '35.1 kB'),
  exportBudget('SignOutDialog', '21.1 kB'),
  exportBudget('WalletList', '11.0 kB'),
  exportBudget('WalletFormDialog', '22.6 kB'),
  exportBudget('DarbRegistrationForm', '11.2 kB'),
  exportBudget('VehicleList', '24.7 kB'),
  exportBudget('VehicleDetails', '11.0 kB'),
  exportBudget('DarbTerms', '22.1 kB'),
  exportBudget('BillDetails', '11.3 kB'),
  exportBudget('SatisfactionSurvey', '28.8 kB'),
  exportBudget('AssistantOnboarding', '21.9 kB'),
  exportBudget('AllServices', '11.0 kB'),
  exportBudget('MiniAppDialog', '21.9 kB'),
  exportBudget('Captcha', '4.1 kB'),
  exportBudget('NicknameDialog', '40.1 kB'),
  exportBudget('ShareBillDialog', '42.7 kB'),
  exportBudget('AutopayAccounts', '10.3 kB'),
  exportBudget('AutopaySetupForm', '28.9 kB'),
  exportBudget('NotificationList', '11.4 kB'),
  exportBudget('SpotlightList', '9.9 kB'),
  exportBudget('LockerWidgets', '10.2 kB'),
  exportBudget('SpaceStatistics', '9.5 kB'),
  exportBudget('PaymentList', '11.1 kB'),
  exportBudget('JourneyStages', '10.7 kB'),
  exportBudget('AppointmentDetails', '10.6 kB'),
  exportBudget('DocumentList', '10.2 kB'),
  exportBudget('DocumentDetails', '10.0 kB'),
  exportBudget('SupportCaseList', '10.0 kB'),
  exportBudget('SupportCaseDetails', '10.0 kB'),
  exportBudget('ParkingOverview', '11.2 kB'),
  exportBudget('SalikVehicles', '10.7 kB'),
  exportBudget('RechargeableCardList', '25.6 kB'),
  exportBudget('AddCardDialog', '26.6 kB'),
  exportBudget('DarbHistory', '19.3 kB'),
];

/** Where scripts/sizeBundles.mjs writes the bundle of one import budget, relative to the package. */
export const SIZE_BUNDLE_DIR = 'reports/size';

/** `{ Button }` → `Button`, `*` → `all`: the bundle's file name. */
export function bundleNameOf(budget) {
  return budget.import === '*' ? 'all' : budget.import.replace(/[{}\s]/g, '').replace(/,/g, '+');
}

const measuredAsBuilt = { disablePlugins: ['@size-limit/esbuild'] };

export default [
  ...IMPORT_BUDGETS.map((budget) => ({
    name: budget.name,
    path: `${SIZE_BUNDLE_DIR}/${bundleNameOf(budget)}.js`,
    limit: budget.limit,
    ...measuredAsBuilt,
  })),
  {
    name: '@portal/ui: styles.css (tokens + every class the components use)',
    path: 'dist/styles.css',
    // The file as built (8.31 kB on 2026-11-28); through size-limit's esbuild plugin it read 16 B
    // less (an empty project's size taken off), under the 8.3 kB this budget had. Issue Q's
    // favourites, settings and spaces compositions brought it to 8,402 B (2026-11-29).
    limit: '8.6 kB',
    ...measuredAsBuilt,
  },
];
