import * as z from 'zod/mini';
import {
  CAPTCHA_MODE_HEADER,
  CAPTCHA_MODE_PATH,
  CAPTCHA_MODE_QUERY,
  CAPTCHA_MODES,
  CAPTCHA_TOKEN_PATH,
  isCaptchaMode,
} from '../captcha/captchaModes';
import type { CaptchaVerdict } from '../captcha/captchaTokens';
import type { SandboxContext, SandboxHono } from '../http/callRouter';
import { langOf } from '../http/requestLanguage';

const modeRuleSchema = z.object({
  mode: z.enum(CAPTCHA_MODES),
  /** Apply to this many tokens, then go back to `pass`. */
  times: z.optional(z.number().check(z.int(), z.positive(), z.maximum(10_000))),
});

/**
 * The sandbox's captcha "vendor": the browser provider (`@portal/sandbox/captcha`) asks
 * `POST /__sandbox/captcha/token` for a token; `shareWaterElectricityBill` verifies it with
 * {@link verifyCaptcha}. The mode of a token is, first found: the `x-sandbox-captcha` header or
 * `?__captcha=` of the token request, the session's standing mode (`POST /__sandbox/captcha/mode`
 * `{ "mode": "fail", "times": 1 }`), else `pass`.
 */
export function registerCaptchaRoutes(app: SandboxHono): void {
  app.post(CAPTCHA_TOKEN_PATH, (c) => {
    const asked = c.req.header(CAPTCHA_MODE_HEADER) ?? c.req.query(CAPTCHA_MODE_QUERY);
    if (asked !== undefined && !isCaptchaMode(asked)) {
      return c.json(
        {
          success: false,
          message: `Unknown captcha mode "${asked}" (use ${CAPTCHA_MODES.join(', ')}).`,
        },
        400,
      );
    }
    const issued = c.var.session.captcha.issue(c.var.now(), asked);
    return c.json({ success: true, data: issued });
  });

  app.get(CAPTCHA_MODE_PATH, (c) =>
    c.json({ success: true, data: c.var.session.captcha.standingMode() }),
  );

  app.post(CAPTCHA_MODE_PATH, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const rule = z.safeParse(modeRuleSchema, body);
    if (!rule.success) {
      return c.json(
        {
          success: false,
          message: `The body must be JSON: { "mode": ${CAPTCHA_MODES.map((m) => `"${m}"`).join(' | ')}, "times"?: number }.`,
        },
        400,
      );
    }
    c.var.session.captcha.setMode(rule.data.mode, rule.data.times);
    return c.json({ success: true, data: c.var.session.captcha.standingMode() });
  });

  app.delete(CAPTCHA_MODE_PATH, (c) => {
    c.var.session.captcha.clearMode();
    return c.json({ success: true, data: c.var.session.captcha.standingMode() });
  });
}

/** What the person does once the check is passed again: the refusal ends by saying it. */
export type CaptchaNextStep = 'share' | 'send';

const NEXT_STEPS: Record<CaptchaNextStep, { en: string; ar: string }> = {
  share: { en: 'then share', ar: 'ثم شارك' },
  send: { en: 'then send', ar: 'ثم أرسل' },
};

const REFUSALS: Record<Exclude<CaptchaVerdict, 'ok'>, { en: string; ar: string }> = {
  failed: {
    en: 'The security check failed. Check the box again, {next}.',
    ar: 'لم ينجح التحقق الأمني. ضع علامة في المربع مرة أخرى، {next}.',
  },
  expired: {
    en: 'The security check has expired. Check the box again, {next}.',
    ar: 'انتهت صلاحية التحقق الأمني. ضع علامة في المربع مرة أخرى، {next}.',
  },
  used: {
    en: 'This security check has already been used. Check the box again, {next}.',
    ar: 'سبق استخدام هذا التحقق الأمني. ضع علامة في المربع مرة أخرى، {next}.',
  },
  unknown: {
    en: 'The security check could not be verified. Check the box again, {next}.',
    ar: 'تعذّر التحقق من التحقق الأمني. ضع علامة في المربع مرة أخرى، {next}.',
  },
};

/**
 * The server-side verify step: spends the token and answers nothing when it passes, or the
 * refusal (`422 { success: false, message }` in the request's language) when it is unknown,
 * already used, expired or failed, ending with what to do next (share a bill, send feedback).
 */
export function verifyCaptcha(
  c: SandboxContext,
  token: string,
  next: CaptchaNextStep,
): Response | undefined {
  const verdict = c.var.session.captcha.verify(token, c.var.now());
  if (verdict === 'ok') return undefined;
  const language = langOf(c);
  const message = REFUSALS[verdict][language].replace('{next}', NEXT_STEPS[next][language]);
  return c.json({ success: false, message }, 422);
}
