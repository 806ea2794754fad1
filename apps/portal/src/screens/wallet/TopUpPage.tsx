import { failureTextOf, formatAmount, isKycExpired, walletTopUpOfferOf } from '@portal/core';
import { topUpDarbWallet } from '@portal/core/api/tollWallet';
import {
  Alert,
  AmountPicker,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  aedOf,
  walletNameOf,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pageTheme } from '../../platform/payment/startPayment';
import { useWalletWords } from './useWalletWords';
import { walletsQuery } from './walletQueries';
import { WalletPageLayout } from './WalletPageLayout';
import { usePageParams } from '../../platform/pages/usePageParams';

/**
 * Top up one toll wallet (SCREENS.md S6.2): its balance, quick amounts (spec 000 §9) and a custom
 * amount of at least 10; Continue opens the payment page (wallets/topUpWallet), whose address core
 * checks with `safeUrl` before the browser goes there.
 */
export function TopUpPage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const { walletId } = usePageParams('walletTopUp');
  const { client } = appClientsFor(locale);
  const wallets = useQuery(walletsQuery(client));
  const wallet = wallets.data?.find((candidate) => candidate.walletId === walletId);
  const name = wallet ? walletNameOf(wallet) : '';
  const money = (amount: number) =>
    t('amountPicker.amountOption', { amount: formatAmount(amount, { locale }) });

  let body;
  if (wallets.isError) {
    body = (
      <ErrorState
        message={failureTextOf(wallets.error, t('something.wentWrong'))}
        retryLabel={t('common.tryAgain')}
        retryingLabel={t('utilities.retrying')}
        onRetry={() => wallets.refetch()}
      />
    );
  } else if (!wallets.isSuccess) {
    body = (
      <SkeletonGroup label={t('wallet.loading')} className="flex max-w-md flex-col gap-3">
        <Skeleton shape="line" className="w-1/2" />
        <Skeleton shape="block" className="min-h-32" />
      </SkeletonGroup>
    );
  } else if (!wallet) {
    body = <Alert tone="error">{t('something.wentWrong')}</Alert>;
  } else if (isKycExpired(wallet.status)) {
    body = (
      <Alert tone="warning" title={t('wallet.kycExpiredTitle')}>
        {t('wallet.kycExpiredAdvice')}
      </Alert>
    );
  } else {
    // Its quick amounts and the toll minimum are core's (walletTopUpOfferOf, docs/rules.md).
    const offer = walletTopUpOfferOf(wallet);
    body = (
      <>
        <p className="text-body">
          {t('wallet.topUp.balance', { balance: aedOf(t, wallet.balance, locale) })}
        </p>
        {/* Radix's hidden radio inputs sit one pill-width before each pill (translateX(-100%));
            in right-to-left that is further left, past the page's edge at 320 px for some pill
            widths, and the page scrolled sideways by a pixel. Clipped here (the wrapper is their
            containing block, so the clip reaches them), with room kept for focus rings. */}
        <div className="relative -m-1 overflow-x-clip p-1">
          <AmountPicker
            key={wallet.walletId}
            options={offer.amounts.map((amount) => ({ amount, label: money(amount) }))}
            rules={offer.rules}
            translate={t}
            labels={{
              legend: t('amountPicker.label'),
              custom: t('amountPicker.custom'),
              minimumHint: t('amountPicker.minimumHint', {
                amount: formatAmount(offer.rules.min, { locale }),
              }),
              currency: t('amountPicker.currency'),
              submit: t('wallet.topUp.submit'),
              submitting: t('wallet.topUp.starting'),
              errorSummaryTitle: t('utilities.form.errorSummaryTitle'),
              errorPrefix: t('utilities.form.errorPrefix'),
            }}
            onPay={async (amount) => {
              try {
                const started = await topUpDarbWallet(
                  client,
                  { walletId: wallet.walletId, amount, displayTheme: pageTheme() },
                  { origin: window.location.origin },
                );
                window.location.assign(started.paymentUrl.href);
                // The page is leaving: keep the button busy until it has.
                await new Promise(() => undefined);
              } catch (error) {
                return failureTextOf(error, t('something.wentWrong'));
              }
            }}
          />
        </div>
      </>
    );
  }

  return (
    <WalletPageLayout
      title={wallet ? t('wallet.topUp.title', { name }) : t('wallet.topUp')}
      sectionNav={false}
    >
      {body}
    </WalletPageLayout>
  );
}
