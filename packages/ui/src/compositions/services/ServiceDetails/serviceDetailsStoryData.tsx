/**
 * Stories only: the service page's words and seeded services of the sandbox's catalogue (seed 1),
 * read through core as the app reads them, shared by the stories and the features stories (a
 * stories file cannot export helpers).
 */
import type { PortalLocale } from '@portal/core';
import { getServiceByGspPath } from '@portal/core/api/common';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { loadServiceWords } from '../storyWords';
import { serviceDetailsLabelsOf, serviceDetailsViewOf } from '../views/serviceDetails';
import {
  ServiceDetails,
  type ServiceDetailsLabels,
  type ServiceDetailsProps,
} from './ServiceDetails';

/** Seeded services of each start kind (the sandbox's catalogue of seed 1). */
export const SEEDED_SERVICES = {
  /** Online, open to anyone: starts on the entity's own site. */
  online: 'services/adp/transport/pay-the-fees-of-a-vehicle-registration',
  /** Offered only in the mobile app. */
  app: 'services/adp/transport/pay-the-fees-of-a-traffic-fine',
  /** Online, for signed-in people only. */
  signIn: 'services/dmt/environment/renew-a-pet-licence',
  /** Not offered online: see the channels. */
  none: 'services/dcd/family/inquire-about-a-marriage-certificate',
} as const;

/** The sites the seeded services start on (the sandbox's entity sites), as the app trusts them. */
export const STORY_SERVICE_ORIGINS = [
  'https://adp.sandbox.portal.example',
  'https://dmt.sandbox.portal.example',
  'https://dcd.sandbox.portal.example',
];

export const STORY_ORIGIN = 'https://www.portal.example';

export interface ServiceStoryData {
  readonly state: ServiceDetailsProps['state'];
  readonly labels: ServiceDetailsLabels;
}

/** Records presses of the app button and the retry. */
export const onOpenApp = fn();
export const onRetry = fn();

/** One seeded service as the page shows it, in the story's language. */
export async function seededServiceData(
  client: PortalClient,
  locale: PortalLocale,
  kind: keyof typeof SEEDED_SERVICES,
  signedIn = false,
): Promise<ServiceStoryData> {
  const t = await loadServiceWords(locale);
  const service = await getServiceByGspPath(client, SEEDED_SERVICES[kind]);
  return {
    labels: serviceDetailsLabelsOf(t),
    state: {
      status: 'ready',
      data: serviceDetailsViewOf(t, service, {
        locale,
        signedIn,
        onOpenApp,
        origin: STORY_ORIGIN,
        allowedOrigins: STORY_SERVICE_ORIGINS,
      }),
    },
  };
}

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: ServiceDetailsProps = {
  state: { status: 'loading' },
  labels: {} as ServiceDetailsLabels,
};

/** Renders the service page from a story's loaded data. */
export function renderServiceDetails(
  args: ServiceDetailsProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  const data = sandboxData<ServiceStoryData>(loaded);
  return <ServiceDetails {...args} state={data.state} labels={data.labels} />;
}
