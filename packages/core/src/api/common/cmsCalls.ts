import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { anyRecord, listOf } from '../internal/wireValues';

/*
 * CMS reads of the locker (spec 000 §7). The CMS answers with authored content whose fields differ per
 * template, so the contract keeps items as records; each screen reads its own fields.
 */

/** Query of getCmsPage: the language. */
export const cmsPageRequestSchema = z.object({ lang: z.enum(['en', 'ar']) });

/** Assumption: `data` is the page's content object. */
export const cmsPageResponseSchema = envelopeOf(anyRecord);

/**
 * GET /api/cms/getCmsPage/{a}/{b} (spec 000 §7).
 * Assumption: the two segments are a page group and a page name (`mylocker/payments`).
 */
export const cmsPageCall = defineCall({
  id: 'common.cmsPage',
  method: 'GET',
  path: '/api/cms/getCmsPage/{pageGroup}/{pageName}',
  request: cmsPageRequestSchema,
  response: cmsPageResponseSchema,
});

/** Assumption: getCmsItem takes the item's id and the language as query parameters. */
export const cmsItemRequestSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  lang: z.enum(['en', 'ar']),
});

/** Assumption: `data` is the item's content object. */
export const cmsItemResponseSchema = envelopeOf(anyRecord);

/** GET /api/cms/getCmsItem (spec 000 §7). */
export const cmsItemCall = defineCall({
  id: 'common.cmsItem',
  method: 'GET',
  path: '/api/cms/getCmsItem',
  request: cmsItemRequestSchema,
  response: cmsItemResponseSchema,
});

/** Wire payload of getCmsSpecificItem (spec 000 §7: items, lang). Choice: 1 to 50 item ids. */
export const cmsSpecificItemRequestSchema = z.object({
  items: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(50)),
  lang: z.enum(['en', 'ar']),
});

/** Assumption: `data` lists the items found, in request order; missing ones are left out. */
export const cmsSpecificItemResponseSchema = envelopeOf(listOf(anyRecord));

/** POST /api/cms/getCmsSpecificItem (spec 000 §7). */
export const cmsSpecificItemCall = defineCall({
  id: 'common.cmsSpecificItem',
  method: 'POST',
  path: '/api/cms/getCmsSpecificItem',
  request: cmsSpecificItemRequestSchema,
  response: cmsSpecificItemResponseSchema,
});

export type CmsItemRequest = z.infer<typeof cmsItemRequestSchema>;
export type CmsSpecificItemRequest = z.infer<typeof cmsSpecificItemRequestSchema>;
