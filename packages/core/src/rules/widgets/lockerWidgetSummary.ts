import type { PortalLocale } from '../../locale/portalLocale';
import { isKycExpired } from '../applications/walletStatus';
import { asRecord, firstPresent, readNumber, readText } from '../internal/readField';
import {
  appointmentPath,
  documentsPath,
  paymentsListPath,
  supportCenterPath,
} from '../routing/lockerPaths';
import { localizedPath } from '../routing/personalAreaPaths';
import { toDate } from '../time/toDate';

/**
 * What one figure of a locker widget counts. The app words each key (`locker.widget.figure.<key>`),
 * so a widget never shows a number without saying what it is.
 */
export type LockerWidgetFigureKey =
  | 'applications.total'
  | 'applications.drafts'
  | 'applications.actionRequired'
  | 'payments.accounts'
  | 'payments.amountDue'
  | 'documents.total'
  | 'appointments.upcoming'
  | 'spotlights.unread'
  | 'wallet.wallets'
  | 'wallet.balance'
  | 'supportCases.open';

/** A figure of a widget: a count, or an amount in dirhams (the app formats it with two decimals). */
export interface LockerWidgetFigure {
  readonly key: LockerWidgetFigureKey;
  readonly value: number;
  readonly kind: 'count' | 'amount';
}

/** One widget of the locker home, ready to show (SCREENS.md S3.1). */
export interface LockerWidgetSummary {
  /** The widget's id (`widgetList`'s widgetId). */
  readonly id: string;
  /** The widget's title as the service sent it, in the user's language; absent when it sent none. */
  readonly title: string | undefined;
  readonly figures: readonly LockerWidgetFigure[];
  /** The page where the widget's items live, already prefixed with the language; none when they are on the locker home itself. */
  readonly href: string | undefined;
  /** A wallet of the widget has the 'KYC Expired' status (spec 000 §4): the widget warns. */
  readonly kycExpired: boolean;
  /** The soonest upcoming appointment (appointments widget), for "Next: 12 March 2027". */
  readonly nextAppointmentAt: Date | undefined;
}

/** The widget ids this rule knows how to summarise (the sandbox's seeded dashboard, in its order). */
export const LOCKER_WIDGET_IDS = [
  'applications',
  'payments',
  'documents',
  'appointments',
  'spotlights',
  'wallet',
  'supportCases',
] as const;

export type LockerWidgetId = (typeof LOCKER_WIDGET_IDS)[number];

/** Support case statuses that are over (spec 000 §4: 5 Request Resolved, 6 Request Closed). */
const CLOSED_CASE_CODES = new Set([5, 6]);

const TOLL_WALLET_PATH = '/my-utilities/toll-wallet';

function isKnownWidget(id: string): id is LockerWidgetId {
  return (LOCKER_WIDGET_IDS as readonly string[]).includes(id);
}

function listAt(data: unknown, key: string): readonly unknown[] {
  const value = asRecord(data)[key];
  return Array.isArray(value) ? value : [];
}

function count(key: LockerWidgetFigureKey, value: number | undefined): LockerWidgetFigure[] {
  return value === undefined || value < 0 ? [] : [{ key, value, kind: 'count' }];
}

function amount(key: LockerWidgetFigureKey, value: number): LockerWidgetFigure {
  // Money is summed in fils so 0.1 + 0.2 shows as 0.30, not 0.30000000000000004.
  return { key, value: Math.round(value * 100) / 100, kind: 'amount' };
}

function sumOf(items: readonly unknown[], keys: readonly string[]): number {
  const fils = items.reduce<number>(
    (total, item) => total + Math.round((readNumber(firstPresent(item, keys)) ?? 0) * 100),
    0,
  );
  return fils / 100;
}

type Summary = Omit<LockerWidgetSummary, 'id' | 'title'>;

const NOTHING: Summary = {
  figures: [],
  href: undefined,
  kycExpired: false,
  nextAppointmentAt: undefined,
};

function summaryOf(id: LockerWidgetId, data: unknown, locale: PortalLocale, now: Date): Summary {
  switch (id) {
    case 'applications':
      return {
        ...NOTHING,
        figures: [
          ...count('applications.total', readNumber(asRecord(data).total)),
          ...count('applications.drafts', readNumber(asRecord(data).drafts)),
          ...count('applications.actionRequired', readNumber(asRecord(data).actionRequired)),
        ],
      };
    case 'payments': {
      const due = listAt(data, 'dueAccounts');
      return {
        ...NOTHING,
        figures: [
          ...count('payments.accounts', due.length),
          amount('payments.amountDue', sumOf(due, ['dueAmount', 'amountDue', 'amount'])),
        ],
        href: paymentsListPath(locale, { dueOnly: true }),
      };
    }
    case 'documents':
      return {
        ...NOTHING,
        figures: count('documents.total', listAt(data, 'items').length),
        href: documentsPath(locale),
      };
    case 'appointments': {
      const upcoming = listAt(data, 'items')
        .map((item) => ({
          id: readText(firstPresent(item, ['AppointmentID', 'appointmentId'])),
          at: toDate(firstPresent(item, ['AppointmentStartDateTime', 'startDateTime'])),
        }))
        .filter((item) => item.at !== undefined && item.at.getTime() >= now.getTime())
        .sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
      const next = upcoming[0];
      return {
        ...NOTHING,
        figures: count('appointments.upcoming', upcoming.length),
        href: next?.id === undefined ? undefined : appointmentPath(locale, next.id),
        nextAppointmentAt: next?.at,
      };
    }
    case 'spotlights':
      return { ...NOTHING, figures: count('spotlights.unread', readNumber(asRecord(data).unread)) };
    case 'wallet': {
      const wallets = listAt(data, 'wallets');
      return {
        ...NOTHING,
        figures: [
          ...count('wallet.wallets', wallets.length),
          amount('wallet.balance', sumOf(wallets, ['balance'])),
        ],
        href: localizedPath(locale, TOLL_WALLET_PATH),
        kycExpired: wallets.some((wallet) => isKycExpired(asRecord(wallet).walletStatus)),
      };
    }
    case 'supportCases': {
      const open = listAt(data, 'items').filter((item) => {
        const code = readNumber(firstPresent(item, ['statusCode', 'StatusCode']));
        return code === undefined || !CLOSED_CASE_CODES.has(code);
      });
      return {
        ...NOTHING,
        figures: count('supportCases.open', open.length),
        href: supportCenterPath(locale),
      };
    }
  }
}

/**
 * A locker widget summarised for the locker home (SCREENS.md S3.1): what it counts, where its items
 * live and whether it warns. Widget data has no fields in the spec (spec 000 §3 "fetched and
 * upserted; its fields are not shown"), so this reads the shapes the sandbox serves, tolerantly:
 * a field that is missing or malformed gives no figure rather than a wrong one.
 *
 * Returns `undefined` for a widget this rule does not know (a future widget is left out rather than
 * shown empty) and for one whose `isVisible` is `false`.
 * Never throws.
 */
export function lockerWidgetSummaryOf(
  widget: {
    readonly widgetId: string;
    readonly title?: string | null | undefined;
    readonly isVisible?: boolean | null | undefined;
  },
  data: unknown,
  locale: PortalLocale,
  now: Date,
): LockerWidgetSummary | undefined {
  const id = readText(asRecord(widget).widgetId);
  if (id === undefined || !isKnownWidget(id) || widget.isVisible === false) return undefined;
  return { id, title: readText(widget.title), ...summaryOf(id, data, locale, now) };
}
