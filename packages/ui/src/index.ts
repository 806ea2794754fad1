/**
 * @portal/ui — accessible, RTL-aware React components. Import the stylesheet once:
 * `import '@portal/ui/styles.css'` (and `@portal/ui/fonts.css` for the self-hosted faces).
 * Every component is a named export; bundlers keep only what a screen imports (sideEffects: css only).
 * @packageDocumentation
 */
export * from './components/Alert';
export * from './components/AlertDialog';
export * from './components/AmountInput';
export * from './components/Badge';
export * from './components/BarChart';
export * from './components/Breadcrumbs';
export * from './components/Button';
export * from './components/ButtonGroup';
export * from './components/Captcha';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/DataStateView';
export * from './components/DataTable';
export * from './components/DayOfMonthPicker';
export * from './components/DescriptionList';
export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/ErrorSummary';
export * from './components/ExternalLink';
export * from './components/Field';
export * from './components/Form';
export * from './components/GroupedList';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/LiveRegion';
export * from './components/NotificationBell';
export * from './components/Pagination';
export * from './components/PillGroup';
export * from './components/PinInput';
export * from './components/Popover';
export * from './components/ProgressBar';
export * from './components/RadioGroup';
export * from './components/SafeHtml';
export * from './components/SearchCombobox';
export * from './components/SectionNav';
export * from './components/Select';
export * from './components/Skeleton';
export * from './components/SpaceStatistics';
export * from './components/Spinner';
export * from './components/StatusMessage';
export * from './components/StatusTag';
export * from './components/Stepper';
export * from './components/Switch';
export * from './components/Tabs';
export * from './components/TextArea';
export * from './components/TextInput';
export * from './components/Toast';
export * from './components/Tooltip';
export { UiProvider, type UiProviderProps } from './provider/UiProvider';
export { useComponentWords } from './provider/componentWords';
export { cn } from './lib/cn';

// Compositions: shell header (issue I).
export * from './compositions/shell/BellPanel';
export * from './compositions/shell/MobileMenu';
export * from './compositions/shell/ProfileMenu';
export * from './compositions/shell/SignOutDialog';
export * from './compositions/shell/views/signOutDialog';
export * from './compositions/shell/SiteHeader';
export * from './compositions/shell/SiteFooter';
export * from './compositions/shell/CookieNotice';
export * from './compositions/shell/TopBanner';
export * from './compositions/shell/TestDataTag';
export * from './compositions/shell/RouteErrorFallback';

// Compositions: home, search and browse (issue K).
export * from './compositions/home/ServiceSearch';
export * from './compositions/home/SearchResults';
export * from './compositions/home/HomeHero';
export * from './compositions/home/HomeSections';
export * from './compositions/home/ChangeLanguageDialog';
export * from './compositions/home/LanguageDialog';
export * from './compositions/home/SatisfactionSurvey';
export * from './compositions/assistant/AssistantConversation';
export * from './compositions/assistant/views/assistantConversation';
export * from './compositions/home/AssistantOnboarding';
export * from './compositions/home/AllServices';
export * from './compositions/home/MiniAppDialog';
// View models (ARCHITECTURE.md, "View models"): core data and words as the compositions' props.
export * from './compositions/home/views/allServices';
export * from './compositions/home/views/assistantOnboarding';
export * from './compositions/home/views/changeLanguage';
export * from './compositions/home/views/languageDialog';
export * from './compositions/home/views/downloadApp';
export * from './compositions/home/views/miniAppDialog';
export * from './compositions/home/views/satisfactionSurvey';
export * from './compositions/home/views/searchResults';
export * from './compositions/home/views/serviceSearch';
export * from './compositions/home/views/servicesAtAGlance';

// Compositions: session (issue J).
export * from './compositions/session/LanguageListPicker';
export * from './compositions/session/LockWarningDialog';
export * from './compositions/session/UnlockDialog';
export * from './compositions/session/SessionSettings';
export * from './compositions/session/ChangePinForm';
export * from './compositions/session/NotificationPreferencesForm';
export * from './compositions/session/views/settings';

