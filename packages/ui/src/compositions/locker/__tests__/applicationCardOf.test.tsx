import { normalizeApplication } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { applicationCardOf } from '../views/applications';

// Echoes the key and values, so the test reads which words the card asked for.
const t = (key: string, values: Readonly<Record<string, unknown>> = {}) =>
  `${key}${Object.entries(values)
    .map(([name, value]) => ` ${name}=${String(value)}`)
    .join('')}`;
const now = new Date('2026-11-22T08:00:00Z');

const cardOf = (code: number, percentage: number) =>
  applicationCardOf(
    normalizeApplication({
      EntityID: `app-${code}`,
      ApplicationID: `app-${code}`,
      ServiceName: 'Issue a health card',
      EntityStatusCode: code,
      ApplicationType: 'REQUEST',
      SlaPercentage: percentage,
      StatusDate: '2026-11-20T08:00:00Z',
    }),
    t,
    'en',
    now,
  );

describe('applicationCardOf', () => {
  it('says a rejected or cancelled application is closed, never "100% complete"', () => {
    for (const code of [5, 7, 8]) {
      const card = cardOf(code, 100);
      expect(card.progress, `code ${code}`).toBe(100);
      expect(card.progressText, `code ${code}`).toBe('sla.closed');
    }
  });

  it('puts open and completed applications in percent', () => {
    expect(cardOf(3, 45).progressText).toBe('sla.progress percentage=45');
    expect(cardOf(4, 100).progressText).toBe('sla.progress percentage=100');
  });
});
