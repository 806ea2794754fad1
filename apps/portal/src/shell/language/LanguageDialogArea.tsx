import type { PortalLocale } from '@portal/core';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import {
  subscribeLanguageModalRequest,
  takeLanguageModalRequest,
} from '../document/languageModalRequest';

const LanguageDialogFlow = lazy(() => import('./LanguageDialogFlow'));

export interface LanguageDialogAreaProps {
  readonly locale: PortalLocale;
}

/**
 * Where the change-language dialog opens (SCREENS S9.2): on an address that ended in
 * `langsTranslation` (the root route recorded the request before this page rendered) and whenever
 * the header's language control asks. Its code and words load when it first opens.
 */
export function LanguageDialogArea({ locale }: LanguageDialogAreaProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // What had focus when the dialog was asked for (the header's control), taken before the dialog's
  // code and words load: focus goes back there when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const take = () => {
      if (!takeLanguageModalRequest()) return;
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpened(true);
      setOpen(true);
    };
    take();
    return subscribeLanguageModalRequest(take);
  }, []);
  // Once opened, the dialog stays mounted and closes as a dialog does: unmounting it at once skipped
  // its close, and focus did not go back to the control that opened it.
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LanguageDialogFlow
        locale={locale}
        open={open}
        onClose={() => setOpen(false)}
        returnFocusTo={() => opener.current}
      />
    </Suspense>
  );
}
