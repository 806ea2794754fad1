import type { Translator } from '@portal/core/i18n';
import type { DataStateLabels } from '../../components/DataStateView';
import type { DarbTermsLabels } from './DarbTerms/DarbTerms';
import type { ParkingOverviewLabels } from './ParkingOverview/ParkingOverview';
import type { SalikVehiclesLabels } from './SalikVehicles/SalikVehicles';
import type { DarbRegistrationFormLabels } from './DarbRegistrationForm/DarbRegistrationForm';
import type { WalletFormDialogLabels } from './WalletFormDialog/WalletFormDialog';
import type { VehicleDetailsLabels } from './VehicleDetails/VehicleDetails';
import type { VehicleListLabels } from './VehicleList/VehicleList';
import type { WalletListLabels } from './WalletList/WalletList';
import type { RechargeableCardListLabels } from './RechargeableCardList/RechargeableCardList';
import type { AddCardDialogLabels } from './AddCardDialog/AddCardDialog';
import type { DarbHistoryLabels } from './DarbHistory/DarbHistory';

type T = Translator['t'];

/** Loading and retry words of a wallet data area, with its own loading sentence. */
export function dataStateLabelsOf(t: T, loadingKey: string): DataStateLabels {
  return {
    loading: t(loadingKey),
    retry: t('common.tryAgain'),
    retrying: t('utilities.retrying'),
  };
}

/**
 * The wallet list's words from core's catalogues (`wallet.*`, `common.*`), for stories and the app;
 * the translator needs `utilities` and `common` loaded.
 */
export function walletListLabelsOf(t: T): WalletListLabels {
  return {
    ...dataStateLabelsOf(t, 'wallet.loading'),
    balance: t('wallet.balance'),
    status: t('wallet.status'),
    vehicles: t('wallet.vehicles'),
    create: t('wallet.create'),
    topUp: (name) => t('wallet.topUpOf', { name }),
    edit: (name) => t('wallet.editOf', { name }),
    topUpShort: t('wallet.topUpShort'),
    editShort: t('wallet.editShort'),
    empty: t('wallet.empty'),
    kycExpiredTitle: t('wallet.kycExpiredTitle'),
    kycExpiredAdvice: t('wallet.kycExpiredAdvice'),
    warning: t('wallet.warning'),
  };
}

/** The create/edit wallet dialog's words (`wallet.form.*`, `common.*`, `form.error.required`). */
export function walletFormDialogLabelsOf(t: T): WalletFormDialogLabels {
  return {
    name: t('wallet.form.name'),
    nameHint: t('wallet.form.nameHint'),
    threshold: t('wallet.form.threshold'),
    thresholdHint: t('wallet.form.thresholdHint'),
    optional: t('common.optional'),
    required: t('wallet.required'),
    errorPrefix: t('wallet.register.errorPrefix'),
    nameRequired: t('form.error.required'),
    nameTooLong: t('wallet.form.nameTooLong'),
    thresholdInvalid: t('wallet.form.thresholdInvalid'),
    save: t('wallet.form.save'),
    saving: t('wallet.form.saving'),
    cancel: t('common.cancel'),
    close: t('common.close'),
    error: t('wallet.error'),
  };
}

/** The Darb registration form's words (`wallet.register.*`, `wallet.terms`). */
export function darbRegistrationFormLabelsOf(t: T): DarbRegistrationFormLabels {
  return {
    title: t('wallet.register.title'),
    intro: t('wallet.register.intro'),
    trafficFile: t('wallet.register.trafficFile'),
    trafficFileHint: t('wallet.register.trafficFileHint'),
    email: t('wallet.register.email'),
    mobile: t('wallet.register.mobile'),
    mobileHint: t('wallet.register.mobileHint'),
    terms: t('wallet.terms'),
    acceptTerms: t('wallet.register.acceptTerms'),
    submit: t('wallet.register.submit'),
    submitting: t('wallet.register.submitting'),
    required: t('wallet.required'),
    errorSummary: t('wallet.register.errorSummary'),
    errorPrefix: t('wallet.register.errorPrefix'),
    error: t('wallet.error'),
    trafficFileInvalid: t('wallet.register.trafficFileInvalid'),
    emailInvalid: t('wallet.register.emailInvalid'),
    mobileInvalid: t('wallet.register.mobileInvalid'),
    termsRequired: t('wallet.register.termsRequired'),
  };
}

