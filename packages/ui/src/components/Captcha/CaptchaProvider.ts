/**
 * The captcha slot of @portal/ui (spec 000 §2 share-bill modal, §5 "a captcha must pass").
 *
 * A captcha is a vendor's widget plus a verify step on the server. @portal/ui holds neither: it
 * defines what a provider must do, and `<Captcha>` hosts one. The app chooses the provider:
 *
 * - against the sandbox, `createSandboxCaptchaProvider()` from `@portal/sandbox/captcha` (a labelled
 *   checkbox, no puzzle; modes pass / fail / expired);
 * - in production, an adapter the deployment writes for its vendor (Turnstile, hCaptcha, ALTCHA…):
 *   `render` loads the vendor's script, calls its render function on `element` with `lang` and
 *   `theme`, and forwards the vendor's token, expiry and error callbacks; `reset` and `destroy` call
 *   the vendor's own. The token then travels with the protected call (`shareBill`'s `captchaToken`)
 *   and the **backend** verifies it with the vendor's secret; the browser never decides.
 *
 * No vendor code ships here: a vendor's script comes from its CDN, which the portal's test machines
 * cannot reach, and the choice of vendor belongs to the deployment.
 */

/** What the host page tells the provider when it renders. */
export interface CaptchaRenderOptions {
  /** The page's language as in `<html lang>` (`en`, `ar-AE`); the widget speaks it. */
  readonly lang: string;
  /** The page's colour scheme; the widget matches it. */
  readonly theme: 'light' | 'dark';
  /** The person passed: a token for the server to verify, valid until `expiresAt`. */
  readonly onToken: (token: string, expiresAt: Date) => void;
  /** The token given earlier is no longer usable (it expired, or the person withdrew it). */
  readonly onExpired: () => void;
  /** The widget could not work (network, vendor down); `message` is in the page's language. */
  readonly onError: (message: string) => void;
}

/** A rendered widget. */
export interface CaptchaHandle {
  /** Back to the unchecked state, forgetting the token (after the server spent or refused it). */
  reset(): void;
  /** Removes the widget, its listeners and timers (the host unmounts or re-renders). */
  destroy(): void;
}

/** A captcha vendor, as the portal sees it. */
export interface CaptchaProvider {
  /** Short name for logs and docs (`sandbox`, `turnstile`). */
  readonly name: string;
  /** Draws the widget into `element` (which it owns until `destroy`). */
  render(element: HTMLElement, options: CaptchaRenderOptions): CaptchaHandle;
}
