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

/** @type {ReadonlyArray<{ name: string; import: string; limit: string }>} */
export const IMPORT_BUDGETS = [
  {
    name: '@portal/ui: cn (clsx + tailwind-merge, paid once by every component that uses it)',
    import: '{ cn }',
    limit: '8.7 kB',
  },
  { name: '@portal/ui: Alert', import: '{ Alert }', limit: '11.4 kB' },
  { name: '@portal/ui: AlertDialog', import: '{ AlertDialog }', limit: '27.2 kB' },
  { name: '@portal/ui: AmountInput', import: '{ AmountInput }', limit: '9.7 kB' },
  { name: '@portal/ui: Badge', import: '{ Badge }', limit: '9.2 kB' },
  { name: '@portal/ui: BarChart', import: '{ BarChart }', limit: '9.9 kB' },
  { name: '@portal/ui: Breadcrumbs', import: '{ Breadcrumbs }', limit: '11.0 kB' },
  { name: '@portal/ui: Button', import: '{ Button }', limit: '11.5 kB' },
  { name: '@portal/ui: ButtonGroup', import: '{ ButtonGroup }', limit: '9.2 kB' },
  { name: '@portal/ui: Card', import: '{ Card }', limit: '10.3 kB' },
  { name: '@portal/ui: Checkbox', import: '{ Checkbox }', limit: '11.1 kB' },
  { name: '@portal/ui: DataTable', import: '{ DataTable }', limit: '9.2 kB' },
  { name: '@portal/ui: DayOfMonthPicker', import: '{ DayOfMonthPicker }', limit: '12.0 kB' },
  { name: '@portal/ui: DescriptionList', import: '{ DescriptionList }', limit: '8.9 kB' },
  { name: '@portal/ui: Dialog', import: '{ Dialog }', limit: '25.7 kB' },
  { name: '@portal/ui: DropdownMenu', import: '{ DropdownMenu }', limit: '31.8 kB' },
  { name: '@portal/ui: EmptyState', import: '{ EmptyState }', limit: '9.0 kB' },
  { name: '@portal/ui: ErrorState', import: '{ ErrorState }', limit: '13.8 kB' },
  { name: '@portal/ui: ErrorSummary', import: '{ ErrorSummary }', limit: '9.4 kB' },
  { name: '@portal/ui: ExternalLink', import: '{ ExternalLink }', limit: '12.6 kB' },
  { name: '@portal/ui: Field', import: '{ Field }', limit: '9.3 kB' },
  { name: '@portal/ui: Form', import: '{ Form }', limit: '11.7 kB' },
  { name: '@portal/ui: IconButton', import: '{ IconButton }', limit: '9.4 kB' },
  { name: '@portal/ui: Link', import: '{ Link }', limit: '10.7 kB' },
  { name: '@portal/ui: LiveRegion', import: '{ LiveRegion }', limit: '8.9 kB' },
  { name: '@portal/ui: NotificationBell', import: '{ NotificationBell }', limit: '11.4 kB' },
  { name: '@portal/ui: Pagination', import: '{ Pagination }', limit: '11.8 kB' },
  { name: '@portal/ui: PillGroup', import: '{ PillGroup }', limit: '22.2 kB' },
  { name: '@portal/ui: PinInput', import: '{ PinInput }', limit: '22.3 kB' },
  { name: '@portal/ui: Popover', import: '{ Popover }', limit: '35.2 kB' },
  { name: '@portal/ui: ProgressBar', import: '{ ProgressBar }', limit: '11.2 kB' },
  { name: '@portal/ui: RadioGroup', import: '{ RadioGroup }', limit: '22.0 kB' },
  { name: '@portal/ui: SafeHtml', import: '{ SafeHtml }', limit: '22.2 kB' },
  { name: '@portal/ui: SearchCombobox', import: '{ SearchCombobox }', limit: '12.3 kB' },
  { name: '@portal/ui: Select', import: '{ Select }', limit: '11.0 kB' },
  { name: '@portal/ui: Skeleton', import: '{ Skeleton }', limit: '9.1 kB' },
  { name: '@portal/ui: Spinner', import: '{ Spinner }', limit: '9.3 kB' },
  { name: '@portal/ui: StatusMessage', import: '{ StatusMessage }', limit: '11.4 kB' },
  { name: '@portal/ui: StatusTag', import: '{ StatusTag }', limit: '11.3 kB' },
  { name: '@portal/ui: Stepper', import: '{ Stepper }', limit: '9.1 kB' },
  { name: '@portal/ui: Switch', import: '{ Switch }', limit: '14.4 kB' },
  { name: '@portal/ui: Tabs', import: '{ Tabs }', limit: '18.3 kB' },
  { name: '@portal/ui: TextArea', import: '{ TextArea }', limit: '9.7 kB' },
  { name: '@portal/ui: TextInput', import: '{ TextInput }', limit: '9.2 kB' },
  { name: '@portal/ui: Toast', import: '{ Toast }', limit: '25.1 kB' },
  { name: '@portal/ui: Tooltip', import: '{ Tooltip }', limit: '28.9 kB' },
  { name: '@portal/ui: UiProvider', import: '{ UiProvider }', limit: '1 kB' },
  {
    name: '@portal/ui: the whole entry (every component and screen composition)',
    import: '*',
    limit: '156 kB',
  },
  { name: '@portal/ui: SiteHeader', import: '{ SiteHeader }', limit: '12.7 kB' },
  { name: '@portal/ui: MobileMenu', import: '{ MobileMenu }', limit: '10.9 kB' },
  { name: '@portal/ui: BellPanel', import: '{ BellPanel }', limit: '43.8 kB' },
  { name: '@portal/ui: ProfileMenu', import: '{ ProfileMenu }', limit: '43.4 kB' },
  { name: '@portal/ui: SignOutDialog', import: '{ SignOutDialog }', limit: '27.4 kB' },
  { name: '@portal/ui: WalletList', import: '{ WalletList }', limit: '16.3 kB' },
  { name: '@portal/ui: WalletFormDialog', import: '{ WalletFormDialog }', limit: '28.8 kB' },
  {
    name: '@portal/ui: DarbRegistrationForm',
    import: '{ DarbRegistrationForm }',
    limit: '16.4 kB',
  },
  { name: '@portal/ui: VehicleList', import: '{ VehicleList }', limit: '30.5 kB' },
  { name: '@portal/ui: VehicleDetails', import: '{ VehicleDetails }', limit: '15.8 kB' },
  { name: '@portal/ui: DarbTerms', import: '{ DarbTerms }', limit: '27.8 kB' },
  { name: '@portal/ui: BillDetails', import: '{ BillDetails }', limit: '16.6 kB' },
  { name: '@portal/ui: SatisfactionSurvey', import: '{ SatisfactionSurvey }', limit: '35.8 kB' },
  { name: '@portal/ui: AssistantOnboarding', import: '{ AssistantOnboarding }', limit: '28.2 kB' },
  { name: '@portal/ui: AllServices', import: '{ AllServices }', limit: '16.4 kB' },
  { name: '@portal/ui: MiniAppDialog', import: '{ MiniAppDialog }', limit: '28.4 kB' },
  { name: '@portal/ui: Captcha', import: '{ Captcha }', limit: '8.9 kB' },
  { name: '@portal/ui: NicknameDialog', import: '{ NicknameDialog }', limit: '46 kB' },
  { name: '@portal/ui: ShareBillDialog', import: '{ ShareBillDialog }', limit: '48.6 kB' },
  { name: '@portal/ui: AutopayAccounts', import: '{ AutopayAccounts }', limit: '14.7 kB' },
  { name: '@portal/ui: AutopaySetupForm', import: '{ AutopaySetupForm }', limit: '34.4 kB' },
  { name: '@portal/ui: NotificationList', import: '{ NotificationList }', limit: '15.3 kB' },
  { name: '@portal/ui: SpotlightList', import: '{ SpotlightList }', limit: '20 kB' },
  { name: '@portal/ui: LockerWidgets', import: '{ LockerWidgets }', limit: '20 kB' },
  { name: '@portal/ui: SpaceStatistics', import: '{ SpaceStatistics }', limit: '20 kB' },
  { name: '@portal/ui: PaymentList', import: '{ PaymentList }', limit: '16.4 kB' },
  { name: '@portal/ui: JourneyStages', import: '{ JourneyStages }', limit: '15.2 kB' },
  { name: '@portal/ui: AppointmentDetails', import: '{ AppointmentDetails }', limit: '15.1 kB' },
  { name: '@portal/ui: DocumentList', import: '{ DocumentList }', limit: '15.2 kB' },
  { name: '@portal/ui: DocumentDetails', import: '{ DocumentDetails }', limit: '15.2 kB' },
  { name: '@portal/ui: SupportCaseList', import: '{ SupportCaseList }', limit: '15.2 kB' },
  { name: '@portal/ui: SupportCaseDetails', import: '{ SupportCaseDetails }', limit: '15.2 kB' },
  { name: '@portal/ui: ParkingOverview', import: '{ ParkingOverview }', limit: '15.7 kB' },
  { name: '@portal/ui: SalikVehicles', import: '{ SalikVehicles }', limit: '15.2 kB' },
  {
    name: '@portal/ui: RechargeableCardList',
    import: '{ RechargeableCardList }',
    limit: '32.3 kB',
  },
  { name: '@portal/ui: AddCardDialog', import: '{ AddCardDialog }', limit: '33.1 kB' },
  { name: '@portal/ui: DarbHistory', import: '{ DarbHistory }', limit: '25.2 kB' },
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
    // less (an empty project's size taken off), under the 8.3 kB this budget had.
    limit: '8.4 kB',
    ...measuredAsBuilt,
  },
];
