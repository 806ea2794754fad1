/**
 * @portal/core/session — the idle-lock machine, PIN unlock and the shared state refresher
 * (spec 001 §4, §5, §7, §9). Framework-free; React hooks sit on top in the app.
 * @packageDocumentation
 */
export {};
