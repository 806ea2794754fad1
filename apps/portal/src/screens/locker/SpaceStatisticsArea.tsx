import { spaceCodeOf, type SpaceKind } from '@portal/core';
import { Link } from '@portal/ui';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { SpaceStatisticsList } from './SpaceStatisticsList';

export interface SpaceStatisticsAreaProps {
  /** The space kind the address asks for (`?spaceCode=buss|prop`); every space when absent. */
  readonly kind: SpaceKind | undefined;
}

/**
 * Request statistics of the person's spaces on the locker home (SCREENS.md S3.1; spec 000 §7
 * myspaces-render statistics): one set of counts per space, only business or property spaces when
 * the address's `spaceCode` says so (spec 001 §2); then the way to the spaces page (S8.3), where
 * each space's requests are listed, of the same kind.
 */
export function SpaceStatisticsArea({ kind }: SpaceStatisticsAreaProps) {
  const t = useMessages('locker', 'common');
  const locale = usePageLocale();
  const spacesHref = pagePath(
    locale,
    'spaces',
    {},
    kind === undefined ? undefined : { spaceCode: spaceCodeOf(kind) },
  );
  return (
    <section aria-labelledby="locker-space-requests" className="flex min-w-0 flex-col gap-4">
      <h2 id="locker-space-requests" className="text-title font-semibold">
        {t('locker.spaceRequests.title')}
      </h2>
      <SpaceStatisticsList {...(kind === undefined ? {} : { kind })} />
      <p>
        <Link asChild variant="standalone">
          <RouterAnchor href={spacesHref}>{t('locker.spaces.viewRequests')}</RouterAnchor>
        </Link>
      </p>
    </section>
  );
}
