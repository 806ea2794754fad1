import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journeyOf } from '../journey';
import { statusTextOf } from '../statusText';

const stage = (order: unknown, code: number, extra: Record<string, unknown> = {}) => ({
  EntityID: `app-${String(order)}`,
  ApplicationType: 'JOURNEY',
  EntityStatusCode: code,
  EntityStatusDescription: code === 4 ? 'Completed' : 'In progress',
  JourneyStageOrder: order,
  ServiceName: `Stage ${String(order)}`,
  SlaDate: '2026-12-01T00:00:00Z',
  ...extra,
});

describe('journeyOf', () => {
  it('orders the stages by JourneyStageOrder, numbers their places and keeps the journey’s name', () => {
    const journey = journeyOf({
      InstanceID: 'jr-1',
      Title: 'Start a business',
      Stages: [stage(3, 1), stage('1', 4), stage(2, 3, { AppointmentID: 'apt-9' })],
    });
    expect(journey.instanceId).toBe('jr-1');
    expect(journey.title).toBe('Start a business');
    expect(journey.stages.map((s) => [s.service.id, s.order, s.position])).toEqual([
      ['app-1', 1, 1],
      ['app-2', 2, 2],
      ['app-3', 3, 3],
    ]);
    expect(journey.stages.map((s) => s.appointmentId)).toEqual([undefined, 'apt-9', undefined]);
  });

  it('puts stages without an order last, in the order they were sent', () => {
    const journey = journeyOf({
      Stages: [
        stage(null, 1, { EntityID: 'x' }),
        stage(2, 1),
        stage(undefined, 1, { EntityID: 'y' }),
        stage(1, 1),
      ],
    });
    expect(journey.stages.map((s) => s.service.id)).toEqual(['app-1', 'app-2', 'x', 'y']);
  });

  it('reads each stage as the single service it is, so its status is its own', () => {
    const [first] = journeyOf({ Stages: [stage(1, 4)] }).stages;
    expect(first?.service.kind).toBe('request');
    expect(statusTextOf(first!.service, new Date('2026-11-01T00:00:00Z'))).toEqual({
      kind: 'description',
      text: 'Completed',
    });
  });

  it('is at the stage CurrentStageOrder names, else the first open one, else the last', () => {
    const stages = [stage(1, 4), stage(2, 3), stage(3, 1)];
    const named = journeyOf({ CurrentStageOrder: 3, Stages: stages });
    expect(named.currentPosition).toBe(3);
    expect(named.stages.map((s) => s.isCurrent)).toEqual([false, false, true]);
    expect(journeyOf({ Stages: stages }).currentPosition).toBe(2);
    expect(journeyOf({ CurrentStageOrder: 9, Stages: stages }).currentPosition).toBe(2);
    expect(journeyOf({ Stages: [stage(1, 4), stage(2, 7)] }).currentPosition).toBe(2);
  });

  it('has no stage and no current place when Stages is missing or not a list', () => {
    for (const raw of [{}, { Stages: 'none' }, { Stages: null }, null, 42]) {
      const journey = journeyOf(raw);
      expect(journey.stages).toEqual([]);
      expect(journey.currentPosition).toBeUndefined();
    }
  });

  it('never throws, and the current place is always a stage', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 5 }), (extra, stages) => {
        const journey = journeyOf({ CurrentStageOrder: extra, Stages: stages });
        expect(journey.stages).toHaveLength(stages.length);
        expect(journey.stages.filter((s) => s.isCurrent)).toHaveLength(stages.length === 0 ? 0 : 1);
      }),
    );
  });
});
