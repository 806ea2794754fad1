import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { draftLoadCall, draftSaveCall } from './draftCalls';

/** Which draft: the service it belongs to and its id. */
export interface DraftKey {
  readonly serviceCode: string;
  readonly draftId: string;
}

/** A saved draft: the form values and when they were saved. */
export interface SavedDraft {
  readonly form: Record<string, unknown>;
  readonly savedAt: string | undefined;
}

/**
 * Loads a saved service-form draft (spec 000 §7 /api/draft/load/{a}/{b}); `undefined` when none exists.
 * @throws {PortalError} on any failure.
 */
export async function loadDraft(
  client: PortalClient,
  key: DraftKey,
  options: CallOptions = {},
): Promise<SavedDraft | undefined> {
  const response = await client.send(draftLoadCall, {
    request: {},
    params: { serviceCode: key.serviceCode, draftId: key.draftId },
    signal: options.signal,
  });
  const form = response.data?.form;
  return form ? { form, savedAt: response.data?.savedAt ?? undefined } : undefined;
}

/**
 * Saves a service-form draft (spec 000 §7 /api/draft/save/{a}/{b}). Resolves `false` on `success: false`.
 * @throws {PortalError} on transport or format failures.
 */
export async function saveDraft(
  client: PortalClient,
  key: DraftKey,
  form: Record<string, unknown>,
  options: CallOptions = {},
): Promise<boolean> {
  const response = await client.send(draftSaveCall, {
    request: { form },
    params: { serviceCode: key.serviceCode, draftId: key.draftId },
    signal: options.signal,
  });
  return response?.success !== false;
}
