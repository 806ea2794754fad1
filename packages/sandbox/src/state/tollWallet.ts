import { daysFrom } from './clock';
import type { Random } from './random';
import type { Bilingual } from './text';
import { randomVehicle, type Plate } from './vehicles';

/** A Darb (toll) user profile: the person or company the wallets belong to. */
export interface TollProfile {
  readonly profileId: string;
  readonly name: Bilingual;
  readonly trafficFileNumber: string;
  readonly profileType: 'individual' | 'business';
}

/** A toll wallet. `walletStatus` mirrors the locker's wallet status (spec 000 §3; 'KYC Expired' is flagged). */
export interface TollWallet {
  readonly walletId: string;
  readonly profileId: string;
  name: string;
  balance: number;
  walletStatus: 'Active' | 'KYC Expired' | 'Suspended';
  /** Balance under which an alert is sent. */
  lowBalanceThreshold: number;
}

/** A vehicle registered for tolls, in the user's chosen order. */
export interface TollVehicle extends Plate {
  readonly vehicleId: string;
  readonly model: Bilingual;
  walletId: string | undefined;
  order: number;
}

/** A rechargeable toll card (spec 000 §2). */
export interface RechargeableCard {
  readonly cardId: string;
  readonly cardNumber: string;
  walletId: string;
  active: boolean;
  readonly addedOn: string;
}

/** One passage under a toll gate. */
export interface TollPassage {
  readonly transactionId: string;
  readonly vehicleId: string;
  readonly gate: Bilingual;
  readonly dateTime: string;
  readonly amount: number;
  paid: boolean;
}

/** A movement of money on a wallet (top-ups and toll deductions). */
export interface FinancialTransaction {
  readonly transactionId: string;
  readonly walletId: string;
  readonly type: 'TopUp' | 'TollDeduction' | 'Refund';
  readonly amount: number;
  readonly dateTime: string;
  readonly balanceAfter: number;
}

/** Everything the Darb toll wallet screens read and change. */
export interface TollWalletState {
  readonly profiles: TollProfile[];
  readonly wallets: TollWallet[];
  readonly vehicles: TollVehicle[];
  readonly cards: RechargeableCard[];
  readonly passages: TollPassage[];
  readonly financialTransactions: FinancialTransaction[];
  /** Whether the user registered with Darb (registration/registerUser). */
  registered: boolean;
  /** Traffic files added to the Darb account (registration/addTrafficFile). */
  readonly trafficFiles: string[];
}

const GATES: readonly Bilingual[] = [
  { en: 'Sheikh Zayed Bridge', ar: 'جسر الشيخ زايد' },
  { en: 'Sheikh Khalifa Bridge', ar: 'جسر الشيخ خليفة' },
  { en: 'Al Maqta Bridge', ar: 'جسر المقطع' },
  { en: 'Mussafah Bridge', ar: 'جسر المصفح' },
];

/** A profile of each type, three wallets (one with KYC expired), five ordered vehicles, cards and history. */
export function seedTollWallet(random: Random, now: Date): TollWalletState {
  const profiles: TollProfile[] = [
    {
      profileId: 'tp-001',
      name: { en: 'Mariam Saeed Al Marzouqi', ar: 'مريم سعيد المرزوقي' },
      trafficFileNumber: '10023456',
      profileType: 'individual',
    },
    {
      profileId: 'tp-002',
      name: { en: 'Al Marzouqi Trading LLC', ar: 'المرزوقي للتجارة ذ.م.م' },
      trafficFileNumber: '20098765',
      profileType: 'business',
    },
  ];
  const wallets: TollWallet[] = [
    {
      walletId: 'tw-001',
      profileId: 'tp-001',
      name: 'Family cars',
      balance: 85.5,
      walletStatus: 'Active',
      lowBalanceThreshold: 20,
    },
    {
      walletId: 'tw-002',
      profileId: 'tp-002',
      name: 'Company fleet',
      balance: 1240,
      walletStatus: 'Active',
      lowBalanceThreshold: 200,
    },
    {
      walletId: 'tw-003',
      profileId: 'tp-001',
      name: 'Old wallet',
      balance: 4,
      walletStatus: 'KYC Expired',
      lowBalanceThreshold: 20,
    },
  ];
  const vehicles: TollVehicle[] = Array.from({ length: 5 }, (_, index) => ({
    ...randomVehicle(random),
    vehicleId: `tv-${String(index + 1).padStart(3, '0')}`,
    walletId: index < 3 ? 'tw-001' : index === 3 ? 'tw-002' : undefined,
    order: index + 1,
  }));
  const cards: RechargeableCard[] = [
    {
      cardId: 'rc-001',
      cardNumber: '5000123412341234',
      walletId: 'tw-001',
      active: true,
      addedOn: daysFrom(now, -200).toISOString(),
    },
    {
      cardId: 'rc-002',
      cardNumber: '5000987698769876',
      walletId: 'tw-002',
      active: false,
      addedOn: daysFrom(now, -90).toISOString(),
    },
  ];
  const passages: TollPassage[] = Array.from({ length: 24 }, (_, index) => {
    const vehicle = vehicles[index % vehicles.length] as TollVehicle;
    return {
      transactionId: `tt-${String(index + 1).padStart(4, '0')}`,
      vehicleId: vehicle.vehicleId,
      gate: random.pick(GATES),
      dateTime: new Date(
        now.getTime() - (index * 19 + random.int(0, 12)) * 3_600_000,
      ).toISOString(),
      amount: 4,
      // The unassigned vehicle's passages are unpaid: that is how unpaid tolls happen.
      paid: vehicle.walletId !== undefined,
    };
  });
  const financialTransactions: FinancialTransaction[] = [];
  let balance = 0;
  for (let index = 0; index < 10; index += 1) {
    const topUp = index % 3 === 0;
    const amount = topUp ? random.pick([50, 100, 200]) : 4;
    balance = Math.max(0, balance + (topUp ? amount : -amount));
    financialTransactions.push({
      transactionId: `tf-${String(index + 1).padStart(4, '0')}`,
      walletId: 'tw-001',
      type: topUp ? 'TopUp' : 'TollDeduction',
      amount,
      dateTime: daysFrom(now, -(30 - index * 3)).toISOString(),
      balanceAfter: balance,
    });
  }
  return {
    profiles,
    wallets,
    vehicles,
    cards,
    passages,
    financialTransactions,
    registered: true,
    trafficFiles: ['10023456', '20098765'],
  };
}

/** Bilingual terms of the Darb wallet, served as HTML (GET getDarbTermsContent). */
export const DARB_TERMS: Bilingual = {
  en: '<h2>Darb toll wallet terms</h2><ol><li>Tolls are deducted from the wallet a vehicle is assigned to.</li><li>The minimum top-up is AED 10.</li><li>Unpaid tolls after the grace period incur fines.</li><li>Balances are not refundable except when the account is closed.</li></ol>',
  ar: '<h2>شروط محفظة درب لرسوم الطرق</h2><ol><li>تُخصم الرسوم من المحفظة المرتبطة بالمركبة.</li><li>الحد الأدنى للتعبئة 10 دراهم.</li><li>تُفرض مخالفات على الرسوم غير المدفوعة بعد فترة السماح.</li><li>الرصيد غير قابل للاسترداد إلا عند إغلاق الحساب.</li></ol>',
};
