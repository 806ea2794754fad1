import type { PortalLocale } from '../locale/portalLocale';
import type { RuleMessageKey } from '../rules/messageKeys';
import { MAX_PIN_ATTEMPTS, pinFailureOutcome, secondsToWait } from '../rules/security/pinPolicy';
import { systemClock, type Clock, type TimerHandle } from './clock';
import { createSnapshotCell, type ExternalStore } from './externalStore';
import { browserNavigation, type PortalNavigation } from './navigation';
import { isCompletePin, normalisePin } from './pinInput';
import { settingsPath, withoutLockParameter } from './sessionPaths';
import { tooSoonWaitOf } from './tooSoonError';

/**
 * The unlock call's answer (spec 001 §3, §7: `POST /api/auth/stayConnected/unlock` reads `data.error`
 * and `data.failedPinAttempts`). `unlocked` is `!data.error`.
 */
export interface UnlockAnswer {
  readonly unlocked: boolean;
  /** The server's count of wrong PINs in this lock; the truth when present. */
  readonly failedPinAttempts?: number | undefined;
}

/**
 * Sends the PIN. Resolves with the server's verdict; rejects only when there is no verdict (network,
 * timeout, HTTP error), which never counts as a wrong PIN. A rejection that is a 429 (`PortalError`
 * kind `http`, status 429, with the server's `Retry-After` as `retryAfterMs`) means the server's
 * slow-down after a wrong PIN is still running: the PIN was not checked.
 */
export type UnlockSessionCall = (pinCode: string, signal: AbortSignal) => Promise<UnlockAnswer>;

/** Where the unlock dialog is. */
export type PinUnlockStatus =
  /** Waiting for a PIN (also after a wrong one: see `errorKey`). */
  | 'editing'
  | 'submitting'
  /** No verdict from the server; the PIN is kept so the user can simply try again. */
  | 'unavailable'
  /**
   * The server refused to check the PIN yet (its slow-down after a wrong PIN, a 429): the PIN is
   * kept and Resume waits `waitSeconds`, then the dialog is back to `editing`.
   */
  | 'tooSoon'
  /** Third wrong PIN: the user is being signed out. */
  | 'signingOut'
  /** The session is unlocked and the page is reloading without `?lock`. */
  | 'unlocked';

/** What the unlock dialog renders (spec 001 §2 Unlock Stay Signed-In modal). */
export interface PinUnlockSnapshot {
  /** The field's value as typed; the UI masks it. Never stored or broadcast. */
  readonly pin: string;
  /** Whether Resume is enabled: a complete 4-digit PIN and nothing in flight (spec 001 §5). */
  readonly canSubmit: boolean;
  readonly status: PinUnlockStatus;
  /** Wrong PINs so far, as the server counts them. */
  readonly failedAttempts: number;
  /** Attempts left before sign-out, a number for the plural-aware "You have N more attempts" text. */
  readonly remainingAttempts: number;
  /**
   * The error to show: `unlocksession.setupPinModal.pinErrorAttempt1` after the first wrong PIN,
   * `unlocksession.setupPinModal.pinError` after the second, `something.wentWrong` when the server
   * could not be reached, `unlocksession.setupPinModal.tooSoon` while the server's slow-down runs.
   */
  readonly errorKey: RuleMessageKey | undefined;
  /** While `tooSoon`: the whole seconds to wait, for "wait {time}" (formatted as a unit). 0 otherwise. */
  readonly waitSeconds: number;
  /** The rejection behind `unavailable`, for logging; not for display. */
  readonly error: unknown;
}

/** Options of {@link createPinUnlock}. */
export interface PinUnlockOptions {
  readonly locale: PortalLocale;
  readonly unlock: UnlockSessionCall;
  /** Ends the session after the third wrong PIN (spec 001 §4: the third failure forces logout). */
  readonly signOut: () => void;
  /** "Or start a new session" (spec 001 §2 `pinOptText`). */
  readonly startNewSession: () => void;
  /** The digital-identity (UAE PASS) login button of the unlock dialog (spec 001 §2, §4). */
  readonly signInWithDigitalIdentity: () => void;
  readonly navigation?: PortalNavigation;
  /** Times the wait after a 429 (`tooSoon`). */
  readonly clock?: Clock;
}

/** The unlock dialog's store and actions. */
export interface PinUnlock extends ExternalStore<PinUnlockSnapshot> {
  /** The field changed. Ignored while a PIN is being checked or once the dialog is done. */
  setPin(value: string): void;
  /** Resume: sends the PIN when `canSubmit`; one call at a time. */
  submit(): Promise<void>;
  /** Closing the dialog: back to the settings page with the PIN cleared (spec 001 §4). */
  close(): void;
  startNewSession(): void;
  signInWithDigitalIdentity(): void;
}

const GENERIC_ERROR_KEY: RuleMessageKey = 'something.wentWrong';
const TOO_SOON_KEY: RuleMessageKey = 'unlocksession.setupPinModal.tooSoon';

