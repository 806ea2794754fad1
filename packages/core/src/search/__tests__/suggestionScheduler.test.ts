import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  createSuggestionScheduler,
  type SuggestionAnswer,
  type SuggestionSearch,
} from '../suggestionScheduler';
import { createVirtualTimers } from '../virtualTimers';

/** A search whose answers the test settles by hand, in any order. */
function manualSearch() {
  const requests: Array<{
    text: string;
    signal: AbortSignal;
    resolve: (items: readonly string[]) => void;
    reject: (error: unknown) => void;
  }> = [];
  const search: SuggestionSearch<string> = (text, signal) =>
    new Promise((resolve, reject) => requests.push({ text, signal, resolve, reject }));
  return { search, requests };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(search: SuggestionSearch<string>, maxSuggestions = 5) {
  const timers = createVirtualTimers();
  const answers: SuggestionAnswer<string>[] = [];
  const onReset = vi.fn();
  const scheduler = createSuggestionScheduler({
    settings: () => ({ search, debounceMs: 250, maxSuggestions }),
    onAnswer: (answer) => answers.push(answer),
    onReset,
    timers,
  });
  return { timers, answers, onReset, scheduler };
}

describe('createSuggestionScheduler (spec 001 §7: 250 ms, abort, newest only)', () => {
  it('asks once per pause in typing, for the text typed last', async () => {
    const { search, requests } = manualSearch();
    const { timers, scheduler } = setup(search);
    for (const text of ['l', 'li', 'lic', 'lice']) {
      scheduler.schedule(text);
      timers.advance(120);
    }
    expect(requests).toHaveLength(0);
    timers.advance(130);
    expect(requests.map((request) => request.text)).toEqual(['lice']);
  });

  it('aborts the request in flight on the next keystroke and never shows its late answer', async () => {
    const { search, requests } = manualSearch();
    const { timers, answers, scheduler } = setup(search);
    scheduler.schedule('lic');
    timers.advance(250);
    scheduler.schedule('licence');
    expect(requests[0]?.signal.aborted).toBe(true);
    timers.advance(250);
    requests[1]?.resolve(['Renew a licence']);
    requests[0]?.resolve(['Old answer']);
    await flush();
    expect(answers).toEqual([{ suggestions: ['Renew a licence'], count: 1 }]);
  });

  it('shows at most maxSuggestions, read when the answer arrives', async () => {
    const { timers, answers, scheduler } = setup(() => ['a', 'b', 'c', 'd', 'e', 'f', 'g'], 5);
    scheduler.schedule(' water ');
    timers.advance(250);
    await flush();
    expect(answers).toEqual([{ suggestions: ['a', 'b', 'c', 'd', 'e'], count: 5 }]);
  });

  it('answers "no suggestions" when the search fails, throws or sends something else', async () => {
    const answers: unknown[] = [];
    for (const search of [
      () => Promise.reject(new Error('down')),
      () => {
        throw new Error('sync');
      },
      () => 'not a list' as unknown as readonly string[],
    ] as SuggestionSearch<string>[]) {
      const run = setup(search);
      run.scheduler.schedule('fines');
      run.timers.advance(250);
      await flush();
      answers.push(...run.answers);
    }
    expect(answers).toEqual(Array(3).fill({ suggestions: [], count: 0 }));
  });

  it('resets on a blank text or clear, with no request and nothing announced', async () => {
    const { search, requests } = manualSearch();
    const { timers, answers, onReset, scheduler } = setup(search);
    scheduler.schedule('lic');
    scheduler.schedule('   ');
    timers.advance(1_000);
    scheduler.schedule('lic');
    timers.advance(250);
    scheduler.clear();
    requests[0]?.resolve(['x']);
    await flush();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(answers).toEqual([]);
    expect(onReset).toHaveBeenCalledTimes(2);
  });

  it('whatever the typing and the order answers arrive in, only the newest text is ever answered', async () => {
    // fast-check prints the seed and the shrunk steps of a failure (vitest setup), so it can be replayed.
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              type: fc.constant('type' as const),
              text: fc.constantFrom('', 'l', 'li', 'lic', ' lic '),
            }),
            fc.record({ type: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 400 }) }),
            fc.record({
              type: fc.constant('settle' as const),
              index: fc.nat(20),
              fail: fc.boolean(),
            }),
          ),
          { maxLength: 40 },
        ),
        async (steps) => {
          const { search, requests } = manualSearch();
          const { timers, answers, scheduler } = setup(search);
          let latest = '';
          let windows = 0;
          let lastTyped = Number.NEGATIVE_INFINITY;
          for (const step of steps) {
            if (step.type === 'type') {
              scheduler.schedule(step.text);
              latest = step.text.trim();
              lastTyped = timers.now();
            } else if (step.type === 'wait') {
              const before = timers.now();
              timers.advance(step.ms);
              if (lastTyped + 250 > before && lastTyped + 250 <= timers.now()) windows += 1;
            } else {
              const request = requests[step.index % Math.max(1, requests.length)];
              if (request && step.fail) request.reject(new Error('down'));
              else request?.resolve([request.text]);
              const shownBefore = answers.length;
              await flush();
              for (const answer of answers.slice(shownBefore)) {
                // A shown answer is for the text typed last, from a request not aborted.
                expect(answer.suggestions.every((text) => text === latest)).toBe(true);
                expect(request?.signal.aborted).toBe(false);
              }
            }
          }
          // At most one request per pause of 250 ms after typing.
          expect(requests.length).toBeLessThanOrEqual(windows);
        },
      ),
    );
  });
});
