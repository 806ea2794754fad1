import {
  addCardCall,
  addTrafficFileCall,
  assignVehicleCall,
  cardActivationCall,
  cardsCall,
  cardWalletCall,
  createWalletCall,
  darbLookupsCall,
  darbRelatedServicesCall,
  darbTermsCall,
  financialTransactionsCall,
  registerUserCall,
  registrationDetailsCall,
  reorderVehiclesCall,
  tollHistoryCall,
  topUpWalletCall,
  unpaidTransactionsCall,
  updateWalletCall,
  userProfilesCall,
  vehicleDetailsCall,
  vehiclesCall,
  walletsInfoCall,
} from '@portal/core/api/tollWallet';
import { type CallRouter, type SandboxContext } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { VALIDATION_REFUSALS } from '../refusals/validation';
import { langOf } from '../http/requestLanguage';
import { DEMO_USER } from '../state/identity';
import { freshTransactionId, openPayment } from '../state/payments';
import { DARB_TERMS, type TollVehicle, type TollWallet } from '../state/tollWallet';
import { EMIRATES, PLATE_KINDS } from '../state/vehicles';
import { newId } from '../state/world';
import { PAYMENT_PAGE_PATH } from './payment';

/** Service id of Darb top-ups, as the inquiry and receipt calls name it. */
export const DARB_TOP_UP_SERVICE = 'darb-top-up';

function walletOnWire(wallet: TollWallet, vehicles: readonly TollVehicle[]) {
  return {
    walletId: wallet.walletId,
    name: wallet.name,
    balance: wallet.balance,
    status: wallet.walletStatus,
    vehicleCount: vehicles.filter((vehicle) => vehicle.walletId === wallet.walletId).length,
    lowBalanceThreshold: wallet.lowBalanceThreshold,
  };
}

function vehicleOnWire(vehicle: TollVehicle, lang: 'en' | 'ar') {
  return {
    vehicleId: vehicle.vehicleId,
    plateNumber: vehicle.plateNumber,
    plateCountryCode: vehicle.plateCountryCode,
    plateEmirateCode: vehicle.plateEmirateCode,
    plateKindCode: vehicle.plateKindCode,
    plateColorCode: vehicle.plateColorCode,
    description: vehicle.model[lang],
    walletId: vehicle.walletId ?? null,
    order: vehicle.order,
  };
}

function walletOf(c: SandboxContext, walletId: string): TollWallet | Response {
  return (
    c.var.world.tollWallet.wallets.find((w) => w.walletId === walletId) ??
    refuse(c, 404, NOT_FOUND_REFUSALS.wallet(walletId))
  );
}

function page<T>(items: readonly T[], pageNumber: number, pageSize: number) {
  const start = (pageNumber - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), totalCount: items.length };
}

/** Whether an ISO instant falls in the inclusive day range [from, to]. */
function inRange(instant: string, from: string, to: string): boolean {
  const day = instant.slice(0, 10);
  return day >= from && day <= to;
}

