/**
 * View model of `SpaceRequests`: core's spaces with their requests and the catalogue's words as its
 * props.
 */
import {
  SPACE_KINDS,
  entityFilterOptionsOf,
  spaceCodeOf,
  type PortalLocale,
  type SpaceKind,
} from '@portal/core';
import type { SpaceRequestsAnswer } from '@portal/core/api/applications';
import { spaceStatisticsOf } from '../../../components/SpaceStatistics/spaceStatisticsOf';
import type {
  SpaceKindLink,
  SpaceRequestsData,
  SpaceRequestsLabels,
} from '../SpaceRequests/SpaceRequests';
import { applicationCardOf } from './applications';
import type { LockerT } from './translator';

/** The words of `SpaceRequests` for the kind shown (namespaces locker and common). */
export function spaceRequestsLabelsOf(t: LockerT, kind: SpaceKind): SpaceRequestsLabels {
  return {
    kinds: t('locker.spaces.kinds'),
    loading: t('locker.spaces.loading'),
    empty: t(`locker.spaces.empty.${kind}`),
    requests: t('locker.spaces.requests'),
    incomplete: t('locker.spaces.incomplete'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
  };
}

/**
 * The kind switch: business then property (core's `SPACE_KINDS`), each with the `spaceCode` the
 * address carries (`spaceCodeOf`: buss, prop) and the address `hrefOf` makes of it.
 */
export function spaceKindLinksOf(
  t: LockerT,
  hrefOf: (spaceCode: 'buss' | 'prop') => string,
): SpaceKindLink[] {
  return SPACE_KINDS.map((kind) => ({
    value: spaceCodeOf(kind),
    label: t(`locker.spaces.kind.${kind}`),
    href: hrefOf(spaceCodeOf(kind)),
  }));
}

/**
 * Each space in words: titled by its kind and its authority (named from the list's ADGE lookup, or
 * its code when the lookup does not know it), its statistics under "Request statistics", its
 * requests as the locker's cards (`applicationCardOf`).
 */
export function spaceRequestsDataOf(
  answer: SpaceRequestsAnswer,
  t: LockerT,
  locale: PortalLocale,
  now: Date,
): SpaceRequestsData {
  const authorities = new Map(
    entityFilterOptionsOf(answer.adgeLookup, locale === 'ar-AE' ? 'ar' : 'en').map((option) => [
      option.value,
      option.label,
    ]),
  );
  return {
    complete: answer.complete,
    spaces: answer.spaces.map(({ space, statistics, requests }) => {
      const name =
        space.kind === undefined
          ? t('locker.spaceRequests.kind.other', { id: space.spaceId })
          : t(`locker.spaceRequests.kind.${space.kind}`);
      return {
        id: space.spaceId,
        title: t('locker.spaces.spaceTitle', {
          space: name,
          authority: authorities.get(space.spaceAuthority) ?? space.spaceAuthority,
        }),
        statistics: {
          ...spaceStatisticsOf(space, statistics, t),
          title: t('locker.spaceRequests.title'),
        },
        requests: requests.map((request) => applicationCardOf(request, t, locale, now)),
      };
    }),
  };
}
