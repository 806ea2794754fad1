import type { PortalLocale } from '@portal/core';
import { Link as KitLink } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * "Back to My utilities" above a utilities page's heading: the kit's standalone link (its 24 px
 * target, WCAG 2.5.8) on the router's link, so the way back stays client-side.
 */
export function BackToHubLink({ locale, label }: { locale: PortalLocale; label: string }) {
  return (
    <p>
      <KitLink asChild variant="standalone">
        <Link to={pagePath(locale, 'utilitiesHub')}>{label}</Link>
      </KitLink>
    </p>
  );
}
