import {
  announcementsCall,
  customItemCall,
  dashboardSpotlightsCall,
  documentRenderCall,
  feedbackCall,
  footerDataCall,
  globalSearchCall,
  headerInfoCall,
  notificationSpotlightsCall,
  serviceListCall,
  spotlightInteractionsCall,
  suitableServicesCall,
  topBannerCall,
  whatsNewCall,
  type SearchTab,
} from '@portal/core/api/portal';
import type { Catalogue } from '../catalogue/catalogueFor';
import type { Bundle, CatalogueService, Persona } from '../catalogue/serviceCatalogue';
import type { SearchableSpace } from '../catalogue/spaceSearch';
import { buildLanguageList } from '../content/languages';
import {
  footerData,
  headerInfo,
  homeContentItem,
  isHomeItemId,
  miniAppData,
  topBanner,
} from '../content/portalContent';
import { type CallRouter, type SandboxContext } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { escapeHtml } from '../pages/html';
import { renderDocumentPdf } from '../pdf/documentPdf';
import { languageOf, type Language } from '../state/text';
import type { SpotlightPlacement } from '../state/spotlights';

/** CMS item id of the language list (spec 001 §7 customItemService). Choice: the spec shows no ids. */
export const LANGUAGE_LIST_ITEM_ID = 'languages';
/** CMS item id of the mini-app download data (spec 001 §3, §7). */
export const MINI_APP_ITEM_ID = 'mini-app';

const LANGUAGES = buildLanguageList();

function customItem(itemId: string, language: Language) {
  if (itemId === LANGUAGE_LIST_ITEM_ID) {
    // The list travels as JSON text in `code` (spec 001 §7: "the languages code field is parsed as JSON").
    return {
      mainItem: { id: itemId, code: JSON.stringify({ data: { languages: LANGUAGES } }) },
      childsListItem: [],
    };
  }
  if (itemId === MINI_APP_ITEM_ID)
    return { mainItem: { id: itemId, ...miniAppData(language) }, childsListItem: [] };
  if (isHomeItemId(itemId)) return homeContentItem(itemId, language);
  return undefined;
}

function highlightsOf(c: SandboxContext, placement: SpotlightPlacement, language: Language) {
  return c.var.world.spotlights
    .filter((spotlight) => spotlight.placement === placement && spotlight.status !== 'dismissed')
    .map((spotlight) => ({
      spotlightId: spotlight.spotlightId,
      status: spotlight.status,
      notificationData: {
        startDate: spotlight.startDate,
        title: spotlight.title[language],
        desc: spotlight.desc[language],
        tags: spotlight.tags,
      },
      userInteractionStatus: spotlight.status,
    }));
}

/**
 * The catalogue audience of a results tab (spec 001 §1, §2). Choice: after the spaces the search finds
 * (`searchPageOf`), Workspaces lists the business services (a workspace is a business's place of work).
 */
function audienceOfTab(tab: SearchTab | undefined): { bundle?: Bundle; persona?: Persona } {
  switch (tab) {
    case 'individual':
      return { bundle: 'individual' };
    case 'emirati':
      return { persona: 'emirati' };
    case 'business':
    case 'workspaces':
      return { bundle: 'business' };
    default:
      return {};
  }
}

/**
 * One page of a search: the spaces it finds first (spec 001 §6; in the all-tabs search and the
 * Workspaces tab only), then the catalogue's services of the tab's audience, paged as one list.
 */
function searchPageOf(
  catalogue: Catalogue,
  q: string,
  pageNum: number,
  pageSize: number,
  tab: SearchTab | undefined,
): { spaces: SearchableSpace[]; services: CatalogueService[]; total: number } {
  const found = tab === undefined || tab === 'workspaces' ? catalogue.spaces.search(q) : [];
  const start = (pageNum - 1) * pageSize;
  const spaces = found.slice(start, start + pageSize);
  // The services from `serviceStart` on fill the rest of the page: at most two of the services'
  // own pages of the same size hold them.
  const serviceStart = Math.max(0, start - found.length);
  const wanted = pageSize - spaces.length;
  const audience = audienceOfTab(tab);
  const first = Math.floor(serviceStart / pageSize) + 1;
  const firstPage = catalogue.search.search({ q, pageNum: first, pageSize, ...audience });
  const offset = serviceStart - (first - 1) * pageSize;
  const needsNext = offset > 0 && firstPage.total > first * pageSize;
  const hits = needsNext
    ? [
        ...firstPage.hits,
        ...catalogue.search.search({ q, pageNum: first + 1, pageSize, ...audience }).hits,
      ]
    : firstPage.hits;
  const services = hits.slice(offset, offset + wanted).map((hit) => hit.service);
  return { spaces, services, total: found.length + firstPage.total };
}

