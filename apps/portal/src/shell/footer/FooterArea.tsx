import type { PortalLocale } from '@portal/core';
import type { FooterData } from '@portal/core/api/portal';
import { ColorThemeControl, SiteFooter, TextSizeControl, type SiteFooterState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { track } from '../../platform/analytics/track';
import { useMessages } from '../../platform/i18n/useMessages';
import { readSessionHint } from '../../platform/session/sessionHint';
import { useColorScheme } from '../document/useColorScheme';
import { footerContentOf, type FooterWords } from './footerContent';
import { footerQuery } from './footerQuery';
import { useTextSize } from './useTextSize';

const SOCIAL_SITES = new Set(['x', 'instagram', 'facebook', 'youtube', 'linkedin']);

/** A CMS label, or `undefined` when it is missing, blank or not text. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export interface FooterAreaProps {
  readonly locale: PortalLocale;
  /** What follows the footer in the page (the cookie notice), shown with it. */
  readonly children?: ReactNode;
}

/**
 * The site footer (SCREENS.md S1.5) with its CMS content, cached per language and sign-in state,
 * and the text-size and colour controls. A failed read leaves the CMS parts out (spec 001 §8: content
 * failures are swallowed); the controls always work. The answer is mapped where it is read (the
 * query's `select`), so an answer the mapping cannot use is a failed read too, never a throw in the
 * render (issue O, item 15). Rendered only in the browser (it reads the
 * session hint and the applied theme and size), so the shell mounts it after hydration.
 */
export default function FooterArea({ locale, children }: FooterAreaProps) {
  const t = useMessages('shell');
  const [signedIn] = useState(readSessionHint);
  const copyright = t('footer.copyright', { year: new Date().getFullYear() });
  const words: FooterWords = {
    copyright,
    socialName: (site) => (SOCIAL_SITES.has(site) ? t(`footer.social.${site}`) : undefined),
    storeName: (store) => t(`footer.store.${store}`),
  };
  const footer = useQuery({
    ...footerQuery(appClientsFor(locale).client, signedIn),
    select: (data: FooterData) => ({
      content: footerContentOf(data, words, { locale, origin: window.location.origin }),
      fontSizeLabel: textOf(data.FontSizeLabel),
      colorLabel: textOf(data.ColorLabel),
    }),
  });
  const textSize = useTextSize();
  const [scheme, chooseScheme] = useColorScheme();

  // Nothing until the content has settled, then the whole footer at once: on a short page the
  // footer is on screen, and a loading footer growing into the ready one pushed its own controls
  // (and the cookie notice after it) down, a layout shift of 0.07. Below the fold nobody waits.
  if (footer.status === 'pending') return null;
  const state: SiteFooterState =
    footer.status === 'error'
      ? { status: 'unavailable', copyright }
      : { status: 'ready', content: footer.data.content };
  const data = footer.data;

  return (
    <>
      <SiteFooter
        state={state}
        labels={{
          navigation: t('footer.navigation'),
          emergencyNumbers: t('footer.emergencyNumbers'),
          viewAllEmergencyNumbers: t('footer.viewAllEmergencyNumbers'),
          downloadApp: t('footer.downloadApp'),
          appRating: t('footer.appRating'),
          followUs: t('footer.followUs'),
          opensInNewTab: t('footer.opensInNewTab'),
          loading: t('footer.loading'),
        }}
        onLinkClick={(link, area) => track({ name: 'footerLink', href: link.href, area })}
        controls={
          <>
            <TextSizeControl
              labels={{
                label: data?.fontSizeLabel ?? t('footer.textSize.label'),
                decrease: t('footer.textSize.decrease'),
                reset: t('footer.textSize.reset'),
                increase: t('footer.textSize.increase'),
              }}
              canDecrease={textSize.canDecrease}
              canIncrease={textSize.canIncrease}
              isDefault={textSize.isDefault}
              onRequest={textSize.request}
            />
            <ColorThemeControl
              labels={{
                label: data?.colorLabel ?? t('footer.colorTheme.label'),
                light: t('footer.colorTheme.light'),
                dark: t('footer.colorTheme.dark'),
              }}
              value={scheme}
              onValueChange={chooseScheme}
            />
          </>
        }
      />
      {children}
    </>
  );
}
