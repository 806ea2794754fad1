import { describe, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzTarget, type FuzzTarget } from '../../../test/fuzzClient';
import { getContentItem } from '../contentItem';
import { getFavouriteServices } from '../favouriteServices';
import { getHighlights, recordSpotlightInteractions } from '../highlights';
import { getLanguageList } from '../languageList';
import { getFooterData, getHeaderInfo, getTopBanner } from '../layout';
import { getMiniApp } from '../miniApp';
import { renderDocument } from '../renderDocument';
import { searchSuggestions } from '../searchSuggestions';
import { submitFeedback } from '../submitFeedback';
import { getSuitableServices } from '../suitableServices';

const languages = JSON.stringify({
  data: { languages: [{ iso: 'fr', direction: 'ltr', name: 'French' }] },
});
const highlight = {
  data: [
    {
      spotlightId: 1,
      status: 's',
      notificationData: { startDate: 'd', title: 't', desc: 'x', tags: ['a'] },
      userInteractionStatus: 'read',
    },
  ],
};

const targets: FuzzTarget[] = [
  {
    name: 'getContentItem',
    sample: { success: true, data: { mainItem: { Title: 't' }, childsListItem: [{ Title: 'c' }] } },
    run: (c, signal) => getContentItem(c, { itemId: 'i' }, { signal }),
  },
  {
    name: 'getMiniApp',
    sample: {
      success: true,
      data: {
        mainItem: { PageTitle: 't', AppStore: [{ itemName: 'ios', TargetUrl: 'u', Image: 'i' }] },
      },
    },
    run: (c, signal) => getMiniApp(c, 'i', { signal }),
  },
  {
    name: 'getLanguageList',
    sample: { success: true, data: { mainItem: { code: languages } } },
    run: (c, signal) => getLanguageList(c, { itemId: 'i' }, { signal }),
  },
  {
    name: 'searchSuggestions',
    sample: {
      data: { data: [{ id: 1, ItemType: 's', Path: '/p', Data: { OnlineService: true } }] },
    },
    run: (c, signal) => searchSuggestions(c, 'visa', { signal }),
  },
  {
    name: 'getSuitableServices',
    sample: [
      {
        Path: '/p',
        Data: { title: 't', description: 'd', ServiceResponsibleEntity: { name: 'n' } },
      },
    ],
    run: (c, signal) => getSuitableServices(c, { signal }),
  },
  {
    name: 'getHeaderInfo',
    sample: {
      data: {
        DirectNavigationMenuLinks: [
          { LinkText: 'a', LinkUrl: '/', ChildesItems: [{ LinkText: 'b' }] },
        ],
        ProfileMenuLinks: [],
      },
    },
    run: (c, signal) => getHeaderInfo(c, { signal }),
  },
  {
    name: 'getTopBanner',
    sample: { data: { Title: 't', LinkUrl: '/x' } },
    run: (c, signal) => getTopBanner(c, { signal }),
  },
  {
    name: 'getFooterData',
    sample: {
      data: {
        FooterSections: [{ Text: 't', NavList: [{ Name: 'n', Link: 'l' }] }],
        EmergencyNumbers: [{ Name: 'Police', Number: '999' }],
      },
    },
    run: (c, signal) => getFooterData(c, { loggedIn: false }, { signal }),
  },
  {
    name: 'submitFeedback',
    sample: { success: true },
    run: (c, signal) => submitFeedback(c, { lang: 'en', rating: 4 }, { signal }),
  },
  {
    name: 'getFavouriteServices',
    sample: { data: [{ id: 1, Title: 't', Path: '/p', MobileAppOnly: false }] },
    run: (c, signal) => getFavouriteServices(c, { signal }),
  },
  {
    name: 'renderDocument',
    sample: { data: { content: 'abc', contentType: 'text/html' } },
    run: (c, signal) =>
      renderDocument(c, { templateName: 't', data: {}, output: 'html' }, { signal }),
  },
  ...(['dashboardSpotlights', 'whatsNew', 'announcements', 'notificationSpotlights'] as const).map(
    (list): FuzzTarget => ({
      name: `getHighlights(${list})`,
      sample: highlight,
      run: (c, signal) => getHighlights(c, list, { signal }),
    }),
  ),
  {
    name: 'recordSpotlightInteractions',
    sample: { success: true },
    run: (c, signal) =>
      recordSpotlightInteractions(c, [{ spotlightId: '1', status: 'read' }], { signal }),
  },
];

describe('portal clients under hostile answers', () => {
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s gives a value or a PortalError',
    async (_, target) => {
      await fuzzTarget(target);
    },
    FUZZ_TIMEOUT_MS,
  );
});
