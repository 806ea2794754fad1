import { shellMessages } from '@portal/core';
import { Breadcrumbs } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { lockerBreadcrumbs, type Crumb } from './lockerBreadcrumbs';

export interface LockerBreadcrumbsProps {
  /** The pages after My locker, the last being the page shown; none on the locker home. */
  readonly pages?: readonly Crumb[];
}

/**
 * The breadcrumb trail of a locker page (SCREENS.md S1.8): home → My locker → the page, in the
 * page's language, its links moving within the app.
 * @example <LockerBreadcrumbs pages={[{ label: t('payment.title') }]} />
 */
export function LockerBreadcrumbs({ pages = [] }: LockerBreadcrumbsProps) {
  const locale = usePageLocale();
  return (
    <Breadcrumbs
      label={shellMessages(locale).breadcrumbs.label}
      items={lockerBreadcrumbs(locale, pages).map((crumb) => ({
        label: crumb.label,
        ...(crumb.href === undefined ? {} : { href: crumb.href }),
      }))}
      renderLink={({ href, ...link }) => <Link to={href} {...link} />}
    />
  );
}
