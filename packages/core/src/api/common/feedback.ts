import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { isPortalError, toUserMessage, type UserMessage } from '../../client/PortalError';
import type { RuleMessageKey } from '../../rules/messageKeys';
import {
  FEEDBACK_FIELDS,
  FEEDBACK_REQUIRED_KEY,
  validateFeedback,
  type FeedbackDraft,
  type FeedbackField,
  type FeedbackFieldErrors,
} from '../../rules/validation/feedback';
import { feedbackCall } from './feedbackCall';

/** Why feedback was refused: fields (the form's or the server's check) or the captcha. */
export type FeedbackRefusalReason = 'fields' | 'captcha';

/**
 * A refused feedback (nothing was filed): `fields` with each refused field's message key, or `captcha`
 * with the server's message. Other failures reject with core's `PortalError`.
 */
export class FeedbackRefusal extends Error {
  override readonly name = 'FeedbackRefusal';
  readonly reason: FeedbackRefusalReason;
  readonly fieldErrors: FeedbackFieldErrors;
  /** What to show for a refused captcha: the server's text, or the generic key. */
  readonly userMessage: UserMessage;

  constructor(
    reason: FeedbackRefusalReason,
    fieldErrors: FeedbackFieldErrors,
    serverMessage?: unknown,
  ) {
    super(`feedback refused: ${reason} ${Object.keys(fieldErrors).join(', ')}`.trim());
    this.reason = reason;
    this.fieldErrors = fieldErrors;
    this.userMessage = toUserMessage(serverMessage);
  }
}

/** Narrows an unknown rejection to a {@link FeedbackRefusal}. */
export function isFeedbackRefusal(error: unknown): error is FeedbackRefusal {
  return error instanceof FeedbackRefusal;
}

/** The key shown for a field the server called invalid (the client's own key for that field). */
const INVALID_KEY: Record<FeedbackField, RuleMessageKey> = {
  name: 'form.error.feedbackName',
  email: 'form.error.email',
  topic: 'form.error.feedbackTopic',
  message: 'form.error.feedbackMessageLength',
  captchaToken: 'form.error.captcha',
};

/** The feedback was received: the reference the person can quote. */
export interface FeedbackSent {
  readonly referenceNumber: string;
}

/**
 * Sends "Talk to us" feedback (SCREENS.md S7.5). **ASSUMED call** (no spec shows it; see
 * `feedbackCall`). The form is checked first with `validateFeedback`; nothing is sent when it fails.
 * @throws {FeedbackRefusal} `fields` naming each refused field (the form's check or the server's),
 *   `captcha` with the server's message when it refuses the captcha token (HTTP 422).
 * @throws {PortalError} on any other failure (network, 5xx, an answer without a reference).
 */
export async function sendFeedback(
  client: PortalClient,
  input: FeedbackDraft,
  options: CallOptions = {},
): Promise<FeedbackSent> {
  const checked = validateFeedback(input);
  if (!checked.ok) throw new FeedbackRefusal('fields', checked.fieldErrors);
  let response;
  try {
    response = await client.send(feedbackCall, { request: checked.value, signal: options.signal });
  } catch (error) {
    if (isPortalError(error) && error.kind === 'http' && error.status === 422) {
      const serverMessage =
        error.userMessage.type === 'server' ? error.userMessage.text : undefined;
      throw new FeedbackRefusal('captcha', { captchaToken: 'form.error.captcha' }, serverMessage);
    }
    throw error;
  }
  const refused = response.data?.fieldErrors ?? [];
  if (response.success === false || refused.length > 0) {
    const fieldErrors: FeedbackFieldErrors = {};
    for (const field of FEEDBACK_FIELDS) {
      const refusal = refused.find((r) => r.field === field);
      if (refusal)
        fieldErrors[field] =
          refusal.code === 'required' ? FEEDBACK_REQUIRED_KEY[field] : INVALID_KEY[field];
    }
    if (Object.keys(fieldErrors).length > 0)
      throw new FeedbackRefusal('fields', fieldErrors, response.message);
    throw client.fail({
      kind: 'business',
      call: feedbackCall.id,
      serverMessage: response.message,
      issues: ['success: false'],
    });
  }
  const referenceNumber = response.data?.referenceNumber;
  if (referenceNumber === undefined)
    throw client.fail({
      kind: 'invalid-response',
      call: feedbackCall.id,
      issues: ['data.referenceNumber: missing'],
    });
  return { referenceNumber };
}