/**
 * The Stay Signed-In PIN unlock (spec 001 §4 unlock, §5 validation, §9 PIN length 4 and 3 attempts).
 * The server's `failedPinAttempts` decides which message shows and when the user is signed out;
 * a network failure is never counted as a wrong PIN.
 *
 * Choices where the spec is silent:
 * - A wrong PIN clears the field (the user retypes from scratch); an unreachable server keeps it.
 * - When the server says "wrong" without a count, the local count plus one is used.
 * - Success loads the current address without `?lock` in place of the current history entry: that is
 *   both the reload and the parameter removal the spec allows, and Back does not reopen the dialog.
 * - Closing, starting a new session or the digital-identity login abandon any PIN check in flight.
 * - The server's slow-down (a 429 with `Retry-After`) keeps the PIN and disables Resume for the wait,
 *   then clears its message: the server, not the page, decides when the next PIN may be checked, and
 *   a 429 never counts as a wrong PIN.
 */
export function createPinUnlock(options: PinUnlockOptions): PinUnlock {
  const navigation = options.navigation ?? browserNavigation;
  const clock = options.clock ?? systemClock;
  const cell = createSnapshotCell<PinUnlockSnapshot>({
    pin: '',
    canSubmit: false,
    status: 'editing',
    failedAttempts: 0,
    remainingAttempts: MAX_PIN_ATTEMPTS,
    errorKey: undefined,
    waitSeconds: 0,
    error: undefined,
  });
  let inFlight: AbortController | undefined;
  let waitTimer: TimerHandle | undefined;

  function update(changes: Partial<PinUnlockSnapshot>): void {
    const next = { ...cell.get(), ...changes };
    cell.set({
      ...next,
      waitSeconds: next.status === 'tooSoon' ? next.waitSeconds : 0,
      canSubmit:
        next.status !== 'submitting' &&
        next.status !== 'tooSoon' &&
        isOpen(next.status) &&
        isCompletePin(next.pin),
    });
  }

  function endWait(): void {
    if (waitTimer !== undefined) clock.clearTimeout(waitTimer);
    waitTimer = undefined;
  }

  /** The server's slow-down: keep the PIN, wait, then let the person resume. */
  function waitFor(waitMs: number, error: unknown): void {
    endWait();
    update({
      status: 'tooSoon',
      errorKey: TOO_SOON_KEY,
      waitSeconds: secondsToWait(waitMs),
      error,
    });
    waitTimer = clock.setTimeout(() => {
      waitTimer = undefined;
      if (cell.get().status === 'tooSoon')
        update({ status: 'editing', errorKey: undefined, error: undefined });
    }, waitMs);
  }

  function isOpen(status: PinUnlockStatus): boolean {
    return status !== 'signingOut' && status !== 'unlocked';
  }

  function abandon(): boolean {
    if (!isOpen(cell.get().status)) return false;
    inFlight?.abort();
    inFlight = undefined;
    endWait();
    update({ pin: '', status: 'editing', errorKey: undefined, error: undefined });
    return true;
  }

  function onAnswer(answer: UnlockAnswer): void {
    if (answer.unlocked) {
      update({ pin: '', status: 'unlocked', errorKey: undefined, error: undefined });
      navigation.replace(withoutLockParameter(navigation.currentUrl()));
      return;
    }
    const reported = answer.failedPinAttempts;
    const failedAttempts =
      typeof reported === 'number' && Number.isInteger(reported) && reported >= 1
        ? reported
        : cell.get().failedAttempts + 1;
    const outcome = pinFailureOutcome(failedAttempts);
    if (outcome.kind === 'signOut') {
      update({
        pin: '',
        status: 'signingOut',
        failedAttempts,
        remainingAttempts: 0,
        errorKey: undefined,
      });
      options.signOut();
      return;
    }
    update({
      pin: '',
      status: 'editing',
      failedAttempts,
      remainingAttempts: outcome.remainingAttempts,
      errorKey: outcome.messageKey,
      error: undefined,
    });
  }

  return {
    subscribe: cell.store.subscribe,
    getSnapshot: cell.store.getSnapshot,
    setPin(value) {
      const { status, pin } = cell.get();
      if (status === 'submitting' || !isOpen(status) || value === pin) return;
      update({ pin: value });
    },
    async submit() {
      const current = cell.get();
      if (!current.canSubmit) return;
      const controller = new AbortController();
      inFlight = controller;
      update({ status: 'submitting', errorKey: undefined, error: undefined });
      let answer: UnlockAnswer;
      try {
        answer = await options.unlock(normalisePin(current.pin), controller.signal);
      } catch (error) {
        if (inFlight !== controller) return;
        inFlight = undefined;
        const waitMs = tooSoonWaitOf(error);
        if (waitMs !== undefined) waitFor(waitMs, error);
        else update({ status: 'unavailable', errorKey: GENERIC_ERROR_KEY, error });
        return;
      }
      if (inFlight !== controller) return;
      inFlight = undefined;
      onAnswer(answer);
    },
    close() {
      if (abandon()) navigation.replace(settingsPath(options.locale));
    },
    startNewSession() {
      if (abandon()) options.startNewSession();
    },
    signInWithDigitalIdentity() {
      if (abandon()) options.signInWithDigitalIdentity();
    },
  };
}