// Compositions: locker (issue L).
export * from './compositions/locker/ApplicationCard';
export * from './compositions/locker/ApplicationList';
export * from './compositions/locker/SpaceRequests';
export * from './compositions/locker/NotificationList';
export * from './compositions/locker/PaymentList';
export * from './compositions/locker/JourneyStages';
export * from './compositions/locker/LockerWidgets';
export * from './compositions/locker/SpotlightList';
export * from './compositions/locker/AppointmentDetails';
export * from './compositions/locker/DocumentList';
export * from './compositions/locker/DocumentDetails';
export * from './compositions/locker/PersonalData';
export * from './compositions/locker/SupportCaseList';
export * from './compositions/locker/SupportCaseDetails';
export * from './compositions/locker/views/applications';
export * from './compositions/locker/views/spaces';
export * from './compositions/locker/views/appointment';
export * from './compositions/locker/views/documents';
export * from './compositions/locker/views/journey';
export * from './compositions/locker/views/lockerWidgets';
export * from './compositions/locker/views/notifications';
export * from './compositions/locker/views/payments';
export * from './compositions/locker/views/personalData';
export * from './compositions/locker/views/spotlights';
export * from './compositions/locker/views/supportCases';
export * from './compositions/locker/views/translator';

// Compositions: utilities (issue M).
export * from './compositions/utilities/UtilityHub';

// Compositions: toll wallet, Salik and parking (issue N).
export * from './compositions/wallet/WalletList';
export * from './compositions/wallet/WalletFormDialog';
export * from './compositions/wallet/DarbRegistrationForm';
export * from './compositions/wallet/VehicleList';
export * from './compositions/wallet/VehicleDetails';
export * from './compositions/wallet/DarbTerms';
export * from './compositions/wallet/ParkingOverview';
export * from './compositions/wallet/SalikVehicles';
export * from './compositions/wallet/RechargeableCardList';
export * from './compositions/wallet/AddCardDialog';
export * from './compositions/wallet/DarbHistory';
export * from './compositions/wallet/views/amounts';
export * from './compositions/wallet/views/cards';
export * from './compositions/wallet/views/darbRegistration';
export * from './compositions/wallet/views/darbTerms';
export * from './compositions/wallet/views/dataStates';
export * from './compositions/wallet/views/history';
export * from './compositions/wallet/views/parking';
export * from './compositions/wallet/views/plates';
export * from './compositions/wallet/views/salik';
export * from './compositions/wallet/views/vehicles';
export * from './compositions/wallet/views/walletForm';
export * from './compositions/wallet/views/walletList';
export * from './compositions/utilities/LinkAccountForm';
export * from './compositions/utilities/AmountPicker';
export * from './compositions/utilities/PaymentReceipt';
export * from './compositions/utilities/BillDetails';
export * from './compositions/utilities/NicknameDialog';
export * from './compositions/utilities/AutopayAccounts';
export * from './compositions/utilities/AutopaySetupForm';
export * from './compositions/utilities/ShareBillDialog';
export * from './compositions/utilities/views/autopayAccounts';
export * from './compositions/utilities/views/autopaySetupForm';
export * from './compositions/utilities/views/billDetails';
export * from './compositions/utilities/views/linkAccountForm';
export * from './compositions/utilities/views/nicknameDialog';
export * from './compositions/utilities/views/paymentReceipt';
export * from './compositions/utilities/views/shareBillDialog';
export * from './compositions/utilities/views/utilityHub';
export * from './compositions/utilities/views/words';
export * from './compositions/services/FavouriteServices';
export * from './compositions/services/ServiceDetails';
export * from './compositions/services/views/favouriteServices';
export * from './compositions/services/views/serviceDetails';
export * from './compositions/content/InformationPage';
export * from './compositions/content/views/informationPage';
export * from './compositions/content/FeedbackForm';
export * from './compositions/content/views/feedbackForm';

// Compositions: the community, its reading side (issue W, tamm-by-you).
export * from './compositions/community/IdeaList';
export * from './compositions/community/IdeaDetails';
export * from './compositions/community/views/communityNav';
export * from './compositions/community/views/ideas';
export type { CommunityT } from './compositions/community/views/translator';
export * from './compositions/community/Leaderboard';
export * from './compositions/community/views/leaderboard';
export * from './compositions/community/CommunityProfileForm';
export * from './compositions/community/views/profile';
// Compositions: the community's writing pages (issue W, engineer "write").
export * from './compositions/community/IdeaSubmitForm';
export * from './compositions/community/MyIdeaList';
export * from './compositions/community/IdeaDraftList';
export * from './compositions/community/views/ideaSubmitForm';
export * from './compositions/community/views/myIdeaList';
export * from './compositions/community/views/ideaDraftList';
