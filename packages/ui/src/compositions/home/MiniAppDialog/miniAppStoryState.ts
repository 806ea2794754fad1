import { inRowsOf } from '@portal/core';
import type { MiniAppItem } from '@portal/core/api/portal';
import type { MiniAppDialogState } from './MiniAppDialog';

/** The ready state of the sandbox's mini-app item, as the app maps it (badges in rows of two). */
export function miniAppStoryState(item: MiniAppItem): MiniAppDialogState {
  return {
    status: 'ready',
    title: item.PageTitle ?? '',
    description: item.PageDescription ?? undefined,
    appName: item.APPName ?? undefined,
    appDescription: item.Description ?? undefined,
    logoSrc: item.Image ?? undefined,
    storeRows: inRowsOf(
      item.AppStore.flatMap((store) =>
        store.itemName && store.TargetUrl
          ? [{ name: store.itemName, href: store.TargetUrl, imageSrc: store.Image ?? undefined }]
          : [],
      ),
    ),
  };
}
