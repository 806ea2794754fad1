import {
  accountInquiryCall,
  allLinkedAccountsCall,
  autopayUtilitiesCall,
  availableEntitiesCall,
  deleteAccountCall,
  entityLinkedAccountsCall,
  entityLookupsCall,
  salikUnlinkedVehiclesCall,
  saveAutopayScheduleCall,
  updateAutopayStatusCall,
  updateNicknameCall,
  verifyAndLinkCall,
} from '@portal/core/api/paymentHub';
import { type CallRouter, type SandboxContext } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { VALIDATION_REFUSALS } from '../refusals/validation';
import { langOf } from '../http/requestLanguage';
import { daysFrom, toDayMonthYear } from '../state/clock';
import { DEMO_USER } from '../state/identity';
import { amountDueOf, historyFor, openBillOf, type LinkedAccount } from '../state/linkedAccounts';
import { isEntityKey, PROVIDERS, providersOf, type EntityKey } from '../state/providers';
import { EMIRATES, PLATE_KINDS } from '../state/vehicles';
import { newId } from '../state/world';

/** A linked account as the hub answers it (core's `linkedAccountSchema`). */
export function accountOnWire(account: LinkedAccount) {
  return {
    id: account.id,
    subscriptionId: account.subscriptionId,
    nickname: account.nickname,
    accountNumber: account.accountNumber,
    serviceType: account.serviceType,
    transactionId: account.transactionId ?? null,
    providerCode: account.providerCode,
    dueAmount: amountDueOf(account),
  };
}

/** An account as recurringPayments/getUtilitiesList answers it (core's `autopayUtilitySchema`). */
export function autopayUtilityOnWire(account: LinkedAccount) {
  return {
    id: account.id,
    providerCode: account.providerCode,
    accountNumber: account.accountNumber,
    nickname: account.nickname,
    autopayStatus: account.autopay,
    dayOfMonth: account.autopayDay ?? null,
    maxAmount: account.autopay === 0 ? null : (account.autopayMaxAmount ?? 1_000),
  };
}

function isAutopayAccount(account: LinkedAccount): boolean {
  return PROVIDERS.find((provider) => provider.code === account.providerCode)?.autopay === true;
}

/**
 * The linked account an autopay command names, or the refusal: 404 when it is not linked to the user,
 * 422 (`success: false` with the reason) when its provider cannot be paid automatically (spec 000 §3).
 */
function autopayAccountOf(c: SandboxContext, id: string): LinkedAccount | Response {
  const account = c.var.world.linkedAccounts.find((candidate) => candidate.id === id);
  if (!account) return refuse(c, 404, NOT_FOUND_REFUSALS.account(id));
  if (!isAutopayAccount(account)) {
    const provider = PROVIDERS.find((candidate) => candidate.code === account.providerCode);
    return refuse(
      c,
      422,
      BUSINESS_REFUSALS.noAutopay(provider?.name ?? { en: 'This provider’s', ar: 'هذا المزوّد' }),
    );
  }
  return account;
}

/** The `{entity}` of the path, or the 404 that names the entities there are. */
function entityOf(c: SandboxContext): EntityKey | Response {
  const entity = c.req.param('entity') ?? '';
  if (!isEntityKey(entity)) {
    return refuse(c, 404, NOT_FOUND_REFUSALS.provider(entity), [
      `Unknown entity "${entity}". Entities: etisalat, du, adnocgas, salik, addc, aadc, darb.`,
    ]);
  }
  return entity;
}

function accountOf(c: SandboxContext, entity: EntityKey, id: string): LinkedAccount | Response {
  const account = c.var.world.linkedAccounts.find(
    (candidate) => candidate.id === id && candidate.entity === entity,
  );
  return account ?? refuse(c, 404, NOT_FOUND_REFUSALS.account(id));
}

const COLOURS = ['Red', 'Blue', 'Green', 'Maroon', 'White', 'Orange'];

/**
 * Payment hub (spec 000 §7): linked accounts, entities, lookups, inquiry, autopay list, Salik vehicles;
 * and the assumed autopay commands (save a schedule; pause, resume, cancel it).
 */
