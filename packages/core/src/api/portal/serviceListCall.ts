import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { listOf, optionalFlag, optionalIdText, optionalText } from '../internal/wireValues';

/** The audiences with an "All services" page (spec 001 §2 "for individuals and for business"). */
export const SERVICE_LIST_BUNDLES = ['individual', 'business'] as const;

/** An audience bundle of the service list (spec 001 §1 bundles). */
export type ServiceListBundle = (typeof SERVICE_LIST_BUNDLES)[number];

/**
 * The personas a list can be narrowed to (spec 001 §1: "personas (emirati, expat)"): the home's
 * "Emirati citizens" card lists the services for UAE nationals.
 */
export const SERVICE_LIST_PERSONAS = ['emirati', 'expat'] as const;

/** An audience persona of the service list (spec 001 §1 personas). */
export type ServiceListPersona = (typeof SERVICE_LIST_PERSONAS)[number];

/** The audiences with an "All services" page: the bundles, and the personas. */
export const SERVICE_LIST_AUDIENCES = [...SERVICE_LIST_BUNDLES, ...SERVICE_LIST_PERSONAS] as const;

/** An audience of an "All services" page (`/services/emirati`). */
export type ServiceListAudience = (typeof SERVICE_LIST_AUDIENCES)[number];

/** Services per page of an "All services" page. Choice: the spec shows no size; as the results page. */
export const SERVICE_LIST_PAGE_SIZE = 10;

/**
 * Query of the service list: the language, the bundle, optionally a persona and one category, and
 * the page.
 * Assumption: spec 001 §7 says "service-list calls: not shown"; a category key narrows the list
 * (the browse-by-category action of spec 001 §2), and so does a persona (the services of the
 * bundle meant for it, spec 001 §1).
 */
export const serviceListRequestSchema = z.object({
  lang: z.enum(['en', 'ar']),
  bundle: z.enum(SERVICE_LIST_BUNDLES),
  persona: z.optional(z.enum(SERVICE_LIST_PERSONAS)),
  category: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  pageNum: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive(), z.maximum(50)),
});

/** One category of the bundle and how many services it holds. */
export const serviceCategorySchema = z.object({
  key: z.string().check(z.minLength(1)),
  Title: optionalText,
  count: z.nullish(z.number().check(z.int(), z.nonnegative())),
});

/**
 * One service of the list: the search result's fields (spec 001 §3: Path, id, Data) with the
 * suitable service's description and responsible entity, and whether it is a mini-app (available
 * only in the mobile app, spec 001 §2 and §6: "some services need the mobile app").
 */
export const serviceListItemSchema = z.object({
  id: optionalIdText,
  Path: optionalText,
  Data: z.nullish(
    z.object({
      ServiceShortName: optionalText,
      title: optionalText,
      description: optionalText,
      ServiceResponsibleEntity: z.nullish(z.object({ name: optionalText })),
      OnlineService: optionalFlag,
      MobileAppOnly: optionalFlag,
    }),
  ),
});

/** Answer of the service list: the bundle's categories, one page of services and the total. */
export const serviceListResponseSchema = envelopeOf(
  z.object({
    categories: listOf(serviceCategorySchema),
    data: listOf(serviceListItemSchema),
    total: z.nullish(z.number().check(z.int(), z.nonnegative())),
  }),
);

export type ServiceListRequest = z.infer<typeof serviceListRequestSchema>;
export type RawServiceListItem = z.infer<typeof serviceListItemSchema>;

/**
 * GET /pub/cms/services (spec 001 §2 "All services pages"; §7 "service-list calls: not shown").
 * Assumption: a public CMS read beside the global search, by query string.
 */
export const serviceListCall = defineCall({
  id: 'portal.serviceList',
  method: 'GET',
  path: '/pub/cms/services',
  request: serviceListRequestSchema,
  response: serviceListResponseSchema,
});
