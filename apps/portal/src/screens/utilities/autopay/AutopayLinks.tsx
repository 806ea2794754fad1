import type { PortalLocale } from '@portal/core';
import { Link as KitLink } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../../platform/pages/pagePath';

/** "Back to manage autopay" above an autopay page's heading, on the kit's standalone link. */
export function BackToManageAutopayLink({
  locale,
  label,
}: {
  readonly locale: PortalLocale;
  readonly label: string;
}) {
  return (
    <p>
      <KitLink asChild variant="standalone">
        <Link to={pagePath(locale, 'autopayManage')}>{label}</Link>
      </KitLink>
    </p>
  );
}
