import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeApplication } from '../application';

describe('normalizeApplication', () => {
  it('reads the Entity* spelling', () => {
    const application = normalizeApplication({
      EntityID: 'A-1',
      EntityStatusCode: 3,
      EntityStatusDescription: 'In progress',
      EntityStatus: 105900001,
      ApplicationType: 'REQUEST',
      SlaDate: '2026-12-01T00:00:00Z',
      SlaPercentage: 40,
      statusDate: '2026-11-01',
      RefCode: 'REF-9',
    });
    expect(application).toMatchObject({
      id: 'A-1',
      kind: 'request',
      applicationType: 'REQUEST',
      statusCode: 3,
      statusTextCode: undefined,
      statusDescription: 'In progress',
      masterStatusId: '105900001',
      slaDate: new Date('2026-12-01T00:00:00Z'),
      slaPercentage: 40,
      statusDate: new Date('2026-10-31T20:00:00Z'),
      refCode: 'REF-9',
    });
  });

  it('reads the Master*/ApplicationID spelling, numbers as strings included', () => {
    const application = normalizeApplication({
      ApplicationID: 77,
      MasterStatusCodeCode: ' 2 ',
      MasterStatusCodeDescription: 'بانتظار إجراء',
      MasterStatusCode: '105900020',
      ApplicationType: 'journey',
      JourneyInstanceID: 'J-5',
      JourneyStageOrder: '2',
      SlaPercentage: '12.5',
    });
    expect(application).toMatchObject({
      id: '77',
      kind: 'journey',
      statusCode: 2,
      statusDescription: 'بانتظار إجراء',
      masterStatusId: '105900020',
      journeyInstanceId: 'J-5',
      journeyStageOrder: 2,
      slaPercentage: 12.5,
    });
  });

  it('prefers the Entity* field when both spellings are present, skipping nulls and blanks', () => {
    expect(normalizeApplication({ EntityID: 'E', ApplicationID: 'A' }).id).toBe('E');
    expect(normalizeApplication({ EntityID: null, ApplicationID: 'A' }).id).toBe('A');
    expect(normalizeApplication({ EntityID: '  ', ApplicationID: 'A' }).id).toBe('A');
    expect(
      normalizeApplication({ InstanceID: 'I', JourneyInstanceID: 'J' }).journeyInstanceId,
    ).toBe('I');
  });

  it.each([
    ['TAMM_DRAFT', 1],
    ['INPROCESS', 3],
    ['completed', 4],
    ['CANCELLED', 7],
    ['AWCUSTACT', 2],
  ])('maps the text status %s to code %d', (text, code) => {
    expect(normalizeApplication({ EntityStatusCode: text })).toMatchObject({
      statusCode: code,
      statusTextCode: text.toUpperCase(),
    });
  });

  it.each([0, 9, 2.5, '3.5', 'abc', true, {}, []])('drops the unknown status %j', (value) => {
    expect(normalizeApplication({ EntityStatusCode: value }).statusCode).toBeUndefined();
  });

  it('reads the service name, the entity code and the delegated flag the cards and filters show', () => {
    expect(
      normalizeApplication({
        EntityID: 'A-2',
        ServiceName: 'Issue a health card',
        ADGEID: 'ADGE-DOH',
        IsDelegated: true,
      }),
    ).toMatchObject({
      serviceName: 'Issue a health card',
      entityId: 'ADGE-DOH',
      delegated: true,
    });
    expect(normalizeApplication({ EntityID: 'A-3', IsDelegated: 'yes' })).toMatchObject({
      serviceName: undefined,
      entityId: undefined,
      delegated: false,
    });
  });

  it('marks drafts and requests', () => {
    expect(normalizeApplication({ ApplicationType: 'DRAFT' }).kind).toBe('draft');
    expect(normalizeApplication({}).kind).toBe('request');
  });

  it('never throws, whatever arrives', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.integer().map(String),
      fc.constantFrom(null, '', 'DRAFT', 'JOURNEY', '2026-01-01'),
    );
    const keys = fc.constantFrom(
      'EntityID',
      'ApplicationID',
      'EntityStatusCode',
      'MasterStatusCodeCode',
      'EntityStatusDescription',
      'MasterStatusCodeDescription',
      'EntityStatus',
      'MasterStatusCode',
      'InstanceID',
      'JourneyInstanceID',
      'JourneyStageOrder',
      'ApplicationType',
      'SlaDate',
      'SlaPercentage',
      'statusDate',
      'walletStatus',
      'expiryDate',
    );
    fc.assert(
      fc.property(fc.dictionary(keys, field), (raw) => {
        const application = normalizeApplication(raw);
        expect(['draft', 'journey', 'request']).toContain(application.kind);
        if (application.statusCode !== undefined)
          expect(application.statusCode).toBeGreaterThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(
        fc.anything(),
        (raw) => void normalizeApplication(raw as Record<string, unknown>),
      ),
    );
  });

  it('survives a record whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'EntityID', {
      get: () => {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(normalizeApplication(hostile).id).toBeUndefined();
  });
});
