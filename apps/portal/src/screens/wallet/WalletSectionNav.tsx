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
 * Links between the toll wallet's pages, drawn as a row of tabs. They are pages, not panels of one
 * page, so they stay a navigation of links (Tab moves between them, Enter opens one) rather than a
 * tablist; the current one is marked `aria-current="page"` by the router. Its tab shows it by more
 * than colour: a 2 px underline on the row's line and bold type; the others sit on the line unmarked.
 * The row wraps (320 px, 200 % text) instead of scrolling sideways, like ui's `TabsList`.
 */
export function WalletSectionNav() {
  const locale = usePageLocale();
  const t = useWalletWords();
  return (
    <nav aria-label={t('wallet.nav.label')}>
      <ul className="flex flex-wrap gap-x-1 border-b border-line">
        {SECTIONS.map((section) => (
          <li key={section.page} className="-mb-px flex max-w-full">
            <Link
              to={pagePath(locale, section.page)}
              activeOptions={{ exact: true }}
              className={[
                'inline-flex min-h-11 max-w-full items-center border-b-2 border-transparent px-4 py-2',
                'text-start text-body font-medium wrap-anywhere text-ink-muted no-underline',
                'transition-colors hover:border-control-line hover:text-ink',
                'aria-[current=page]:border-brand aria-[current=page]:font-semibold aria-[current=page]:text-brand',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
              ].join(' ')}
            >
              {t(section.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
