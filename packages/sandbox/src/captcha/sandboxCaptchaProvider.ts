import { createTranslator, loadCatalogue } from '@portal/core/i18n';
import { CONTROL_HEADER } from '../http/controlHeader';
import { CAPTCHA_MODE_HEADER, CAPTCHA_TOKEN_PATH, type CaptchaMode } from './captchaModes';

/*
 * The sandbox's own captcha widget, for the portal app against the sandbox and for Storybook. It
 * implements @portal/ui's `CaptchaProvider` shape structurally (this package never imports ui):
 * `render(element, { lang, theme, onToken, onExpired, onError })` → `{ reset, destroy }`.
 *
 * No puzzle: one labelled native checkbox, "I am not a robot" in the page's language (core's
 * `form.captcha.*` words), which asks the sandbox for a token. Its state is spoken through a polite
 * status line; it works with the keyboard (Tab, Space) and needs no pointer. Not for production:
 * a real deployment plugs in a vendor adapter (see @portal/ui's Captcha docs).
 */

/** What the host page hands to the provider (the shape of @portal/ui's `CaptchaRenderOptions`). */
export interface SandboxCaptchaRenderOptions {
  /** The page's language (`<html lang>`): `en` or `ar-AE`. */
  readonly lang: string;
  /** The page's colour scheme; the native checkbox follows it. */
  readonly theme: 'light' | 'dark';
  readonly onToken: (token: string, expiresAt: Date) => void;
  readonly onExpired: () => void;
  readonly onError: (message: string) => void;
}

/** What `render` returns (the shape of @portal/ui's `CaptchaHandle`). */
export interface SandboxCaptchaHandle {
  /** Unchecks the box and forgets the token (after a refused submit). */
  reset(): void;
  /** Removes the widget and its timers. */
  destroy(): void;
}

export interface SandboxCaptchaProvider {
  readonly name: string;
  render(element: HTMLElement, options: SandboxCaptchaRenderOptions): SandboxCaptchaHandle;
}

export interface SandboxCaptchaProviderOptions {
  /** Origin of the sandbox; default the page's own (the app's dev and preview proxy forward it). */
  readonly baseUrl?: string;
  /** Transport; Storybook passes the in-browser sandbox's `app.fetch`. Default `fetch`. */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** Extra headers of the token request (Storybook's session header). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Forces the mode of every token (else the session's standing mode, else `pass`). */
  readonly mode?: CaptchaMode;
}

interface CaptchaWords {
  readonly check: string;
  readonly checking: string;
  readonly passed: string;
  readonly expired: string;
  readonly failed: string;
  readonly note: string;
}

const wordsByLang = new Map<string, Promise<CaptchaWords>>();

/** The widget's words from core's `forms` catalogue, loaded once per language. */
function wordsOf(lang: string): Promise<CaptchaWords> {
  let words = wordsByLang.get(lang);
  if (!words) {
    const translator = createTranslator({ locale: lang, loader: loadCatalogue });
    words = translator.load('forms').then(() => ({
      check: translator.t('form.captcha.check'),
      checking: translator.t('form.captcha.checking'),
      passed: translator.t('form.captcha.passed'),
      expired: translator.t('form.captcha.expired'),
      failed: translator.t('form.captcha.failed'),
      note: translator.t('form.captcha.sandboxNote'),
    }));
    wordsByLang.set(lang, words);
  }
  return words;
}

let widgetCount = 0;

/**
 * The sandbox captcha provider. Pass it to @portal/ui's `<Captcha provider={…}>`.
 * @example
 * const captcha = createSandboxCaptchaProvider(); // same origin, the session's standing mode
 */
