import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type Ref,
} from 'react';
import { cn } from '../../lib/cn';
import type { CaptchaHandle, CaptchaProvider } from './CaptchaProvider';

/** What a caller can do to a hosted captcha. */
export interface CaptchaControls {
  /** Unchecks the widget and forgets its token (after a refused submit). */
  reset(): void;
}

export interface CaptchaProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onError'> {
  /** The vendor (the app's choice): the sandbox's provider, or a production adapter. */
  readonly provider: CaptchaProvider;
  /** Translated name of the check ("Security check"); names the group the widget sits in. */
  readonly label: string;
  /** The person passed: the token for the server, and when it stops being valid. */
  readonly onToken: (token: string, expiresAt: Date) => void;
  /** The token given earlier is no longer usable: drop it. */
  readonly onExpired: () => void;
  /** The widget could not work; the message is in the page's language. */
  readonly onError?: (message: string) => void;
  /** `reset()` for the caller; remounting with a new `key` starts afresh as well. */
  readonly controlRef?: Ref<CaptchaControls>;
}

interface PageSettings {
  readonly lang: string;
  readonly theme: 'light' | 'dark';
}

/** The language and colour scheme around `element`: the nearest `lang` and `data-theme`. */
function pageSettingsOf(element: HTMLElement): PageSettings {
  const lang =
    element.closest('[lang]')?.getAttribute('lang') ?? element.ownerDocument.documentElement.lang;
  const themed = element.closest('[data-theme]')?.getAttribute('data-theme');
  const theme =
    themed === 'dark' || themed === 'light'
      ? themed
      : element.ownerDocument.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  return { lang: lang || 'en', theme };
}

/**
 * Hosts a {@link CaptchaProvider} in a labelled group: renders it with the page's `lang` and theme
 * (the nearest `lang` and `data-theme` attributes, followed when they change), forwards its token,
 * expiry and error callbacks, and destroys it on unmount. `controlRef` gives `reset()`. The group
 * can take focus (`tabIndex=-1`) so an error summary can link to it by `id`.
 */
export function Captcha({
  provider,
  label,
  onToken,
  onExpired,
  onError,
  controlRef,
  className,
  ...props
}: CaptchaProps) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const handle = useRef<CaptchaHandle | undefined>(undefined);
  const callbacks = useRef({ onToken, onExpired, onError });
  // The latest callbacks, for the widget drawn once: updated after each render.
  useEffect(() => {
    callbacks.current = { onToken, onExpired, onError };
  });
  const [settings, setSettings] = useState<PageSettings | undefined>(undefined);

  // Read the page's language and theme, and follow them when the person switches either.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const update = () =>
      setSettings((previous) => {
        const next = pageSettingsOf(element);
        return previous?.lang === next.lang && previous.theme === next.theme ? previous : next;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(element.ownerDocument.documentElement, {
      attributes: true,
      attributeFilter: ['lang', 'data-theme'],
      subtree: true,
    });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element || !settings) return;
    let holdsToken = false;
    handle.current = provider.render(element, {
      lang: settings.lang,
      theme: settings.theme,
      onToken: (token, expiresAt) => {
        holdsToken = true;
        callbacks.current.onToken(token, expiresAt);
      },
      onExpired: () => {
        holdsToken = false;
        callbacks.current.onExpired();
      },
      onError: (message) => {
        holdsToken = false;
        callbacks.current.onError?.(message);
      },
    });
    return () => {
      handle.current?.destroy();
      handle.current = undefined;
      // A widget drawn again (new language or theme) starts unchecked: its old token is dropped.
      if (holdsToken) callbacks.current.onExpired();
    };
  }, [provider, settings]);

  useImperativeHandle(controlRef, () => ({ reset: () => handle.current?.reset() }), []);

  return (
    <div
      ref={host}
      role="group"
      aria-label={label}
      tabIndex={-1}
      data-slot="captcha"
      data-provider={provider.name}
      className={cn(
        'min-w-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    >
      <div ref={widget} />
    </div>
  );
}
