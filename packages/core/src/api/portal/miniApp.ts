import * as z from 'zod/mini';
import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { optionalText, listOf } from '../internal/wireValues';
import { customItemCall } from './customItemCall';

/** The mini-app item's fields (spec 001 §3: PageTitle, PageDescription, ButtonLinkText, Image, APPName, Description, AppStore). */
export const miniAppItemSchema = z.object({
  PageTitle: optionalText,
  PageDescription: optionalText,
  ButtonLinkText: optionalText,
  Image: optionalText,
  APPName: optionalText,
  Description: optionalText,
  AppStore: listOf(
    z.object({ itemName: optionalText, TargetUrl: optionalText, Image: optionalText }),
  ),
});

export type MiniAppItem = z.infer<typeof miniAppItemSchema>;

/**
 * The mini-app download modal's content (spec 001 §2 "Mini-app download", §7 customItemService).
 * The modal shows an error notice with retry on failure (spec 001 §8), so this one rejects.
 * Assumption: image fields are URLs.
 * @throws {PortalError} on any failure, `invalid-response` when the item is missing or malformed.
 */
export async function getMiniApp(
  client: PortalClient,
  itemId: string,
  options: CallOptions = {},
): Promise<MiniAppItem> {
  const response = await client.send(customItemCall, {
    request: { lang: client.options.lang, itemId, children: false, isbackward: false },
    signal: options.signal,
  });
  const parsed = z.safeParse(miniAppItemSchema, response.data.mainItem);
  if (!parsed.success || !response.data.mainItem) {
    throw client.fail({
      kind: 'invalid-response',
      call: customItemCall.id,
      issues: ['data.mainItem: expected the mini-app item'],
    });
  }
  return parsed.data;
}