/** Toll wallet, Darb (spec 000 §7): 21 calls plus the terms content. */
export function registerTollWalletRoutes(router: CallRouter): void {
  router.answer(userProfilesCall, (c) => {
    const lang = langOf(c);
    return c.json({
      success: true,
      data: c.var.world.tollWallet.profiles.map((p) => ({
        profileId: p.profileId,
        name: p.name[lang],
        trafficFileNumber: p.trafficFileNumber,
        accountType: p.profileType,
        status: 'Active',
      })),
    });
  });

  router.answer(unpaidTransactionsCall, (c, request) => {
    const { passages, vehicles } = c.var.world.tollWallet;
    const lang = langOf(c);
    const unpaid = passages
      .filter((p) => !p.paid)
      .map((p) => ({
        transactionId: p.transactionId,
        dateTime: p.dateTime,
        gate: p.gate[lang],
        plateNumber: vehicles.find((v) => v.vehicleId === p.vehicleId)?.plateNumber ?? null,
        amount: p.amount,
        status: 'Unpaid',
      }));
    return c.json({ success: true, data: page(unpaid, request.pageNumber, request.pageSize) });
  });

  router.answer(vehiclesCall, (c) => {
    const sorted = [...c.var.world.tollWallet.vehicles].sort((a, b) => a.order - b.order);
    return c.json({ success: true, data: sorted.map((v) => vehicleOnWire(v, langOf(c))) });
  });

  router.answer(vehicleDetailsCall, (c, request) => {
    const vehicle = c.var.world.tollWallet.vehicles.find((v) => v.vehicleId === request.vehicleId);
    if (!vehicle) return refuse(c, 404, NOT_FOUND_REFUSALS.vehicle(request.vehicleId));
    const lang = langOf(c);
    const [make = '', ...model] = vehicle.model[lang].split(' ');
    return c.json({
      success: true,
      data: {
        ...vehicleOnWire(vehicle, lang),
        make,
        model: model.join(' '),
        registrationExpiry: new Date(c.var.world.createdAt.getTime() + 200 * 86_400_000)
          .toISOString()
          .slice(0, 10),
        isActive: true,
      },
    });
  });

  router.answer(reorderVehiclesCall, (c, request) => {
    const { vehicles } = c.var.world.tollWallet;
    const ids = new Set(request.vehicleIds);
    if (
      ids.size !== request.vehicleIds.length ||
      ids.size !== vehicles.length ||
      vehicles.some((v) => !ids.has(v.vehicleId))
    ) {
      return refuse(c, 422, VALIDATION_REFUSALS.vehicleOrder, [
        `vehicleIds must list each of your ${vehicles.length} vehicles exactly once.`,
      ]);
    }
    request.vehicleIds.forEach((id, index) => {
      const vehicle = vehicles.find((v) => v.vehicleId === id);
      if (vehicle) vehicle.order = index + 1;
    });
    return c.json({ success: true });
  });

  router.answer(walletsInfoCall, (c) => {
    const { wallets, vehicles } = c.var.world.tollWallet;
    return c.json({ success: true, data: wallets.map((w) => walletOnWire(w, vehicles)) });
  });

  router.answer(topUpWalletCall, (c, request) => {
    const wallet = walletOf(c, request.walletId);
    if (wallet instanceof Response) return wallet;
    if (wallet.walletStatus !== 'Active') {
      return refuse(
        c,
        409,
        BUSINESS_REFUSALS.walletNotActiveForTopUp(wallet.name, wallet.walletStatus),
      );
    }
    const world = c.var.world;
    const lang = langOf(c);
    const payment = openPayment(
      world,
      freshTransactionId(world, () => newId(world, 'TXN-SBX')),
      {
        serviceId: DARB_TOP_UP_SERVICE,
        amount: request.amount,
        items: [{ providerCode: 'darb', accountNumber: wallet.walletId, amount: request.amount }],
        mode: 'Purchase',
        lang,
        theme: request.displayTheme,
        // Choice: the spec shows no top-up receipt route; the payment returns to the utilities hub.
        returnUrl: `/${lang === 'ar' ? 'ar-AE' : 'en'}/my-utilities`,
      },
      c.var.now(),
    );
    return c.json({
      success: true,
      data: {
        transactionId: payment.transactionId,
        paymentUrl: `${PAYMENT_PAGE_PATH}/${payment.transactionId}`,
      },
    });
  });

  router.answer(assignVehicleCall, (c, request) => {
    const wallet = walletOf(c, request.walletId);
    if (wallet instanceof Response) return wallet;
    const vehicle = c.var.world.tollWallet.vehicles.find((v) => v.vehicleId === request.vehicleId);
    if (!vehicle) return refuse(c, 404, NOT_FOUND_REFUSALS.vehicle(request.vehicleId));
    // Choice (spec 000 §4 flags KYC-expired wallets): like a top-up, an assignment needs an active
    // wallet, since tolls could not be paid from the others. This is the screen's server refusal.
    if (wallet.walletStatus !== 'Active') {
      return refuse(
        c,
        409,
        BUSINESS_REFUSALS.walletNotActiveForVehicles(wallet.name, wallet.walletStatus),
      );
    }
    vehicle.walletId = wallet.walletId;
    return c.json({ success: true });
  });

  router.answer(createWalletCall, (c, request) => {
    const { wallets, vehicles } = c.var.world.tollWallet;
    if (wallets.some((w) => w.name.toLowerCase() === request.name.trim().toLowerCase())) {
      return refuse(c, 409, BUSINESS_REFUSALS.walletNameTaken(request.name));
    }
    const wallet: TollWallet = {
      walletId: newId(c.var.world, 'tw'),
      profileId: 'tp-001',
      name: request.name.trim(),
      balance: 0,
      walletStatus: 'Active',
      lowBalanceThreshold: 20,
    };
    wallets.push(wallet);
    return c.json({ success: true, data: walletOnWire(wallet, vehicles) });
  });

  router.answer(updateWalletCall, (c, request) => {
    const wallet = walletOf(c, request.walletId);
    if (wallet instanceof Response) return wallet;
    if (request.name !== undefined) wallet.name = request.name.trim();
    if (request.lowBalanceThreshold !== undefined)
      wallet.lowBalanceThreshold = request.lowBalanceThreshold;
    return c.json({ success: true });
  });

  router.answer(addTrafficFileCall, (c, request) => {
    const { trafficFiles } = c.var.world.tollWallet;
    if (trafficFiles.includes(request.trafficFileNumber))
      return refuse(c, 409, BUSINESS_REFUSALS.trafficFileAdded(request.trafficFileNumber));
    trafficFiles.push(request.trafficFileNumber);
    return c.json({ success: true });
  });

  router.answer(registrationDetailsCall, (c) => {
    const toll = c.var.world.tollWallet;
    return c.json({
      success: true,
      data: {
        registered: toll.registered,
        fullName: DEMO_USER.fullName[langOf(c)],
        email: DEMO_USER.email,
        mobile: DEMO_USER.mobile,
        trafficFileNumbers: toll.trafficFiles,
      },
    });
  });

  router.answer(registerUserCall, (c) => {
    const toll = c.var.world.tollWallet;
    if (toll.registered) return refuse(c, 409, BUSINESS_REFUSALS.alreadyDarb);
    toll.registered = true;
    return c.json({ success: true });
  });

  router.answer(darbLookupsCall, (c) =>
    c.json({
      success: true,
      data: {
        plateSources: EMIRATES.map((e) => ({ code: e.code, nameEn: e.name.en, nameAr: e.name.ar })),
        plateKinds: PLATE_KINDS.map((k) => ({ code: k.id, nameEn: k.name.en, nameAr: k.name.ar })),
        topUpAmounts: [50, 100, 200, 500].map((amount) => ({
          code: amount,
          nameEn: `AED ${amount}`,
          nameAr: `${amount} درهم`,
        })),
      },
    }),
  );

  router.answer(darbRelatedServicesCall, (c) => {
    const lang = langOf(c);
    return c.json({
      success: true,
      data: [
        {
          serviceId: 'svc-darb-register',
          title: lang === 'ar' ? 'التسجيل في درب' : 'Register with Darb',
          url: '/services/darb/register',
        },
        {
          serviceId: 'svc-darb-fines',
          title: lang === 'ar' ? 'دفع مخالفات درب' : 'Pay Darb fines',
          url: '/services/darb/fines',
        },
      ],
    });
  });

  router.answer(tollHistoryCall, (c, request) => {
    if (request.fromDate > request.toDate) return refuse(c, 400, VALIDATION_REFUSALS.dateRange);
    const { passages, vehicles } = c.var.world.tollWallet;
    const lang = langOf(c);
    const rows = passages
      .filter((p) => inRange(p.dateTime, request.fromDate, request.toDate))
      .filter((p) => request.vehicleId === undefined || p.vehicleId === request.vehicleId)
      .map((p) => ({
        transactionId: p.transactionId,
        dateTime: p.dateTime,
        gate: p.gate[lang],
        plateNumber: vehicles.find((v) => v.vehicleId === p.vehicleId)?.plateNumber ?? null,
        amount: p.amount,
        status: p.paid ? 'Paid' : 'Unpaid',
      }));
    return c.json({ success: true, data: page(rows, request.pageNumber, request.pageSize) });
  });

  router.answer(financialTransactionsCall, (c, request) => {
    if (request.fromDate > request.toDate) return refuse(c, 400, VALIDATION_REFUSALS.dateRange);
    const rows = [...c.var.world.tollWallet.financialTransactions]
      .filter((t) => inRange(t.dateTime, request.fromDate, request.toDate))
      .filter((t) => request.walletId === undefined || t.walletId === request.walletId)
      .sort((a, b) => b.dateTime.localeCompare(a.dateTime));
    return c.json({ success: true, data: page(rows, request.pageNumber, request.pageSize) });
  });

  const cardOnWire = (card: {
    cardId: string;
    cardNumber: string;
    walletId: string;
    active: boolean;
  }) => ({
    cardId: card.cardId,
    maskedNumber: `•••• ${card.cardNumber.slice(-4)}`,
    walletId: card.walletId,
    isActive: card.active,
  });

  router.answer(addCardCall, (c, request) => {
    const wallet = walletOf(c, request.walletId);
    if (wallet instanceof Response) return wallet;
    const { cards } = c.var.world.tollWallet;
    if (cards.some((card) => card.cardNumber === request.cardNumber))
      return refuse(c, 409, BUSINESS_REFUSALS.cardAdded);
    const card = {
      cardId: newId(c.var.world, 'rc'),
      cardNumber: request.cardNumber,
      walletId: wallet.walletId,
      active: true,
      addedOn: c.var.now().toISOString(),
    };
    cards.push(card);
    return c.json({ success: true, data: cardOnWire(card) });
  });

  router.answer(cardsCall, (c) =>
    c.json({ success: true, data: c.var.world.tollWallet.cards.map(cardOnWire) }),
  );

  router.answer(cardActivationCall, (c, request) => {
    const card = c.var.world.tollWallet.cards.find(
      (candidate) => candidate.cardId === request.cardId,
    );
    if (!card) return refuse(c, 404, NOT_FOUND_REFUSALS.card(request.cardId));
    card.active = request.activate;
    return c.json({ success: true });
  });

  router.answer(cardWalletCall, (c, request) => {
    const card = c.var.world.tollWallet.cards.find(
      (candidate) => candidate.cardId === request.cardId,
    );
    if (!card) return refuse(c, 404, NOT_FOUND_REFUSALS.card(request.cardId));
    const wallet = walletOf(c, request.walletId);
    if (wallet instanceof Response) return wallet;
    card.walletId = wallet.walletId;
    return c.json({ success: true });
  });

  router.answer(
    darbTermsCall,
    (c, request) =>
      c.json({
        success: true,
        data: {
          title: request.lang === 'ar' ? 'شروط وأحكام درب' : 'Darb terms and conditions',
          // The dark flag only changes the colours the page frames the terms in; the text is the same.
          content: `<div class="darb-terms" data-theme="${request.darkMode ? 'dark' : 'light'}">${DARB_TERMS[request.lang]}</div>`,
        },
      }),
    // Terms are read before registering, so a visitor can see them.
    { access: 'public' },
  );
}
