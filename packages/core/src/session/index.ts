/**
 * @portal/core/session — the idle-lock machine, PIN unlock and the shared state refresher
 * (spec 001 §4, §5, §7, §9). Framework-free; React hooks sit on top in the app.
 * Every store follows {@link ExternalStore}: `subscribe` wires the environment on the first listener
 * and unwires it on the last; `getSnapshot` is stable until the state changes.
 * @packageDocumentation
 */
export type { ExternalStore } from './externalStore';

// Idle lock (spec 001 §4, §9).
export {
  createIdleLock,
  IDLE_LOCK_CHANNEL,
  OTHER_TAB_LOCK_WAIT_MS,
  type IdleExpiry,
  type IdleLock,
  type IdleLockOptions,
  type LockSessionCall,
  type ReportActivityCall,
} from './createIdleLock';
export {
  ACTIVITY_REPORT_INTERVAL_MS,
  createActivityReporter,
  type ActivityReporter,
  type ActivityReporterOptions,
  type ActivityReportLedger,
} from './activityReporter';
export type { IdleLockSnapshot, LockTrigger } from './idleLockSnapshot';
export type { IdleLockTabMessage } from './idleLockTabMessage';
export { lockRetryDelay } from './lockRetryDelay';
export { isSignedOutError } from './signedOutError';
export {
  ACTIVITY_THROTTLE_MS,
  createActivityThrottle,
  type ActivityThrottle,
} from './activityThrottle';
export { countdownOf, delayToNextSecond, type Countdown } from './countdown';
export {
  ANNOUNCEMENT_SECONDS_STEP,
  countdownAnnouncement,
  type CountdownAnnouncement,
} from './countdownAnnouncement';

// PIN unlock (spec 001 §4, §5).
export {
  createPinUnlock,
  type PinUnlock,
  type PinUnlockOptions,
  type PinUnlockSnapshot,
  type PinUnlockStatus,
  type UnlockAnswer,
  type UnlockSessionCall,
} from './createPinUnlock';
export { isCompletePin, normalisePin } from './pinInput';
export { DEFAULT_TOO_SOON_WAIT_MS, tooSoonWaitOf } from './tooSoonError';
export {
  LOCK_QUERY_PARAMETER,
  lockedSettingsPath,
  settingsPath,
  signInPath,
  withoutLockParameter,
} from './sessionPaths';

// State refresh (spec 001 §7).
export {
  createStateRefresher,
  STATE_REFRESH_CHANNEL,
  type StateRefresher,
  type StateRefresherOptions,
  type StateRefresherSnapshot,
} from './createStateRefresher';
export { MAX_REFRESH_BACKOFF_MS, refreshDelay } from './refreshBackoff';

// Environment: the injectable pieces and their browser defaults.
export { systemClock, type Clock, type TimerHandle } from './clock';
export { assertTimerDuration, MAX_TIMER_DELAY_MS } from './duration';
export {
  ACTIVITY_EVENT_TYPES,
  documentActivitySource,
  type ActivityEventType,
  type ActivitySource,
} from './activitySource';
export {
  documentPageLifecycle,
  type PageLifecycle,
  type PageLifecycleEvent,
} from './pageLifecycle';
export { openBroadcastChannel, type OpenTabChannel, type TabChannelPort } from './tabChannel';
export { webLocksLeadership, type RequestLeadership } from './tabLeadership';
export { browserLocalStorage, type SharedStorage } from './sharedStorage';
export { browserNavigation, type PortalNavigation } from './navigation';
