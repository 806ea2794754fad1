/**
 * View model of `ApplicationCard` and `ApplicationList`: core's applications and the catalogue's
 * words as their props.
 */
import {
  formatRelativeTime,
  relativeTimeOf,
  showsSuccessMark,
  slaProgressOf,
  slaProgressWordingOf,
  statusBarColorOf,
  type Application,
  type PortalLocale,
} from '@portal/core';
import type { ApplicationCardData } from '../ApplicationCard/ApplicationCard';
import type { ApplicationListLabels } from '../ApplicationList/ApplicationList';
import { statusLabelOf } from './applicationStatus';
import type { LockerT } from './translator';

/**
 * What one application card shows, every value decided by core's rules (spec 000 §4): the status
 * text (`statusTextOf`), the bar's tone (`statusBarColorOf`), value (`slaProgressOf`) and words
 * (`slaProgressWordingOf`), the success mark (`showsSuccessMark`) and the last update as a relative
 * time (`relativeTimeOf`). This only turns the decisions into words of the page language.
 */
export function applicationCardOf(
  application: Application,
  t: LockerT,
  locale: PortalLocale,
  now: Date,
): ApplicationCardData {
  const statusLabel = statusLabelOf(application, t, locale, now);
  const progress = slaProgressOf(application);
  const reference = application.refCode ?? application.id ?? '';
  return {
    id: application.id ?? reference,
    title: application.serviceName ?? reference,
    isDraft: application.kind === 'draft',
    draftLabel: t('application.status.draft'),
    statusLabel,
    tone: statusBarColorOf(application, now),
    progress,
    // A rejected or cancelled application's bar is full, but it is closed, not "100% complete".
    progressText:
      slaProgressWordingOf(application) === 'closed'
        ? t('sla.closed')
        : t('sla.progress', { percentage: Math.round(progress) }),
    completed: showsSuccessMark(application),
    reference: t('locker.applications.reference', { reference }),
    lastUpdated: t('locker.applications.lastUpdated', {
      date: formatRelativeTime(relativeTimeOf(application.statusDate ?? Number.NaN, now), {
        locale,
      }),
    }),
  };
}

/**
 * The words of `ApplicationList` from core's catalogues (namespaces locker and common), for the app
 * and the stories alike.
 */
export function applicationListLabelsOf(t: LockerT): ApplicationListLabels {
  return {
    loading: t('locker.applications.loading'),
    empty: t('locker.applications.empty'),
    emptyFiltered: t('locker.applications.emptyFiltered'),
    clearFilters: t('locker.filters.clear'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    results: (count) => t('locker.applications.results', { count }),
    filters: {
      title: t('locker.filters.title'),
      addDrafts: t('locker.filters.addDrafts'),
      addDelegated: t('locker.filters.addDelegated'),
      onlyDrafts: t('locker.filters.onlyDrafts'),
      service: t('locker.filters.service'),
      allServices: t('locker.filters.allServices'),
    },
    pagination: {
      label: t('locker.pagination.label'),
      previous: t('locker.pagination.previous'),
      next: t('locker.pagination.next'),
      page: (page) => t('locker.pagination.page', { page }),
    },
    discardDraft: t('locker.draft.discard'),
  };
}
