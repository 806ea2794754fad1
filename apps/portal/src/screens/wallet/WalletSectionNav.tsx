import { SectionNav } from '@portal/ui';
import { useRouterState } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { useWalletWords } from './useWalletWords';

/** The toll wallet's sections, each a page of its own (SCREENS.md S6.1, S6.3–S6.6). */
const SECTIONS = [
  { page: 'walletWallets', key: 'wallet.nav.wallets' },
  { page: 'walletVehicles', key: 'wallet.nav.vehicles' },
  { page: 'walletCards', key: 'wallet.nav.cards' },
  { page: 'walletHistory', key: 'wallet.nav.history' },
  { page: 'walletTerms', key: 'wallet.nav.terms' },
] as const;

/**
 * Links between the toll wallet's pages, drawn by ui's `SectionNav` as a row of tabs; the page
 * whose address is shown is the current one.
 */
export function WalletSectionNav() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const here = pathname.replace(/\/+$/, '');
  return (
    <SectionNav
      label={t('wallet.nav.label')}
      items={SECTIONS.map((section) => {
        const href = pagePath(locale, section.page);
        return { key: section.page, label: t(section.key), href, current: href === here };
      })}
      renderLink={(link) => <RouterAnchor {...link} />}
    />
  );
}