/** The vehicle list's words (`vehicle.*`). */
export function vehicleListLabelsOf(t: T): VehicleListLabels {
  return {
    ...dataStateLabelsOf(t, 'vehicle.loading'),
    list: t('vehicle.listLabel'),
    reorderHint: t('vehicle.reorderHint'),
    moveUp: (plate) => t('vehicle.moveUp', { plate }),
    moveDown: (plate) => t('vehicle.moveDown', { plate }),
    moved: (plate, position, count) => t('vehicle.moved', { plate, position, count }),
    dragHandle: (plate) => t('vehicle.dragHandle', { plate }),
    dragRole: t('vehicle.dragRole'),
    dragInstructions: t('vehicle.dragInstructions'),
    dragPickedUp: (plate, position, count) => t('vehicle.dragPickedUp', { plate, position, count }),
    dragOver: (plate, position, count) => t('vehicle.dragOver', { plate, position, count }),
    dragStayed: (plate, position, count) => t('vehicle.dragStayed', { plate, position, count }),
    empty: t('vehicle.empty'),
  };
}

/** The vehicle details' words (`vehicle.*`, `wallet.register.errorPrefix`). */
export function vehicleDetailsLabelsOf(t: T): VehicleDetailsLabels {
  return {
    ...dataStateLabelsOf(t, 'vehicle.detailsLoading'),
    notFound: t('vehicle.notFound'),
    plateTitle: t('vehicle.plateTitle'),
    walletTitle: t('vehicle.wallet'),
    assignedTo: t('vehicle.assignedTo'),
    assignLabel: t('vehicle.assignLabel'),
    assignHint: t('vehicle.assignHint'),
    assignPlaceholder: t('vehicle.assignPlaceholder'),
    assignSubmit: t('vehicle.assignSubmit'),
    assigning: t('vehicle.assigning'),
    assignRequired: t('vehicle.assignRequired'),
    errorPrefix: t('wallet.register.errorPrefix'),
  };
}

/** The Darb terms' words (`wallet.terms.*`, `common.opensInNewTab`). */
export function darbTermsLabelsOf(t: T): DarbTermsLabels {
  return {
    ...dataStateLabelsOf(t, 'wallet.terms.loading'),
    empty: t('wallet.terms.empty'),
    newTab: t('common.opensInNewTab'),
  };
}

/**
 * The parking overview's words (`parking.*`). `trafficFile` names the traffic file the vehicles are
 * listed by; without one the vehicles' empty sentence says there is none.
 */
export function parkingOverviewLabelsOf(
  t: T,
  trafficFile: string | undefined,
): ParkingOverviewLabels {
  return {
    retry: t('common.tryAgain'),
    retrying: t('utilities.retrying'),
    finesTitle: t('parking.finesTitle'),
    finesLoading: t('parking.finesLoading'),
    finesEmpty: t('parking.finesEmpty'),
    permitsTitle: t('parking.permitsTitle'),
    permitsLoading: t('parking.permitsLoading'),
    permitsCaption: t('parking.permitsCaption'),
    permitsEmpty: t('parking.permitsEmpty'),
    toServices: t('parking.toServices'),
    permitStatus: t('parking.permitStatus'),
    vehiclesTitle: t('parking.vehiclesTitle'),
    vehiclesLoading: t('parking.vehiclesLoading'),
    vehiclesCaption: t('parking.vehiclesCaption', { file: trafficFile ?? '' }),
    vehiclesEmpty: t(trafficFile === undefined ? 'parking.noTrafficFile' : 'parking.vehiclesEmpty'),
    servicesTitle: t('parking.servicesTitle'),
    servicesLoading: t('parking.servicesLoading'),
    servicesEmpty: t('parking.servicesEmpty'),
  };
}

