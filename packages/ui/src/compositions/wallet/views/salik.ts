/**
 * View model of `SalikVehicles`: Salik's lookups and the catalogue's words as its props (its
 * vehicles are plate cards, `plateCardItemsOf`).
 */
import { failureTextOf, type PortalLocale } from '@portal/core';
import type { EntityLookups, LookupsLoad } from '@portal/core/api/paymentHub';
import type { Translator } from '@portal/core/i18n';
import type {
  SalikLookupGroup,
  SalikLookupsState,
  SalikVehiclesLabels,
} from '../SalikVehicles/SalikVehicles';

type T = Translator['t'];

/** Catalogue key of each Salik lookup list the screen shows, in order. */
const SALIK_LOOKUP_TITLE: Readonly<Record<string, string>> = {
  plateSources: 'salik.plateSources',
  plateKinds: 'salik.plateKinds',
  plateColors: 'salik.plateColors',
};

/**
 * Salik's lookups (S6.8) as lists of option names in the page's language (Arabic names on Arabic
 * pages, the English name when one is missing), joined the locale's way. Lists the screen does not
 * know and empty lists are left out.
 */
export function salikLookupGroupsOf(
  t: T,
  lookups: EntityLookups,
  locale: PortalLocale,
): SalikLookupGroup[] {
  const join = new Intl.ListFormat(locale, { type: 'conjunction' });
  return Object.entries(SALIK_LOOKUP_TITLE).flatMap(([id, key]) => {
    const names = (lookups[id] ?? []).flatMap((option) => {
      const name = (locale === 'ar-AE' ? option.nameAr : option.nameEn) ?? option.nameEn;
      return name ? [name] : [];
    });
    return names.length === 0 ? [] : [{ id, title: t(key), options: join.format(names) }];
  });
}

/**
 * Core's `loadSalikLookups` result as the Salik composition shows it (S6.8, spec 000 §8): the lists,
 * or, when the load failed, none and the server's message (or the generic one) with a retry.
 */
export function salikLookupsStateOf(
  t: Translator['t'],
  load: LookupsLoad,
  locale: PortalLocale,
  onRetry: () => void | Promise<unknown>,
): SalikLookupsState {
  return {
    status: 'ready',
    groups: salikLookupGroupsOf(t, load.lookups, locale),
    ...(load.error
      ? { failure: { message: failureTextOf(load.error, t('something.wentWrong')), onRetry } }
      : {}),
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
