import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { PortalError } from '../../client/PortalError';
import { customItemCall } from './customItemCall';

/** A home content item (spec 001 §3): the main item and, when asked for, its children. */
export interface ContentItem {
  readonly mainItem?: Record<string, unknown>;
  readonly childsListItem?: Record<string, unknown>[];
}

/**
 * Fetches a home content item (hero banner, suit-your-needs, sign-in and promotional banners) by
 * language, item id and children flag (spec 001 §3, §7).
 * Spec 001 §8: "Content fetch failures are swallowed and return an empty object" — so any failure
 * resolves `{}` and is still reported to `onError`.
 * Assumption: the content fetch is the same CMS item service as the mini-app and language list.
 * @throws {PortalError} only of kind `aborted`.
 */
export async function getContentItem(
  client: PortalClient,
  input: { readonly itemId: string; readonly children?: boolean },
  options: CallOptions = {},
): Promise<ContentItem> {
  try {
    const response = await client.send(customItemCall, {
      request: {
        lang: client.options.lang,
        itemId: input.itemId,
        children: input.children ?? true,
        isbackward: false,
      },
      signal: options.signal,
    });
    const { mainItem, childsListItem } = response.data;
    return mainItem ? { mainItem, childsListItem } : {};
  } catch (error) {
    if (error instanceof PortalError && error.kind === 'aborted') throw error;
    return {};
  }
}
