import type { PortalLocale } from '@portal/core';
import { ChangeLanguageDialog, changeLanguageLabelsOf } from '@portal/ui';
import { useMessages } from '../../platform/i18n/useMessages';

export interface SearchLanguageDialogProps {
  readonly locale: PortalLocale;
  readonly onClose: () => void;
  readonly onStay: () => void;
  readonly onSwitch: () => void;
}

/** The change-language dialog of a search (S4.4) with its words; see `useSearchLanguageCheck`. */
export default function SearchLanguageDialog({
  locale,
  onClose,
  onStay,
  onSwitch,
}: SearchLanguageDialogProps) {
  const t = useMessages('session', 'common');
  return (
    <ChangeLanguageDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      labels={changeLanguageLabelsOf(t, locale)}
      onStay={onStay}
      onSwitch={onSwitch}
    />
  );
}