/** The Salik vehicles' words (`salik.*`, `utilities.tone.error`). */
export function salikVehiclesLabelsOf(t: T): SalikVehiclesLabels {
  return {
    retry: t('common.tryAgain'),
    retrying: t('utilities.retrying'),
    unlinkedTitle: t('salik.unlinkedTitle'),
    unlinkedCaption: t('salik.unlinkedCaption'),
    loading: t('salik.loading'),
    empty: t('salik.empty'),
    lookupsTitle: t('salik.lookupsTitle'),
    lookupsLoading: t('salik.lookupsLoading'),
    lookupsFailed: t('salik.lookupsFailed'),
    lookupsEmpty: t('salik.lookupsEmpty'),
    error: t('utilities.tone.error'),
  };
}

/** The rechargeable card list's words (`card.*`, `wallet.*`, `common.*`). */
export function rechargeableCardListLabelsOf(t: T): RechargeableCardListLabels {
  return {
    ...dataStateLabelsOf(t, 'card.loading'),
    list: t('card.listLabel'),
    number: t('card.number'),
    status: t('card.status'),
    wallet: t('card.wallet'),
    empty: t('card.empty'),
    add: t('card.add'),
    activate: t('card.activate'),
    deactivate: t('card.deactivate'),
    changeWallet: t('card.changeWalletSubmit'),
    activateOf: (card) => t('card.activateOf', { card }),
    deactivateOf: (card) => t('card.deactivateOf', { card }),
    changeWalletOf: (card) => t('card.changeWalletOf', { card }),
    confirmActivate: (card) => t('card.confirmActivate', { card }),
    confirmActivateText: (wallet) => t('card.confirmActivateText', { wallet }),
    confirmDeactivate: (card) => t('card.confirmDeactivate', { card }),
    confirmDeactivateText: (wallet) => t('card.confirmDeactivateText', { wallet }),
    changeWalletTitle: (card) => t('card.changeWalletTitle', { card }),
    walletChoice: t('card.wallet'),
    walletRequired: t('card.walletRequired'),
    errorPrefix: t('wallet.register.errorPrefix'),
    required: t('wallet.required'),
    working: t('card.working'),
    cancel: t('common.cancel'),
    close: t('common.close'),
    error: t('wallet.error'),
  };
}

/** The add-card dialog's words (`card.*`, `wallet.*`, `form.error.required`). */
export function addCardDialogLabelsOf(t: T): AddCardDialogLabels {
  return {
    cardNumber: t('card.cardNumber'),
    cardNumberHint: t('card.cardNumberHint'),
    wallet: t('card.wallet'),
    required: t('wallet.required'),
    errorPrefix: t('wallet.register.errorPrefix'),
    errorSummary: t('wallet.register.errorSummary'),
    cardNumberRequired: t('form.error.required'),
    cardNumberInvalid: t('form.error.cardNumber'),
    walletRequired: t('card.walletRequired'),
    save: t('card.add'),
    saving: t('card.working'),
    cancel: t('common.cancel'),
    close: t('common.close'),
  };
}

/** The histories' words (`wallet.history.*`). */
export function darbHistoryLabelsOf(t: T): DarbHistoryLabels {
  return {
    ...dataStateLabelsOf(t, 'wallet.history.loading'),
    tabs: t('wallet.history.tabsLabel'),
    tollTab: t('wallet.history.tollTab'),
    financialTab: t('wallet.history.financialTab'),
    unpaidTab: t('wallet.history.unpaidTab'),
    tollCaption: t('wallet.history.tollCaption'),
    financialCaption: t('wallet.history.financialCaption'),
    unpaidCaption: t('wallet.history.unpaidCaption'),
    date: t('wallet.history.date'),
    gate: t('wallet.history.gate'),
    plate: t('wallet.history.plate'),
    amount: t('wallet.history.amount'),
    status: t('wallet.history.status'),
    type: t('wallet.history.type'),
    balanceAfter: t('wallet.history.balanceAfter'),
    empty: t('wallet.history.empty'),
    unpaidEmpty: t('wallet.history.unpaidEmpty'),
    emptyAdvice: t('wallet.history.emptyAdvice'),
    pages: t('wallet.history.pages'),
    previous: t('wallet.history.previous'),
    next: t('wallet.history.next'),
    page: (page) => t('wallet.history.page', { page }),
  };
}
