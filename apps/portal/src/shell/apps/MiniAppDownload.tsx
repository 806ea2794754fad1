import { inRowsOf, type PortalLocale } from '@portal/core';
import { customItemCall, getMiniApp, type MiniAppItem } from '@portal/core/api/portal';
import { MiniAppDialog, miniAppDialogLabelsOf, type MiniAppDialogState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { footerHref } from '../footer/footerContent';
import { checkedImage } from '../../platform/cms/checkedLinks';

/**
 * CMS item id of the mini-app download content (spec 001 §3, §7 customItemService). Choice: the spec
 * shows no ids and no per-service item; one item serves every app-only service.
 */
export const MINI_APP_ITEM_ID = 'mini-app';

/** The item as the dialog shows it: addresses checked with core's `safeUrl`, badges in rows of two. */
export function miniAppStateOf(
  item: MiniAppItem,
  locale: PortalLocale,
  origin: string,
): MiniAppDialogState {
  const stores = item.AppStore.flatMap((store) => {
    const name = store.itemName?.trim() ?? '';
    // The stores are other sites: checked against the same trusted origins as the footer's app links.
    const href = footerHref(store.TargetUrl, { locale, origin })?.href;
    return name === '' || href === undefined
      ? []
      : [{ name, href, imageSrc: checkedImage(store.Image ?? undefined, origin) }];
  });
  return {
    status: 'ready',
    title: item.PageTitle ?? item.APPName ?? '',
    description: item.PageDescription ?? undefined,
    appName: item.APPName ?? undefined,
    appDescription: item.Description ?? undefined,
    logoSrc: checkedImage(item.Image ?? undefined, origin),
    storeRows: inRowsOf(stores),
  };
}

/**
 * The mini-app download dialog (SCREENS.md S4.5), loaded with its call only when an app-only service
 * is opened: loading, then the app and its store badges, or the error notice with Try again.
 */
export function MiniAppDownload({ onClose }: { readonly onClose: () => void }) {
  const locale = usePageLocale();
  const t = useMessages('home', 'common');
  const { client } = appClientsFor(locale);
  const item = useQuery(portalQuery(customItemCall, client, MINI_APP_ITEM_ID, getMiniApp));
  const state: MiniAppDialogState = item.isError
    ? { status: 'error', onRetry: () => void item.refetch() }
    : item.data && !item.isFetching
      ? miniAppStateOf(item.data, locale, window.location.origin)
      : { status: 'loading' };
  return (
    <MiniAppDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      labels={miniAppDialogLabelsOf(t)}
      state={state}
    />
  );
}
