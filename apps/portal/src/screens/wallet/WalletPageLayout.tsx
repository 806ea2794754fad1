import { shellMessages } from '@portal/core';
import type { ReactNode } from 'react';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { WalletSectionNav } from './WalletSectionNav';

/** The frame of a toll wallet page: its heading, the document title and the sections' links. */
export function WalletPageLayout({
  title,
  intro,
  sectionNav = true,
  backLink,
  children,
}: {
  readonly title: string;
  readonly intro?: string;
  readonly sectionNav?: boolean;
  /** A way back shown above the heading ("Back to my utilities"). */
  readonly backLink?: ReactNode;
  readonly children: ReactNode;
}) {
  const locale = usePageLocale();
  useDocumentTitle(title, shellMessages(locale).siteName);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        {backLink}
        <h1 className="text-display font-bold break-words">{title}</h1>
        {intro ? <p className="max-w-prose text-body text-ink-muted">{intro}</p> : null}
      </div>
      {sectionNav ? <WalletSectionNav /> : null}
      {children}
    </div>
  );
}
