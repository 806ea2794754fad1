import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { PortalError } from '../../client/PortalError';
import { discardDraftCall } from './discardDraftCall';

/** Outcome of discarding a draft: the screen shows one or the other for 6 seconds (spec 000 §4, §8). */
export type DiscardDraftOutcome =
  { readonly ok: true } | { readonly ok: false; readonly error: PortalError };

/**
 * Discards a draft application (spec 000 §4 "loading, then success or failure"). The flow resolves to
 * an outcome instead of rejecting, because the screen always shows one of the two; failures still
 * reach `onError`. The user's UUID comes from the client's `identity`.
 *
 * @throws {PortalError} only of kind `aborted`, when the caller cancelled (the screen shows nothing).
 */
export async function discardDraft(
  client: PortalClient,
  applicationId: string,
  options: CallOptions = {},
): Promise<DiscardDraftOutcome> {
  try {
    const { uuid } = await client.identity(discardDraftCall.id);
    const response = await client.send(discardDraftCall, {
      request: { UUID: uuid, applicationId },
      signal: options.signal,
    });
    if (response?.success === false) {
      return {
        ok: false,
        error: client.fail({
          kind: 'business',
          call: discardDraftCall.id,
          serverMessage: response.message,
        }),
      };
    }
    return { ok: true };
  } catch (error) {
    if (!(error instanceof PortalError) || error.kind === 'aborted') throw error;
    return { ok: false, error };
  }
}
