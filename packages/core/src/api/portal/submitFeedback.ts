import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { feedbackCall, type FeedbackRequest } from './feedbackCall';

/**
 * Submits the satisfaction survey (spec 001 §4 "status updates on submit"). Resolves `false` on
 * `success: false` so the survey can show its failed state.
 * @throws {PortalError} `invalid-request` for a rating outside 1–5, or on transport and format failures.
 */
export async function submitFeedback(
  client: PortalClient,
  input: FeedbackRequest,
  options: CallOptions = {},
): Promise<boolean> {
  const response = await client.send(feedbackCall, { request: input, signal: options.signal });
  return response?.success !== false;
}
