import { describe, expect, it } from 'vitest';
import { describeLatency, readCliOptions } from '../cliOptions';
import { DEFAULT_SERVED_LATENCY, parseLatency } from '../http/latency';
import { DEFAULT_PORTAL_ORIGINS } from '../http/redirectPolicy';

const optionsOf = (env: Record<string, string>, argv: string[] = []) => {
  const read = readCliOptions(env, argv);
  if (!read.ok) throw new Error(read.problem);
  return read.options;
};

describe('parseLatency', () => {
  it.each([
    ['off', undefined],
    ['OFF', undefined],
    ['0', undefined],
    ['none', undefined],
    ['300', { minMs: 300, maxMs: 300 }],
    ['150-600', { minMs: 150, maxMs: 600 }],
    [' 0 - 2000 ', { minMs: 0, maxMs: 2000 }],
  ])('reads %j', (text, latency) => {
    expect(parseLatency(text)).toEqual({ ok: true, latency });
  });

  it.each([['fast'], ['600-150'], ['1-2-3'], ['-5'], ['70000'], ['1.5']])('refuses %j', (text) => {
    expect(parseLatency(text)).toMatchObject({ ok: false, problem: expect.any(String) });
  });
});

describe('readCliOptions', () => {
  it('serves with a jittered 150–600 ms latency and visitors by default', () => {
    expect(optionsOf({})).toEqual({
      port: 4010,
      seed: 1,
      latency: DEFAULT_SERVED_LATENCY,
      startAs: 'visitor',
      portalOrigins: DEFAULT_PORTAL_ORIGINS,
      quiet: false,
    });
    expect(describeLatency(DEFAULT_SERVED_LATENCY)).toBe('150–600 ms');
  });

  it('switches the latency off or changes it, the argument winning over the environment', () => {
    expect(optionsOf({ PORTAL_SANDBOX_LATENCY: 'off' }).latency).toBeUndefined();
    expect(optionsOf({ PORTAL_SANDBOX_LATENCY: '50-80' }).latency).toEqual({
      minMs: 50,
      maxMs: 80,
    });
    expect(
      optionsOf({ PORTAL_SANDBOX_LATENCY: '50-80' }, ['--latency=off']).latency,
    ).toBeUndefined();
    expect(describeLatency(undefined)).toBe('off');
  });

  it('starts new browsers signed in when asked, for demos', () => {
    expect(optionsOf({ PORTAL_SANDBOX_START_SIGNED_IN: 'normal' }).startAs).toBe('normal');
    expect(optionsOf({ PORTAL_SANDBOX_START_SIGNED_IN: 'long' }).startAs).toBe('long');
    expect(optionsOf({ PORTAL_SANDBOX_START_SIGNED_IN: 'off' }).startAs).toBe('visitor');
    expect(optionsOf({}, ['--start-signed-in=long']).startAs).toBe('long');
  });

  it('adds the app origins and reads --quiet', () => {
    const options = optionsOf(
      { PORTAL_APP_PORT: '3000', PORTAL_APP_ORIGIN: 'https://a.example, https://b.example' },
      ['--quiet'],
    );
    expect(options.portalOrigins).toEqual([
      ...DEFAULT_PORTAL_ORIGINS,
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'https://a.example',
      'https://b.example',
    ]);
    expect(options.quiet).toBe(true);
  });

  it.each([
    [{ PORTAL_SANDBOX_PORT: '70000' }, /PORT/],
    [{ PORTAL_SANDBOX_PORT: 'x' }, /PORT/],
    [{ PORTAL_SANDBOX_SEED: '1.5' }, /SEED/],
    [{ PORTAL_SANDBOX_LATENCY: 'slow' }, /LATENCY/],
    [{ PORTAL_SANDBOX_START_SIGNED_IN: 'yes' }, /START_SIGNED_IN/],
  ])('refuses %j, naming the switch', (env, problem) => {
    expect(readCliOptions(env, [])).toMatchObject({
      ok: false,
      problem: expect.stringMatching(problem),
    });
  });
});
