import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeApplication } from '../application';
import {
  isActionRequired,
  isCancelledOrRejected,
  isClosedApplication,
  isDelayedApplication,
  showsSuccessMark,
} from '../applicationState';
import { CLOSED_APPLICATION_STATUS_CODES, type ApplicationStatusCode } from '../applicationStatus';
import { lockerAnalyticsEventOf } from '../lockerAnalyticsEvent';
import { slaProgressOf, slaProgressWordingOf } from '../slaProgress';
import { statusBarColorOf } from '../statusBarColor';
import { statusTextOf } from '../statusText';

const now = new Date('2026-11-22T12:00:00Z');
const past = new Date(now.getTime() - 1);
const future = new Date(now.getTime() + 1);
const codes: ApplicationStatusCode[] = [1, 2, 3, 4, 5, 6, 7, 8];
const app = (fields: Record<string, unknown>) => normalizeApplication(fields);

describe('status predicates', () => {
  it.each(codes)(
    'code %d: closed, cancelled-or-rejected, success mark, action required',
    (code) => {
      const application = { statusCode: code, masterStatusId: undefined };
      expect(isClosedApplication(application)).toBe([4, 5, 7, 8].includes(code));
      expect(isCancelledOrRejected(application)).toBe(code === 5 || code === 7);
      expect(showsSuccessMark(application)).toBe(code === 4);
      expect(isActionRequired(application)).toBe(code === 2);
    },
  );

  it('treats master status 105900020 as action required, whatever the code', () => {
    expect(isActionRequired(app({ EntityStatusCode: 3, EntityStatus: 105900020 }))).toBe(true);
    expect(isActionRequired(app({ MasterStatusCode: '105900021' }))).toBe(false);
  });

  it('is delayed only when open and the SLA date is strictly before now', () => {
    expect(isDelayedApplication({ statusCode: 3, slaDate: past }, now)).toBe(true);
    expect(isDelayedApplication({ statusCode: 3, slaDate: now }, now)).toBe(false);
    expect(isDelayedApplication({ statusCode: 3, slaDate: future }, now)).toBe(false);
    expect(isDelayedApplication({ statusCode: 3, slaDate: undefined }, now)).toBe(false);
    expect(isDelayedApplication({ statusCode: 4, slaDate: past }, now)).toBe(false);
    expect(isDelayedApplication({ statusCode: undefined, slaDate: past }, now.getTime())).toBe(
      true,
    );
    expect(isDelayedApplication({ statusCode: 3, slaDate: past }, Number.NaN)).toBe(false);
  });
});

describe('statusBarColorOf', () => {
  it.each<[ApplicationStatusCode | undefined, Date | undefined, string]>([
    [5, past, 'neutral'],
    [7, past, 'neutral'],
    [8, past, 'neutral'],
    [2, past, 'attention'],
    [4, past, 'success'],
    [1, past, 'danger'],
    [3, past, 'danger'],
    [6, past, 'danger'],
    [3, future, 'success'],
    [6, undefined, 'success'],
    [undefined, past, 'danger'],
  ])('code %s with SLA %s is %s', (statusCode, slaDate, color) => {
    expect(statusBarColorOf({ statusCode, slaDate }, now)).toBe(color);
  });

  it('never paints a closed code red', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLOSED_APPLICATION_STATUS_CODES),
        fc.date({ noInvalidDate: true }),
        fc.date({ noInvalidDate: true }),
        (statusCode, slaDate, at) => {
          expect(statusBarColorOf({ statusCode, slaDate }, at)).not.toBe('danger');
        },
      ),
    );
  });
});

describe('slaProgressWordingOf', () => {
  it.each<[ApplicationStatusCode, 'percentage' | 'closed']>([
    [1, 'percentage'],
    [2, 'percentage'],
    [3, 'percentage'],
    [4, 'percentage'],
    [5, 'closed'],
    [6, 'percentage'],
    [7, 'closed'],
    [8, 'closed'],
  ])('code %d is put in words as %s', (statusCode, expected) => {
    expect(slaProgressWordingOf({ statusCode })).toBe(expected);
  });

  it('puts an unknown status in words as a percentage', () => {
    expect(slaProgressWordingOf({ statusCode: undefined })).toBe('percentage');
  });
});

