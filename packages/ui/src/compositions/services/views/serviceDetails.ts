/**
 * View model of `ServiceDetails`: core's service read (`getServiceByGspPath`), core's start rule
 * (`serviceStartOf`) and page path rule (`servicePagePath`), and the catalogue's words as its props.
 */
import {
  formatAmount,
  serviceStartOf,
  servicePagePath,
  type PortalLocale,
  type SafeUrlOptions,
} from '@portal/core';
import type { PortalService } from '@portal/core/api/common';
import type {
  ServiceChannelView,
  ServiceDetailsLabels,
  ServiceDetailsView,
  ServiceStartView,
} from '../ServiceDetails/ServiceDetails';

/**
 * The words the service page speaks through: a catalogue key translated into the page's language
 * (core's translator's `t`, or the app's `useMessages('services', 'common')`).
 */
export type ServiceWords = (key: string, values?: Record<string, string | number>) => string;

/** The service page's words (`service.*`). */
export function serviceDetailsLabelsOf(t: ServiceWords): ServiceDetailsLabels {
  return {
    offeredBy: t('service.offeredBy'),
    audiences: t('service.audiences'),
    requirements: t('service.requirements'),
    documents: t('service.documents'),
    fees: t('service.fees'),
    feesNone: t('service.feesNone'),
    steps: t('service.steps'),
    duration: t('service.duration'),
    channels: t('service.channels'),
    related: t('service.related'),
    start: {
      online: t('service.start.online'),
      external: t('service.start.external'),
      app: t('service.start.app'),
      appNote: t('service.start.appNote'),
      signIn: t('service.start.signIn'),
      signInNote: t('service.start.signInNote'),
      none: t('service.start.none'),
    },
    loading: t('service.loading'),
    notFound: t('service.notFound'),
    retry: t('service.retry'),
    retrying: t('service.retrying'),
  };
}

/** Where the page is read and who reads it: what the start rule and the links need. */
export interface ServiceViewContext extends SafeUrlOptions {
  readonly locale: PortalLocale;
  /** A person is signed in (a sign-in-only service then starts online). */
  readonly signedIn: boolean;
  /** Opens the download-app popup (S4.6) for an app-only service. */
  readonly onOpenApp: () => void;
}

const AUDIENCE_KEYS: Readonly<Record<string, string>> = {
  individual: 'service.audience.individual',
  business: 'service.audience.business',
  emirati: 'service.audience.emirati',
  expat: 'service.audience.expat',
};

const CHANNEL_TYPES = new Set<string>(['online', 'serviceCentre', 'app', 'phone']);

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

/** The service's name as the catalogue gives it: the short name, else the title. */
export function serviceNameOf(service: Pick<PortalService, 'ServiceShortName' | 'Title'>): string {
  return trimmed(service.ServiceShortName) || trimmed(service.Title);
}

/**
 * The service as the page shows it. The audiences are the bundle and the personas the page has
 * words for (others are left out); fees are formatted in AED; a channel of an unknown kind and a
 * related service without a name or a service page path are left out; the start is core's
 * `serviceStartOf`, returning to this service's page after sign-in.
 */
export function serviceDetailsViewOf(
  t: ServiceWords,
  service: PortalService,
  { locale, signedIn, onOpenApp, origin, allowedOrigins }: ServiceViewContext,
): ServiceDetailsView {
  const entity = trimmed(service.ServiceResponsibleEntity?.name);
  const audiences = [
    ...trimmed(service.Bundle).split(','),
    ...trimmed(service.Persona).split(','),
  ].flatMap((value) => {
    const key = AUDIENCE_KEYS[value.trim()];
    return key === undefined ? [] : [t(key)];
  });
  const pagePath = servicePagePath(locale, trimmed(service.Path));
  const decided = serviceStartOf(service, {
    origin,
    ...(allowedOrigins === undefined ? {} : { allowedOrigins }),
    signedIn,
    returnTo: pagePath ?? `/${locale}/`,
  });
  let start: ServiceStartView;
  switch (decided.kind) {
    case 'online':
      start = {
        kind: 'online',
        href: decided.leavesPortal
          ? decided.url.href
          : `${decided.url.pathname}${decided.url.search}${decided.url.hash}`,
        leavesPortal: decided.leavesPortal,
        ...(decided.leavesPortal && entity !== ''
          ? { note: t('service.start.externalNote', { entity }) }
          : {}),
      };
      break;
    case 'app':
      start = { kind: 'app', onOpenApp };
      break;
    case 'signIn':
      start = { kind: 'signIn', href: decided.href };
      break;
    default:
      start = { kind: 'none' };
  }
  const channels: ServiceChannelView[] = service.Channels.flatMap((channel) => {
    const type = trimmed(channel.Type);
    return CHANNEL_TYPES.has(type)
      ? [
          {
            type: type as ServiceChannelView['type'],
            label: t(`service.channel.${type}`),
            text: trimmed(channel.Text),
          },
        ]
      : [];
  });
  return {
    name: serviceNameOf(service),
    entity,
    description: trimmed(service.Description),
    audiences: [...new Set(audiences)],
    requirements: service.Requirements,
    documents: service.RequiredDocuments,
    fees: service.Fees.flatMap((fee) =>
      trimmed(fee.Label) === '' || fee.Amount === null || fee.Amount === undefined
        ? []
        : [
            {
              label: trimmed(fee.Label),
              amount: t('common.currencyAmount', { amount: formatAmount(fee.Amount, { locale }) }),
            },
          ],
    ),
    steps: service.Steps,
    ...(trimmed(service.Duration) === '' ? {} : { duration: trimmed(service.Duration) }),
    channels,
    related: service.RelatedServices.flatMap((related) => {
      const name = trimmed(related.Name);
      const href = servicePagePath(locale, trimmed(related.Path));
      return name === '' || href === undefined ? [] : [{ name, href }];
    }),
    start,
  };
}
