import type { PortalLocale } from '@portal/core';
import { Suspense, lazy, useEffect, useState } from 'react';
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
  useEffect(() => {
    const take = () => {
      if (takeLanguageModalRequest()) setOpen(true);
    };
    take();
    return subscribeLanguageModalRequest(take);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LanguageDialogFlow locale={locale} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
