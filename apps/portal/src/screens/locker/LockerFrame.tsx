import { shellMessages } from '@portal/core';
import { Breadcrumbs } from '@portal/ui';
import type { ReactNode } from 'react';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { pagePath } from '../../platform/pages/pagePath';

export interface LockerFrameProps {
  /** The page's own name: its `<h1>`, its `<title>` and its breadcrumb. Omitted: the locker home. */
  readonly title?: string;
  /** A page between My locker and this one (My documents above a document); its crumb links back. */
  readonly parent?: { readonly label: string; readonly href: string };
  readonly children: ReactNode;
}

/**
 * The frame of every locker page: the breadcrumbs home → My locker → (its parent →) the page (spec 000 §2,
 * SCREENS.md S1.8), the page's heading and its `<title>`.
 */
export function LockerFrame({ title, parent, children }: LockerFrameProps) {
  const locale = usePageLocale();
  const shell = shellMessages(locale);
  const pageTitle = title ?? shell.breadcrumbs.myLocker;
  useDocumentTitle(pageTitle, shell.siteName);
  const items = [
    { label: shell.breadcrumbs.home, href: pagePath(locale, 'home') },
    { label: shell.breadcrumbs.myLocker, href: pagePath(locale, 'locker') },
    ...(parent === undefined ? [] : [parent]),
    ...(title === undefined ? [] : [{ label: title }]),
  ];
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Breadcrumbs
        label={shell.breadcrumbs.label}
        items={items}
        renderLink={(link) => <RouterAnchor {...link} />}
      />
      <h1 className="text-display font-bold break-words">{pageTitle}</h1>
      {children}
    </div>
  );
}
