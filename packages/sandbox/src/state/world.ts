import type { NotificationPreferences } from '@portal/core';
import { seedApplications, type LockerApplication } from './applications';
import { seedCommunity, type CommunityState } from './community';
import { seedAppointments, type Appointment } from './appointments';
import { seedDocuments, type LockerDocument } from './documents';
import type { SavedDraft } from './drafts';
import { csrfTokenOf } from './csrfToken';
import { initialAuthState, type AuthState } from './identity';
import { seedLinkedAccounts, type LinkedAccount } from './linkedAccounts';
import type { SessionKind } from './sessionKind';
import { seedNotifications, type SandboxNotification } from './notifications';
import { seedParking, type ParkingState } from './parking';
import { seedPayments, type PaymentTransaction } from './payments';
import { createRandom, type Random } from './random';
import { seedSpotlights, type Spotlight } from './spotlights';
import { seedSupportCases, type SupportCase } from './supportCases';
import { seedTollWallet, type TollWalletState } from './tollWallet';
import type { UploadedFile } from './uploads';
import { randomVehicle, type Plate } from './vehicles';
import type { Bilingual } from './text';
import { seedWidgets, type Widget } from './widgets';

/** A Salik vehicle that is not linked to any account yet. */
export interface UnlinkedVehicle extends Plate {
  readonly vehicleId: string;
  readonly model: Bilingual;
}

/** Everything one sandbox session can see and change. */
export interface SandboxWorld {
  /** The seed and instant the world was made from. */
  readonly seed: number;
  readonly createdAt: Date;
  /** Drives ids of things created later (links, payments), so replays give the same ids. */
  readonly random: Random;
  readonly auth: AuthState;
  readonly notifications: SandboxNotification[];
  readonly linkedAccounts: LinkedAccount[];
  readonly unlinkedSalikVehicles: UnlinkedVehicle[];
  readonly payments: PaymentTransaction[];
  readonly tollWallet: TollWalletState;
  readonly parking: ParkingState;
  /** The tamm-by-you community (state/community.ts; issue W's assumed calls). */
  readonly community: CommunityState;
  applications: LockerApplication[];
  readonly appointments: Appointment[];
  readonly supportCases: SupportCase[];
  readonly documents: LockerDocument[];
  readonly spotlights: Spotlight[];
  readonly widgets: Widget[];
  /** Data stored per widget with widgetUpsert. */
  readonly widgetData: Map<string, Record<string, unknown>>;
  readonly drafts: Map<string, SavedDraft>;
  /** "Talk to us" feedback received in this session (routes/feedback.ts), oldest first. */
  readonly feedback: ReceivedFeedback[];
  readonly uploads: UploadedFile[];
  /**
   * Ids of the services the user pinned as favourites, in the order they chose (first first; a new
   * one goes last). Changed by the favourites routes (routes/favourites.ts).
   */
  favourites: string[];
  /**
   * The notification preferences the person saved on the settings page (routes/settings.ts, the
   * assumed calls); `undefined` until then, read as core's defaults.
   */
  notificationPreferences: NotificationPreferences | undefined;
  /** Counter for ids of things created in this session. */
  nextId: number;
}

/** One "Talk to us" message the sandbox received. */
export interface ReceivedFeedback {
  readonly referenceNumber: string;
  readonly name: string;
  readonly email: string;
  readonly topic: string;
  readonly message: string;
  readonly receivedAt: string;
}

/** Options of {@link createWorld}. */
export interface WorldOptions {
  /** Seed of the generated data; the same seed gives the same world. */
  readonly seed: number;
  /** The instant the world is generated around (dates are relative to it). */
  readonly now: Date;
  /** The session the world belongs to; with the seed it gives the session its own CSRF token. */
  readonly sessionId: string;
  /** Who the world starts signed in as; a visitor by default. */
  readonly startAs?: SessionKind;
}

/**
 * Builds a world from a seed. Each part draws from its own generator derived from the seed, so adding
 * records to one part never shifts the data of another.
 */
export function createWorld({ seed, now, sessionId, startAs }: WorldOptions): SandboxWorld {
  const part = (salt: number) => createRandom((seed * 0x9e3779b1 + salt) >>> 0);
  const vehicles = part(7);
  const linkedAccounts = seedLinkedAccounts(part(3), now);
  return {
    seed,
    createdAt: now,
    random: part(99),
    auth: initialAuthState(csrfTokenOf(seed, sessionId), startAs ?? 'visitor', now),
    notifications: seedNotifications(part(2), now),
    linkedAccounts,
    unlinkedSalikVehicles: Array.from({ length: 3 }, (_, index) => ({
      ...randomVehicle(vehicles),
      vehicleId: `sv-${String(index + 1).padStart(3, '0')}`,
    })),
    payments: seedPayments(linkedAccounts, now),
    tollWallet: seedTollWallet(part(4), now),
    parking: seedParking(part(5), now),
    community: seedCommunity(part(11), now),
    applications: seedApplications(part(6), now),
    appointments: seedAppointments(now),
    supportCases: seedSupportCases(part(8), now),
    documents: seedDocuments(now),
    spotlights: seedSpotlights(now),
    widgets: seedWidgets(),
    widgetData: new Map(),
    drafts: new Map(),
    feedback: [],
    uploads: [],
    favourites: ['svc-0001', 'svc-0046', 'svc-0301'],
    notificationPreferences: undefined,
    nextId: 1,
  };
}

/** A new id for something created in this world: `prefix-000001`. */
export function newId(world: SandboxWorld, prefix: string): string {
  const id = `${prefix}-${String(world.nextId).padStart(6, '0')}`;
  world.nextId += 1;
  return id;
}
