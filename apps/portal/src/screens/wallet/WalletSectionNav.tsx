import { Link as KitLink } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageLocale } from '../../platform/locale/usePageLocale';
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
 * Links between the toll wallet's pages; the current one is marked `aria-current="page"` by the
 * router and drawn underlined-bold.
 */
export function WalletSectionNav() {
  const locale = usePageLocale();
  const t = useWalletWords();
  return (
    <nav aria-label={t('wallet.nav.label')}>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {SECTIONS.map((section) => (
          <li key={section.page}>
            <KitLink asChild variant="standalone" className="aria-[current=page]:text-ink">
              <Link to={pagePath(locale, section.page)} activeOptions={{ exact: true }}>
                {t(section.key)}
              </Link>
            </KitLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
