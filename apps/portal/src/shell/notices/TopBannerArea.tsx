import { TOP_BANNER_HIDE_COOKIE, showsTopBanner, type PortalLocale } from '@portal/core';
import { getTopBanner, topBannerCall } from '@portal/core/api/portal';
import { TopBanner, type TopBannerContent, type TopBannerLabels } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appClientsFor } from '../../api/appClients';
import { portalQuery } from '../../api/portalQuery';
import { footerHref } from '../footer/footerContent';

/** A year: closing the announcement is remembered like the other notice choices. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The home page's announcement (SCREENS.md S1.7): loaded only while the cookie `hide` is absent;
 * closing sets it. Shows the strip's placeholder while loading (see `TopBannerSlot`); folds away
 * when the reader closed it before, when there is none, or when the read fails (spec 001 §8).
 * Browser-only, loaded on its own: the API client stays out of the home page's first script.
 */
export default function TopBannerArea({
  locale,
  labels,
}: {
  readonly locale: PortalLocale;
  readonly labels: TopBannerLabels;
}) {
  const [open, setOpen] = useState(() => showsTopBanner(document.cookie));
  const banner = useQuery({
    ...portalQuery(topBannerCall, appClientsFor(locale).client, {}, (client, _input, options) =>
      getTopBanner(client, options),
    ),
    enabled: open,
  });
  const close = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${TOP_BANNER_HIDE_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
    setOpen(false);
  };
  if (open && banner.status === 'pending') {
    return <TopBanner content="loading" labels={labels} onClose={close} />;
  }
  if (!open || banner.status === 'error' || banner.data === undefined) return null;
  const { Title, Description, LinkText, LinkUrl } = banner.data;
  const target = footerHref(LinkUrl, { locale, origin: window.location.origin });
  const content: TopBannerContent = {
    ...(Title ? { title: Title } : {}),
    ...(Description ? { description: Description } : {}),
    ...(LinkText && target && !target.external
      ? { link: { label: LinkText, href: target.href } }
      : {}),
  };
  return <TopBanner content={content} labels={labels} onClose={close} />;
}