describe('slaProgressOf', () => {
  it.each<[ApplicationStatusCode | undefined, number | undefined, number]>([
    [4, 10, 100],
    [5, undefined, 100],
    [7, -3, 100],
    [8, 50, 100],
    [3, 50, 50],
    [3, 0, 0],
    [3, 100, 100],
    [3, -0.1, 0],
    [3, 100.1, 100],
    [3, undefined, 0],
    [6, 37.5, 37.5],
  ])('code %s with %s%% shows %d', (statusCode, slaPercentage, expected) => {
    expect(slaProgressOf({ statusCode, slaPercentage })).toBe(expected);
  });

  it('reads a non-numeric percentage as 0', () => {
    expect(slaProgressOf(app({ EntityStatusCode: 3, SlaPercentage: 'abc' }))).toBe(0);
    expect(slaProgressOf({ statusCode: 3, slaPercentage: Number.NaN })).toBe(0);
  });

  it('always lies within 0–100', () => {
    fc.assert(
      fc.property(
        fc.record({
          EntityStatusCode: fc.anything(),
          SlaPercentage: fc.oneof(fc.double(), fc.anything(), fc.double().map(String)),
        }),
        (raw) => {
          const progress = slaProgressOf(app(raw));
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('statusTextOf', () => {
  it('says "multiple services" for a journey, before anything else', () => {
    expect(statusTextOf(app({ ApplicationType: 'JOURNEY', EntityStatusCode: 4 }), now)).toEqual({
      kind: 'journey',
      messageKey: 'application.status.multipleServices',
    });
  });

  it('shows the description when closed, the replacement label when it is missing', () => {
    expect(
      statusTextOf(app({ EntityStatusCode: 4, EntityStatusDescription: 'Completed' }), now),
    ).toEqual({ kind: 'description', text: 'Completed' });
    expect(statusTextOf(app({ EntityStatusCode: 8 }), now)).toEqual({
      kind: 'missing',
      messageKey: 'application.status.notAvailable',
    });
  });

  it('puts action required before delayed', () => {
    expect(statusTextOf(app({ EntityStatusCode: 2, SlaDate: past }), now).kind).toBe(
      'actionRequired',
    );
    expect(statusTextOf(app({ EntityStatusCode: 3, SlaDate: past }), now).kind).toBe('delayed');
  });

  it('gives the estimated SLA date when on time, the replacement label without one', () => {
    expect(statusTextOf(app({ EntityStatusCode: 3, SlaDate: future }), now)).toEqual({
      kind: 'estimated',
      messageKey: 'application.status.estimated',
      slaDate: future,
    });
    expect(statusTextOf(app({ EntityStatusCode: 3 }), now).kind).toBe('missing');
  });
});

describe('lockerAnalyticsEventOf', () => {
  it.each<[ApplicationStatusCode | undefined, string | undefined]>([
    [1, 'submitted'],
    [2, 'action required'],
    [3, 'in progress'],
    [4, 'service application'],
    [5, undefined],
    [8, undefined],
    [undefined, undefined],
  ])('code %s sends %s', (statusCode, event) => {
    expect(lockerAnalyticsEventOf({ statusCode })).toBe(event);
  });
});

describe('statusTextOf message keys', () => {
  it('uses only keys from RULE_MESSAGE_KEYS', async () => {
    const { RULE_MESSAGE_KEYS } = await import('../../messageKeys');
    const samples = [
      app({ ApplicationType: 'JOURNEY' }),
      app({ EntityStatusCode: 4 }),
      app({ EntityStatusCode: 2 }),
      app({ EntityStatusCode: 3, SlaDate: past }),
      app({ EntityStatusCode: 3, SlaDate: future }),
    ];
    for (const sample of samples) {
      const text = statusTextOf(sample, now);
      if ('messageKey' in text) expect(RULE_MESSAGE_KEYS).toContain(text.messageKey);
    }
  });
});