export function registerPaymentHubRoutes(router: CallRouter): void {
  router.answer(allLinkedAccountsCall, (c) =>
    c.json({ success: true, data: c.var.world.linkedAccounts.map(accountOnWire) }),
  );

  router.answer(entityLinkedAccountsCall, (c) => {
    const entity = entityOf(c);
    if (entity instanceof Response) return entity;
    const accounts = c.var.world.linkedAccounts.filter((account) => account.entity === entity);
    return c.json({ success: true, data: accounts.map(accountOnWire) });
  });

  router.answer(availableEntitiesCall, (c) =>
    c.json({
      success: true,
      data: PROVIDERS.map((provider) => ({
        entity: provider.entity,
        providerCode: provider.code,
        nameEn: provider.name.en,
        nameAr: provider.name.ar,
        logoUrl: `/__sandbox/img/${provider.entity}.svg`,
        autopayEligible: provider.autopay,
      })),
    }),
  );

  router.answer(updateNicknameCall, (c, request) => {
    const entity = entityOf(c);
    if (entity instanceof Response) return entity;
    const account = accountOf(c, entity, request.id);
    if (account instanceof Response) return account;
    if (!/^[\p{L}\p{N} ]+$/u.test(request.nickname) || request.nickname.trim().length < 3) {
      return refuse(c, 400, VALIDATION_REFUSALS.nickname);
    }
    account.nickname = request.nickname.trim();
    return c.json({ success: true });
  });

  router.answer(deleteAccountCall, (c, request) => {
    const entity = entityOf(c);
    if (entity instanceof Response) return entity;
    const account = accountOf(c, entity, request.id);
    if (account instanceof Response) return account;
    const world = c.var.world;
    world.linkedAccounts.splice(world.linkedAccounts.indexOf(account), 1);
    return c.json({ success: true });
  });

  router.answer(verifyAndLinkCall, (c, request) => {
    const entity = entityOf(c);
    if (entity instanceof Response) return entity;
    const world = c.var.world;
    const providers = providersOf(entity);
    // The mobile plan type picks prepaid or postpaid (spec 000 §3); other entities have one product.
    const provider =
      providers.find(
        (candidate) =>
          request.mobilePlanType === undefined || candidate.planType === request.mobilePlanType,
      ) ?? providers[0];
    if (!provider) return refuse(c, 422, BUSINESS_REFUSALS.linkElsewhere);
    if (
      provider.accountNumberLength !== undefined &&
      request.accountNumber.length !== provider.accountNumberLength
    ) {
      return refuse(c, 422, VALIDATION_REFUSALS.accountNumberLength(provider.accountNumberLength));
    }
    if (request.accountNumber.length < 6 || request.accountNumber.length > 16) {
      return refuse(c, 422, VALIDATION_REFUSALS.accountNumberRange);
    }
    // An account number starting with 0000 does not exist at the provider: the way to see the refusal.
    if (request.accountNumber.startsWith('0000')) {
      return refuse(
        c,
        422,
        NOT_FOUND_REFUSALS.accountAtProvider(provider.name, request.accountNumber),
      );
    }
    if (
      world.linkedAccounts.some(
        (account) => account.entity === entity && account.accountNumber === request.accountNumber,
      )
    ) {
      return refuse(c, 409, BUSINESS_REFUSALS.alreadyLinked(request.accountNumber));
    }
    const id = newId(world, 'la');
    const { bills, consumptions } = historyFor(
      provider,
      world.random,
      c.var.now(),
      request.accountNumber,
    );
    const account: LinkedAccount = {
      id,
      subscriptionId: `sub-${provider.code}-${id}`,
      nickname: request.nickname ?? provider.name.en,
      accountNumber: request.accountNumber,
      serviceType: provider.serviceType,
      providerCode: provider.code,
      entity,
      transactionId: undefined,
      balance: provider.prepaid ? Math.round(world.random.int(0, 10_000)) / 100 : 0,
      autopay: 0,
      autopayDay: undefined,
      bills,
      consumptions,
    };
    world.linkedAccounts.push(account);
    return c.json({ success: true, data: accountOnWire(account) });
  });

  router.answer(accountInquiryCall, (c, request) => {
    const entity = entityOf(c);
    if (entity instanceof Response) return entity;
    const linked = c.var.world.linkedAccounts.find(
      (account) =>
        account.entity === entity &&
        (account.id === request.id || account.accountNumber === request.accountNumber),
    );
    if (!linked && request.accountNumber.startsWith('0000')) {
      return refuse(c, 404, NOT_FOUND_REFUSALS.account(request.accountNumber));
    }
    const provider = providersOf(entity)[0];
    const now = c.var.now();
    // A linked account answers from its own bills (the open one's due date, what is left on it), as
    // bill details and the payments list do.
    const open = linked ? openBillOf(linked) : undefined;
    return c.json({
      success: true,
      data: {
        accountNumber: request.accountNumber,
        // An unlinked account still answers, as the real inquiry does for a quick-pay.
        dueAmount: linked ? amountDueOf(linked) : 125.5,
        // Spec 000 §5, §9: tolls have a minimum of 10; bills can be paid from 1 AED.
        minimumAmount: entity === 'salik' || entity === 'darb' ? 10 : provider?.prepaid ? 10 : 1,
        dueDate: linked ? (open?.dueDate ?? null) : toDayMonthYear(daysFrom(now, 12)),
        customerName: DEMO_USER.fullName[langOf(c)],
      },
    });
  });

  router.answer(entityLookupsCall, (c) => {
    const entity = entityOf(c);
    if (entity instanceof Response) return entity;
    if (entity !== 'salik' && entity !== 'darb') {
      const plans = providersOf(entity).filter((provider) => provider.planType !== undefined);
      return c.json({
        success: true,
        data: {
          mobilePlanTypes: plans.map((provider) => ({
            code: provider.planType ?? 0,
            nameEn: provider.planType === 1 ? 'Prepaid' : 'Postpaid',
            nameAr: provider.planType === 1 ? 'مسبق الدفع' : 'آجل الدفع',
          })),
        },
      });
    }
    return c.json({
      success: true,
      data: {
        plateSources: EMIRATES.map((emirate) => ({
          code: emirate.code,
          nameEn: emirate.name.en,
          nameAr: emirate.name.ar,
        })),
        plateKinds: PLATE_KINDS.map((kind) => ({
          code: kind.id,
          nameEn: kind.name.en,
          nameAr: kind.name.ar,
        })),
        plateColors: COLOURS.map((colour) => ({ code: colour, nameEn: colour, nameAr: colour })),
      },
    });
  });

  router.answer(autopayUtilitiesCall, (c) =>
    c.json({
      success: true,
      data: c.var.world.linkedAccounts.filter(isAutopayAccount).map(autopayUtilityOnWire),
    }),
  );

  // Assumption (not in spec 000 §7): saving a schedule sets it up or changes its day; it is active.
  router.answer(saveAutopayScheduleCall, (c, request) => {
    const account = autopayAccountOf(c, request.id);
    if (account instanceof Response) return account;
    // Core's schema already keeps the day to 1–31; the sandbox still says why, as the hub would.
    if (!Number.isInteger(request.dayOfMonth) || request.dayOfMonth < 1 || request.dayOfMonth > 31)
      return refuse(c, 422, VALIDATION_REFUSALS.autopayDay);
    account.autopay = 1;
    account.autopayDay = request.dayOfMonth;
    if (request.maxAmount !== undefined) account.autopayMaxAmount = request.maxAmount;
    return c.json({ success: true, data: autopayUtilityOnWire(account) });
  });

  // Assumption (not in spec 000 §7): pause → paused, resume → active, cancel → none with no day.
  router.answer(updateAutopayStatusCall, (c, request) => {
    const account = autopayAccountOf(c, request.id);
    if (account instanceof Response) return account;
    if (account.autopay === 0) return refuse(c, 409, BUSINESS_REFUSALS.autopayNotSetUp);
    if (request.action === 'pause') {
      if (account.autopay === 2) return refuse(c, 409, BUSINESS_REFUSALS.autopayAlreadyPaused);
      account.autopay = 2;
    } else if (request.action === 'resume') {
      if (account.autopay === 1) return refuse(c, 409, BUSINESS_REFUSALS.autopayAlreadyActive);
      account.autopay = 1;
    } else {
      account.autopay = 0;
      account.autopayDay = undefined;
      account.autopayMaxAmount = undefined;
    }
    return c.json({ success: true, data: autopayUtilityOnWire(account) });
  });

  router.answer(salikUnlinkedVehiclesCall, (c) =>
    c.json({
      success: true,
      data: c.var.world.unlinkedSalikVehicles.map((vehicle) => ({
        vehicleId: vehicle.vehicleId,
        plateNumber: vehicle.plateNumber,
        plateCountryCode: vehicle.plateCountryCode,
        plateEmirateCode: vehicle.plateEmirateCode,
        plateKindCode: vehicle.plateKindCode,
        plateColorCode: vehicle.plateColorCode,
        description: vehicle.model[langOf(c)],
      })),
    }),
  );
}
