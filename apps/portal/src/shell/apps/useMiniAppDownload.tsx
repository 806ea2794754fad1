import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';

/**
 * The download-app dialog and its call, fetched only when an app-only service is opened (S4.5): a
 * page's first JavaScript never carries them.
 */
const MiniAppDownload = lazy(() =>
  import('./MiniAppDownload').then((module) => ({ default: module.MiniAppDownload })),
);

/** What a page that lists app-only services does with the download-app dialog. */
export interface MiniAppDownloadControls {
  /** Opens the dialog (an app-only service was chosen). */
  readonly open: () => void;
  /** The dialog while it is open, else nothing: render it once, anywhere in the page. */
  readonly dialog: ReactNode;
}

/**
 * The download-app dialog of the pages that offer app-only services (service page, all services,
 * favourites): mounted only while open, so a page that never opens it never loads it, and each
 * opening starts from the dialog's first state.
 */
export function useMiniAppDownload(): MiniAppDownloadControls {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const dialog = isOpen ? (
    <Suspense fallback={null}>
      <MiniAppDownload onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { open, dialog };
}
