/**
 * The assistant's onboarding (spec 001 §2 "AI assistant onboarding (four screens)", §4 "screens 1 to
 * 4 in order with Continue, then Finish"): its screens in order, the options of the last one, and
 * whether this browser has already been through it.
 */

/** The four screens, in the order they show (spec 001 §2). */
export const ASSISTANT_ONBOARDING_SCREENS = [
  'aiPowered',
  'greeting',
  'capabilities',
  'start',
] as const;

export type AssistantOnboardingScreen = (typeof ASSISTANT_ONBOARDING_SCREENS)[number];

/** The three capability cards of screen 3, in order (spec 001 §2). */
export const ASSISTANT_CAPABILITIES = ['payBills', 'applyForServices', 'findInformation'] as const;

export type AssistantCapability = (typeof ASSISTANT_CAPABILITIES)[number];

/** The three options of screen 4, in order (spec 001 §2: ask me anything, My TAMM, all services). */
export const ONBOARDING_START_OPTIONS = ['askAnything', 'skipToDashboard', 'allServices'] as const;

export type OnboardingStartOption = (typeof ONBOARDING_START_OPTIONS)[number];

/**
 * localStorage key that remembers a finished onboarding (value `"done"`). **Choice:** the spec does
 * not say how the portal remembers it; per browser, like the colour scheme.
 */
export const ONBOARDING_STORAGE_KEY = 'portal.assistantOnboarding';

const DONE = 'done';

/** Where a screen stands: its place from 1, the total, and whether it is the last (Finish). */
export interface OnboardingProgress {
  readonly current: number;
  readonly total: number;
  readonly isLast: boolean;
}

/**
 * The progress of screen `index` (from 0; clamped into the four screens, so a stray index still
 * shows a real screen). Screens 1 to 3 have Continue, screen 4 has Finish.
 */
export function onboardingProgressOf(index: number): OnboardingProgress {
  const total = ASSISTANT_ONBOARDING_SCREENS.length;
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0;
  const clamped = Math.min(Math.max(whole, 0), total - 1);
  return { current: clamped + 1, total, isLast: clamped === total - 1 };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this browser finished the onboarding. A storage that cannot be read (private mode, blocked
 * cookies) counts as done: the introduction must not return on every page of such a browser.
 */
export function isOnboardingDone(storage: StorageLike | undefined = defaultStorage()): boolean {
  if (!storage) return true;
  try {
    return storage.getItem(ONBOARDING_STORAGE_KEY) === DONE;
  } catch {
    return true;
  }
}

/** Remembers a finished onboarding. Returns `false` when the storage refused (nothing else changes). */
export function rememberOnboardingDone(
  storage: StorageLike | undefined = defaultStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(ONBOARDING_STORAGE_KEY, DONE);
    return true;
  } catch {
    return false;
  }
}
