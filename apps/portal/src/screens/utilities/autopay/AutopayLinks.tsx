import type { PortalLocale } from '@portal/core';
import { Link as KitLink } from '@portal/ui';
import { Link } from '@tanstack/react-router';

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
        <Link to="/$locale/my-utilities/manage-autopay" params={{ locale }}>
          {label}
        </Link>
      </KitLink>
    </p>
  );
}