export function createSandboxCaptchaProvider(
  options: SandboxCaptchaProviderOptions = {},
): SandboxCaptchaProvider {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const requestToken = async (): Promise<{
    token: string;
    lifetimeMs: number;
    expiresAt: Date;
  }> => {
    const base = options.baseUrl ?? globalThis.location?.origin ?? 'http://localhost';
    const headers = new Headers({ accept: 'application/json', ...options.headers });
    if (options.mode) headers.set(CAPTCHA_MODE_HEADER, options.mode);
    // The token request changes the session's state, so the sandbox asks for proof that a script
    // sent it (a form on another site cannot add a header).
    headers.set(CONTROL_HEADER, '1');
    const response = await send(
      new Request(new URL(CAPTCHA_TOKEN_PATH, base), {
        method: 'POST',
        headers,
        credentials: 'same-origin',
      }),
    );
    const body = (await response.json().catch(() => undefined)) as
      { success?: boolean; data?: { token?: unknown; expiresInMs?: unknown } } | undefined;
    const token = body?.data?.token;
    const lifetimeMs = body?.data?.expiresInMs;
    if (!response.ok || typeof token !== 'string' || typeof lifetimeMs !== 'number') {
      throw new Error(`captcha token request answered ${response.status}`);
    }
    // Timed by the browser's clock: the server's may differ (Storybook pins the sandbox's).
    return { token, lifetimeMs, expiresAt: new Date(Date.now() + lifetimeMs) };
  };

  return {
    name: 'sandbox',
    render(element, { lang, theme, onToken, onExpired, onError }) {
      widgetCount += 1;
      const id = `sandbox-captcha-${widgetCount}`;
      const document = element.ownerDocument;
      const root = document.createElement('div');
      root.dataset['slot'] = 'sandbox-captcha';
      root.style.cssText = [
        `color-scheme: ${theme}`,
        'display: flex',
        'flex-direction: column',
        'gap: 0.25rem',
        'padding: 0.75rem',
        'border: 1px solid currentColor',
        'border-radius: 0.5rem',
        'max-inline-size: 22rem',
      ].join(';');
      const label = document.createElement('label');
      label.htmlFor = `${id}-box`;
      label.style.cssText =
        'display: flex; align-items: center; gap: 0.75rem; min-block-size: 2.75rem; cursor: pointer';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.id = `${id}-box`;
      box.style.cssText = 'inline-size: 1.5rem; block-size: 1.5rem; margin: 0; flex: none';
      const labelText = document.createElement('span');
      label.append(box, labelText);
      const status = document.createElement('p');
      status.id = `${id}-status`;
      status.setAttribute('role', 'status');
      status.style.cssText = 'margin: 0; min-block-size: 1.5em';
      const note = document.createElement('p');
      note.style.cssText = 'margin: 0; font-size: 0.875em';
      box.setAttribute('aria-describedby', status.id);
      root.append(label, status, note);

      let words: CaptchaWords | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let generation = 0;
      let destroyed = false;
      box.disabled = true;

      const say = (text: string) => {
        status.textContent = text;
      };
      const clear = () => {
        clearTimeout(timer);
        timer = undefined;
        generation += 1;
        box.checked = false;
        box.removeAttribute('aria-busy');
      };

      void wordsOf(lang).then((loaded) => {
        if (destroyed) return;
        words = loaded;
        labelText.textContent = loaded.check;
        note.textContent = loaded.note;
        box.disabled = false;
        // Shown once its words are in: before, the page held a checkbox whose label was empty
        // (axe: "Form elements must have labels"; a screen reader met an unnamed box).
        element.replaceChildren(root);
      });

      box.addEventListener('change', () => {
        if (!words) return;
        const current = words;
        if (!box.checked) {
          // Unchecking withdraws the token.
          clear();
          say('');
          onExpired();
          return;
        }
        const mine = ++generation;
        box.setAttribute('aria-busy', 'true');
        say(current.checking);
        requestToken().then(
          ({ token, lifetimeMs, expiresAt }) => {
            if (destroyed || mine !== generation) return;
            box.removeAttribute('aria-busy');
            if (lifetimeMs <= 0) {
              clear();
              say(current.expired);
              onExpired();
              return;
            }
            say(current.passed);
            onToken(token, expiresAt);
            timer = setTimeout(() => {
              if (destroyed || mine !== generation) return;
              clear();
              say(current.expired);
              onExpired();
            }, lifetimeMs);
          },
          () => {
            if (destroyed || mine !== generation) return;
            clear();
            say(current.failed);
            onError(current.failed);
          },
        );
      });

      return {
        reset() {
          clear();
          say('');
        },
        destroy() {
          destroyed = true;
          clear();
          root.remove();
        },
      };
    },
  };
}
