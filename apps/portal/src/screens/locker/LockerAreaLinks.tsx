import { documentsPath, paymentsListPath, supportCenterPath } from '@portal/core';
import { Link } from '@portal/ui';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * The locker home's way to My payments, My documents, the support centre and My spaces (SCREENS.md
 * S3.7, S3.8, S3.9, S8.3): a small
 * named navigation, so the three areas are reached from the locker and not only from notifications.
 */
export function LockerAreaLinks() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  return (
    <nav aria-label={t('locker.areas')}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link asChild variant="standalone">
            <RouterAnchor href={paymentsListPath(locale)}>{t('payment.title')}</RouterAnchor>
          </Link>
        </li>
        <li>
          <Link asChild variant="standalone">
            <RouterAnchor href={documentsPath(locale)}>{t('document.title')}</RouterAnchor>
          </Link>
        </li>
        <li>
          <Link asChild variant="standalone">
            <RouterAnchor href={supportCenterPath(locale)}>{t('supportCase.title')}</RouterAnchor>
          </Link>
        </li>
        <li>
          <Link asChild variant="standalone">
            <RouterAnchor href={pagePath(locale, 'spaces')}>
              {t('locker.spaces.title')}
            </RouterAnchor>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