/** Public portal (spec 001 §7) and the highlights service (spec 000 §7). */
export function registerPortalRoutes(router: CallRouter, catalogue: Catalogue): void {
  router.answer(customItemCall, (c, request) => {
    const item = customItem(request.itemId, request.lang);
    if (!item) return refuse(c, 404, NOT_FOUND_REFUSALS.item(String(request.itemId)));
    return c.json({
      success: true,
      data: request.children ? item : { ...item, childsListItem: [] },
    });
  });

  router.answer(globalSearchCall, (c, request) => {
    const language = languageOf(request.lang);
    const page = searchPageOf(catalogue, request.q, request.pageNum, request.pageSize, request.tab);
    return c.json({
      success: true,
      data: {
        total: page.total,
        data: [
          ...page.spaces.map((space) => ({
            id: space.id,
            ItemType: 'space',
            Path: space.service.path,
            Data: {
              OnlineService: space.service.OnlineService,
              ServiceShortName: space.name[language],
              title: space.name[language],
              SpaceCode: space.spaceCode,
            },
          })),
          ...page.services.map((service) => ({
            id: service.id,
            ItemType: 'service',
            Path: service.path,
            Data: {
              OnlineService: service.OnlineService,
              ServiceShortName: service.ServiceShortName[language],
              title: service.ServiceShortName[language],
            },
          })),
        ],
      },
    });
  });

  router.answer(serviceListCall, (c, request) => {
    // The "All services" page of a bundle (spec 001 §2): its categories in the catalogue's order, and
    // the services of the chosen one, most popular first (the order people look for them in).
    // A persona narrows the bundle to the services meant for it (an assumed parameter, docs/clients.md).
    const inBundle = catalogue.services.filter(
      (service) =>
        service.bundle === request.bundle &&
        (request.persona === undefined || service.personas.includes(request.persona)),
    );
    const counts = new Map<string, { name: { en: string; ar: string }; count: number }>();
    for (const service of inBundle) {
      const entry = counts.get(service.category.key);
      if (entry) entry.count += 1;
      else counts.set(service.category.key, { name: service.category.name, count: 1 });
    }
    const listed = inBundle
      .filter(
        (service) => request.category === undefined || service.category.key === request.category,
      )
      .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id));
    const start = (request.pageNum - 1) * request.pageSize;
    return c.json({
      success: true,
      data: {
        categories: [...counts].map(([key, { name, count }]) => ({
          key,
          Title: name[request.lang],
          count,
        })),
        total: listed.length,
        data: listed.slice(start, start + request.pageSize).map((service) => ({
          id: service.id,
          Path: service.path,
          Data: {
            ServiceShortName: service.ServiceShortName[request.lang],
            title: service.ServiceShortName[request.lang],
            description: service.description[request.lang],
            ServiceResponsibleEntity: { name: service.entity.name[request.lang] },
            OnlineService: service.OnlineService,
            MobileAppOnly: service.mobileOnly,
          },
        })),
      },
    });
  });

  router.answer(suitableServicesCall, (c, request) => {
    // Choice: "suitable" is the most popular individual services, the best guess for any visitor.
    const suitable = [...catalogue.services]
      .filter((service) => service.bundle === 'individual' && service.OnlineService)
      .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id))
      .slice(0, request.limit);
    return c.json(
      suitable.map((service) => ({
        Path: service.path,
        Data: {
          ServiceShortName: service.ServiceShortName[request.lang],
          title: service.ServiceShortName[request.lang],
          description: service.description[request.lang],
          ServiceResponsibleEntity: { name: service.entity.name[request.lang] },
        },
      })),
    );
  });

  router.answer(headerInfoCall, (c, request) =>
    c.json({ success: true, data: headerInfo(request.lang) }),
  );
  router.answer(topBannerCall, (c, request) =>
    c.json({ success: true, data: topBanner(request.lang) }),
  );
  router.answer(footerDataCall, (c, request) =>
    c.json({ success: true, data: footerData(request.lang, request.loggedIn) }),
  );

  router.answer(feedbackCall, (c) => c.json({ success: true }));

  router.answer(documentRenderCall, async (c, request) => {
    if (request.output === 'html') {
      const rows = Object.entries(request.data).map(
        ([key, value]) =>
          `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(String(value))}</td></tr>`,
      );
      const html = `<!doctype html><html lang="${request.lang}" dir="${request.lang === 'ar' ? 'rtl' : 'ltr'}"><title>${escapeHtml(request.templateName)}</title><p>SANDBOX</p><table>${rows.join('')}</table></html>`;
      return c.json({ success: true, data: { content: html, contentType: 'text/html' } });
    }
    const pdf = await renderDocumentPdf(request.templateName, request.data);
    return c.json({
      success: true,
      data: { content: Buffer.from(pdf).toString('base64'), contentType: 'application/pdf' },
    });
  });

  router.answer(dashboardSpotlightsCall, (c, request) =>
    c.json({ success: true, data: highlightsOf(c, 'dashboard', request.language) }),
  );
  router.answer(whatsNewCall, (c, request) =>
    c.json({ success: true, data: highlightsOf(c, 'whatsNew', request.language) }),
  );
  router.answer(announcementsCall, (c, request) =>
    c.json({ success: true, data: highlightsOf(c, 'announcement', request.language) }),
  );
  router.answer(notificationSpotlightsCall, (c, request) =>
    c.json({ success: true, data: highlightsOf(c, 'notification', request.language) }),
  );

  router.answer(spotlightInteractionsCall, (c, request) => {
    const spotlights = c.var.world.spotlights;
    const unknown = request.spotlights.find(
      (entry) => !spotlights.some((s) => s.spotlightId === entry.spotlightId),
    );
    if (unknown) return refuse(c, 404, NOT_FOUND_REFUSALS.spotlight(String(unknown.spotlightId)));
    for (const entry of request.spotlights) {
      const spotlight = spotlights.find((s) => s.spotlightId === entry.spotlightId);
      if (spotlight) spotlight.status = entry.status;
    }
    return c.json({ success: true });
  });
}
