import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FaultRules, MAX_FAULT_LATENCY_MS, parseFault } from '../faults';

describe('parseFault', () => {
  it.each([
    ['503', { status: 503 }],
    ['latency=800', { latencyMs: 800 }],
    ['500, latency=20', { status: 500, latencyMs: 20 }],
    ['status=404,message=Not here', { status: 404, message: 'Not here' }],
    ['business', { business: true }],
    ['malformed,delay=5', { malformed: true, latencyMs: 5 }],
  ])('reads %s', (text, fault) => {
    expect(parseFault(text)).toEqual({ ok: true, fault });
  });

  it.each([
    ['', /empty/],
    ['200', /not an error status/],
    ['600', /not an error status/],
    [`latency=${MAX_FAULT_LATENCY_MS + 1}`, /latency/],
    ['latency=-1', /latency/],
    ['503,business', /only one of/],
    ['boom', /unknown fault "boom"/],
  ])('refuses %j', (text, problem) => {
    const parsed = parseFault(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });

  it.each([
    [
      '503,message=Sorry, we are closed, try later',
      { status: 503, message: 'Sorry, we are closed, try later' },
    ],
    [
      'business,message=Limit: 1,000 AED a day',
      { business: true, message: 'Limit: 1,000 AED a day' },
    ],
    ['message="Closed, sorry",503', { status: 503, message: 'Closed, sorry' }],
    [
      'message="Say ""no"", then stop",latency=5,500',
      { status: 500, latencyMs: 5, message: 'Say "no", then stop' },
    ],
    ['503,MESSAGE=a=b, c', { status: 503, message: 'a=b, c' }],
  ])('keeps the commas of a message: %s', (text, fault) => {
    expect(parseFault(text)).toEqual({ ok: true, fault });
  });

  it('refuses a quoted message without its closing quote, or with text after it', () => {
    expect(parseFault('503,message="Closed, sorry')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/closing quote/),
    });
    expect(parseFault('503,message="Closed" sorry')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/after the quoted message/),
    });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const parsed = parseFault(text);
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
  });
});

describe('FaultRules', () => {
  it('matches exact paths and prefixes, per method, and uses up limited rules', () => {
    const rules = new FaultRules();
    rules.add({ path: '/api/a', method: 'POST', fault: { status: 500 }, remaining: 1 });
    rules.add({ path: '/api/*', fault: { status: 503 } });
    expect(rules.take('GET', '/api/a')).toEqual({ status: 503 });
    expect(rules.take('POST', '/api/a')).toEqual({ status: 500 });
    expect(rules.take('POST', '/api/a')).toEqual({ status: 503 });
    expect(rules.take('POST', '/pub/a')).toBeUndefined();
    expect(rules.list()).toHaveLength(1);
  });
});
