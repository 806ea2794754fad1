import type { CaptchaProvider } from '@portal/ui';
import { createSandboxCaptchaProvider } from '@portal/sandbox/captcha';

/**
 * The captcha the app's forms use (the share-bill dialog, SCREENS.md S5.5).
 *
 * The reference app runs against the sandbox, so it uses the sandbox's own provider: a labelled
 * checkbox that asks `/__sandbox/captcha/token` (proxied to the sandbox like `/api`) for a token,
 * which the sandbox's `shareWaterElectricityBill` verifies. Its mode (pass, fail, expired) is the
 * session's standing mode (docs/sandbox.md).
 *
 * Production slot: a deployment replaces this one export with its vendor's adapter, an object with
 * the same `CaptchaProvider` shape (see @portal/ui's Captcha.docs.json, `productionAdapter`), and
 * its backend verifies the token with the vendor's secret. Nothing else in the app changes.
 * (`@portal/sandbox` stays a dev dependency of this private app: Vite bundles the provider, about
 * 2 kB, into the bill page's chunk; the swap removes it.)
 */
export const captchaProvider: CaptchaProvider = createSandboxCaptchaProvider();
