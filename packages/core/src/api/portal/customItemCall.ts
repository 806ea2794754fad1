import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { anyRecord, listOf } from '../internal/wireValues';

/**
 * Wire payload of the CMS item service (spec 001 §7: lang, itemId, children=false, isbackward=false;
 * the home content items send the children flag, spec 001 §3).
 */
export const customItemRequestSchema = z.object({
  lang: z.enum(['en', 'ar']),
  itemId: z.string().check(z.minLength(1)),
  children: z.boolean(),
  isbackward: z.literal(false),
});

/**
 * Answer of the CMS item service (spec 001 §7: success, data.mainItem, data.childsListItem). Items are
 * authored content whose fields differ per template; each reader checks its own fields.
 */
export const customItemResponseSchema = z.object({
  success: z.nullish(z.boolean()),
  message: z.optional(z.unknown()),
  data: z.object({
    mainItem: z.nullish(anyRecord),
    childsListItem: listOf(anyRecord),
  }),
});

export type CustomItemRequest = z.infer<typeof customItemRequestSchema>;
export type CustomItemResponse = z.infer<typeof customItemResponseSchema>;

/** POST /pub/cms/customItemService (spec 001 §7). `success: false` is a failure: the spec reads it. */
export const customItemCall = defineCall({
  id: 'portal.customItem',
  method: 'POST',
  path: '/pub/cms/customItemService',
  failsOnUnsuccessful: true,
  request: customItemRequestSchema,
  response: customItemResponseSchema,
});
