import { bench, describe } from 'vitest';
import { createSuggestionScheduler, type SuggestionSearch } from '../suggestionScheduler';
import { createVirtualTimers } from '../virtualTimers';

// The suggestion pipeline's own cost (debounce + abort + ordering), on virtual time so the figures
// are the scheduler's work and not the clock's: what a person typing costs the page's main thread.
const SUGGESTIONS = [
  'Renew a driving licence',
  'Trade licence',
  'Licence plate',
  'Fishing licence',
  'Pet licence',
  'Liquor licence',
];
const TEXT = 'renew my driving licence';

describe('suggestion pipeline (spec 001 §7: 250 ms debounce, abort, newest only)', () => {
  bench('typing 24 characters 80 ms apart: 1 request, 1 answer of 5', async () => {
    const timers = createVirtualTimers();
    let requests = 0;
    let answered = 0;
    const search: SuggestionSearch<string> = () => {
      requests += 1;
      return SUGGESTIONS;
    };
    const scheduler = createSuggestionScheduler({
      settings: () => ({ search, debounceMs: 250, maxSuggestions: 5 }),
      onAnswer: (answer) => (answered += answer.count ?? 0),
      timers,
    });
    for (let length = 1; length <= TEXT.length; length += 1) {
      scheduler.schedule(TEXT.slice(0, length));
      timers.advance(80);
    }
    timers.advance(250);
    await Promise.resolve();
    await Promise.resolve();
    if (requests !== 1 || answered !== 5)
      throw new Error(`requests ${requests}, answered ${answered}`);
  });

  bench('a slow typist (300 ms apart): 24 requests, 23 aborted, answers out of order', async () => {
    const timers = createVirtualTimers();
    const pending: Array<(items: readonly string[]) => void> = [];
    let answers = 0;
    const search: SuggestionSearch<string> = () =>
      new Promise<readonly string[]>((resolve) => pending.push(resolve));
    const scheduler = createSuggestionScheduler({
      settings: () => ({ search, debounceMs: 250, maxSuggestions: 5 }),
      onAnswer: () => (answers += 1),
      timers,
    });
    for (let length = 1; length <= TEXT.length; length += 1) {
      scheduler.schedule(TEXT.slice(0, length));
      timers.advance(300);
    }
    // The answers arrive newest first: only the newest is shown.
    for (const resolve of pending.reverse()) resolve(SUGGESTIONS);
    // Microtasks only (a timer would measure the event loop's clamp, not the pipeline).
    for (let tick = 0; tick < 4; tick += 1) await Promise.resolve();
    if (pending.length !== 24 || answers !== 1)
      throw new Error(`requests ${pending.length}, shown ${answers}`);
  });
});
