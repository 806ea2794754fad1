/**
 * Stories only: the information pages' words and the sandbox's pages, read through core as the app
 * reads them, shared by the stories and the features stories (a stories file cannot export helpers).
 */
import type { PortalLocale } from '@portal/core';
import {
  getAnnouncementPage,
  getInformationPage,
  type InformationPageName,
} from '@portal/core/api/common';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { loadInformationWords } from '../storyWords';
import { informationPageLabelsOf, informationPageViewOf } from '../views/informationPage';
import {
  InformationPage,
  type InformationPageLabels,
  type InformationPageProps,
} from './InformationPage';

export interface InformationStoryData {
  readonly state: InformationPageProps['state'];
  readonly labels: InformationPageLabels;
}

/** Records presses of the retry. */
export const onRetry = fn();

/** One of the sandbox's information pages as the page shows it, in the story's language. */
export async function sandboxInformationData(
  client: PortalClient,
  locale: PortalLocale,
  name: InformationPageName,
): Promise<InformationStoryData> {
  const t = await loadInformationWords(locale);
  const page = await getInformationPage(client, name);
  return {
    labels: informationPageLabelsOf(t),
    state: { status: 'ready', data: informationPageViewOf(page, locale) },
  };
}

/** The sandbox's announcement (the top banner's holiday hours), in the story's language. */
export async function sandboxAnnouncementData(
  client: PortalClient,
  locale: PortalLocale,
): Promise<InformationStoryData> {
  const t = await loadInformationWords(locale);
  const page = await getAnnouncementPage(client, 'public-holiday');
  return {
    labels: informationPageLabelsOf(t),
    state: { status: 'ready', data: informationPageViewOf(page, locale) },
  };
}

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: InformationPageProps = {
  state: { status: 'loading' },
  labels: {} as InformationPageLabels,
};

/** Renders the information page from a story's loaded data. */
export function renderInformationPage(
  args: InformationPageProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  const data = sandboxData<InformationStoryData>(loaded);
  return <InformationPage {...args} state={data.state} labels={data.labels} />;
}
