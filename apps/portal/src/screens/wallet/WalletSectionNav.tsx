import { Link as KitLink } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { usePageLocale } from '../../routes/usePageLocale';
import { useWalletWords } from './useWalletWords';

/** The toll wallet's sections, each a page of its own (SCREENS.md S6.1, S6.3–S6.6). */
const SECTIONS = [
  { to: '/$locale/my-utilities/toll-wallet', key: 'wallet.nav.wallets' },
  { to: '/$locale/my-utilities/toll-wallet/vehicles', key: 'wallet.nav.vehicles' },
  { to: '/$locale/my-utilities/toll-wallet/cards', key: 'wallet.nav.cards' },
  { to: '/$locale/my-utilities/toll-wallet/history', key: 'wallet.nav.history' },
  { to: '/$locale/my-utilities/toll-wallet/terms', key: 'wallet.nav.terms' },
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
          <li key={section.to}>
            <KitLink asChild variant="standalone" className="aria-[current=page]:text-ink">
              <Link to={section.to} params={{ locale }} activeOptions={{ exact: true }}>
                {t(section.key)}
              </Link>
            </KitLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
