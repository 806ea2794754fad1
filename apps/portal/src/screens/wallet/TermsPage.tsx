import { darbTermsCall, getDarbTerms } from '@portal/core/api/tollWallet';
import { DarbTerms, darbTermsLabelsOf, type DarbTermsProps } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { portalQuery } from '../../platform/api/portalQuery';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useWalletWords } from './useWalletWords';
import { WalletPageLayout } from './WalletPageLayout';

/** Whether the page is drawn dark now (the theme toggle sets `data-theme` on `<html>`). */
function pageIsDark(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset['theme'] === 'dark';
}

/**
 * The Darb terms and conditions (SCREENS.md S6.6): the CMS content of the page's language and theme
 * (spec 000 §7 getDarbTermsContent with lang and darkMode), sanitised by the kit's SafeHtml.
 */
export function TermsPage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const { client } = appClientsFor(locale);
  const darkMode = pageIsDark();
  const terms = useQuery(
    portalQuery(darbTermsCall, client, { darkMode }, (c, input, options) =>
      getDarbTerms(c, input, options),
    ),
  );
  const state: DarbTermsProps['state'] = queryStateOf(
    terms,
    t('something.wentWrong'),
    (content) => content,
  );
  return (
    <WalletPageLayout title={t('wallet.terms')}>
      <DarbTerms
        state={state}
        labels={darbTermsLabelsOf(t)}
        {...(typeof window === 'undefined' ? {} : { origin: window.location.origin })}
      />
    </WalletPageLayout>
  );
}
