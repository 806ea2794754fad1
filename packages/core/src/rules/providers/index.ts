/** Payment-hub providers, service types and autopay (spec 000 §3, §4, §7). @packageDocumentation */
export {
  PAYMENT_ENTITIES,
  PAYMENT_PROVIDER_CODES,
  PROVIDER_ENTITY,
  SERVICE_TYPE_IDS,
  entityOfServiceType,
  entityPathSegmentOf,
  isPaymentEntity,
  isPaymentProviderCode,
  type PaymentEntity,
  type PaymentProviderCode,
  type ServiceTypeId,
} from './paymentProviders';
export {
  AUTOPAY_ELIGIBLE_PROVIDER_CODES,
  AUTOPAY_PROVIDERS,
  isAutopayEligible,
} from './autopayEligibility';
export { MOBILE_PLAN_TYPES, mobilePlanTypeOf, type MobilePlanType } from './mobilePlanType';
export {
  AUTOPAY_STATE,
  autopayActionsOf,
  autopayStateOf,
  autopayStateToneOf,
  type AutopayAction,
  type AutopayState,
} from './autopayState';
export {
  CATEGORY_OF_ENTITY,
  UTILITY_CATEGORIES,
  isTopUpAccount,
  minimumPaymentOf,
  mobilePlanOfProvider,
  type UtilityCategory,
} from './utilityCategory';
