import { feedbackCall } from '@portal/core/api/common';
import { FEEDBACK_FIELDS, feedbackFieldProblem, type FeedbackField } from '@portal/core';
import type { CallRouter } from '../http/callRouter';
import { langOf } from '../http/requestLanguage';
import { newId } from '../state/world';
import { verifyCaptcha } from './captcha';

/** Most feedback messages a session keeps (the oldest go first). */
export const MAX_KEPT_FEEDBACK = 50;

const FIELD_REFUSAL = {
  en: 'Some fields are not valid. Correct them, then send.',
  ar: 'بعض الحقول غير صحيحة. صحّحها، ثم أرسل.',
} as const;

/**
 * "Talk to us" feedback (SCREENS.md S7.5; the call is ASSUMED in core, `feedbackCall`). Anyone may
 * send it. The server checks the fields with core's own rules (`feedbackFieldProblem`, so the page
 * and the server agree) and names every refused field (`required` or `invalid`, HTTP 200
 * `success: false`) before it spends the captcha token; then it verifies the token as the bill share
 * does (a 422 with the message in the request's language); then it files the message in the session's
 * world and answers its reference, `FB-000001`.
 */
export function registerFeedbackRoutes(router: CallRouter): void {
  router.answer(
    feedbackCall,
    (c, request) => {
      const fieldErrors = FEEDBACK_FIELDS.flatMap((field: FeedbackField) => {
        const value = request[field];
        if (field === 'captchaToken') return [];
        const problem = feedbackFieldProblem(field, value);
        if (problem === undefined) return [];
        return [
          { field, code: value.trim() === '' ? ('required' as const) : ('invalid' as const) },
        ];
      });
      if (fieldErrors.length > 0)
        return c.json({ success: false, message: FIELD_REFUSAL[langOf(c)], data: { fieldErrors } });
      const refusedCaptcha = verifyCaptcha(c, request.captchaToken, 'send');
      if (refusedCaptcha) return refusedCaptcha;
      const world = c.var.world;
      const referenceNumber = newId(world, 'FB');
      world.feedback.push({
        referenceNumber,
        name: request.name.trim(),
        email: request.email.trim(),
        topic: request.topic,
        message: request.message.trim(),
        receivedAt: c.var.now().toISOString(),
      });
      if (world.feedback.length > MAX_KEPT_FEEDBACK) world.feedback.shift();
      return c.json({ success: true, data: { referenceNumber } });
    },
    { access: 'public' },
  );
}
