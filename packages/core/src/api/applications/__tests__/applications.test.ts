import { describe, expect, it } from 'vitest';
import { type PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import {
  getAppointmentById,
  getApplicationSla,
  getJourneyById,
  getSpaceStatistics,
} from '../applicationDetails';
import { combinedListCall } from '../applicationCalls';
import { getCombinedList, getJourneyList } from '../applicationLists';

/** What a failing backend may put in `message` and must never reach the user (spec 000 §7, §8). */
const DATABASE_ERROR = 'ORA-00942: table or view "LOCKER"."REQUESTS" does not exist';

const row = {
  EntityID: 'A-1',
  EntityStatusCode: '2',
  ApplicationType: 'DRAFT',
  StatusDate: '2026-11-01T08:00:00Z',
};
const otherSpelling = {
  ApplicationID: 'A-2',
  MasterStatusCodeCode: 4,
  MasterStatusCode: 105900020,
  JourneyInstanceID: 'J-1',
  JourneyStageOrder: '3',
};

describe('getJourneyList', () => {
  it('sends the header and the journey list payload, and normalises both spellings', async () => {
    const { client, requests } = testClient(
      () =>
        json({
          success: true,
          data: {
            Items: [row, otherSpelling],
            TotalCount: 2,
            Lookups: { ADGE: [{ Code: 'ITC' }] },
          },
        }),
      { lang: 'ar' },
    );
    const page = await getJourneyList(client, {
      page: 2,
      addDelegated: true,
      journeyInstanceId: 'J-1',
    });
    expect(requests[0]?.url.pathname).toBe('/api/proxy/services-in-progress/1.0/retrieve/getlist');
    expect(bodyOf(requests[0])).toEqual({
      header: { channelid: 1, UUID: 'user-1', language: 'AR' },
      data: {
        PageOffset: 20,
        PageSize: 20,
        Sortings: [
          { FieldName: 'JourneyStageOrder', Direction: 'asc' },
          { FieldName: 'StatusDate', Direction: 'desc' },
        ],
        Filters: { JourneyInstanceID: 'J-1', addDrafts: true, addDelegated: true },
        SearchCriteria: '',
        DataViewTemplate: 'journey',
        ToDisplayOnly: true,
        NeedLookup: true,
      },
    });
    expect(page.items.map((item) => [item.id, item.kind, item.statusCode])).toEqual([
      ['A-1', 'draft', 2],
      ['A-2', 'request', 4],
    ]);
    expect(page.items[1]).toMatchObject({
      masterStatusId: '105900020',
      journeyInstanceId: 'J-1',
      journeyStageOrder: 3,
    });
    expect(page.totalCount).toBe(2);
    expect(page.adgeLookup).toEqual([{ Code: 'ITC' }]);
  });

  it('refuses to run without a signed-in user', async () => {
    const { client, requests } = testClient(() => json({}), { identity: () => undefined });
    const error = (await rejectionOf(getJourneyList(client))) as PortalError;
    expect(error.kind).toBe('invalid-request');
    expect(requests).toHaveLength(0);
  });
});

describe('getCombinedList', () => {
  it('sends page size 10 sorted by StatusDate and exposes the ADGE lookup', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: { Items: [row], Lookups: { ADGE: [{ Code: 'DMT', Name_EN: 'DMT' }] } },
      }),
    );
    const page = await getCombinedList(client, { onlyDrafts: true, search: ' visa ' });
    expect(requests[0]?.url.pathname).toBe(
      '/api/proxy/services-in-progress/1.0/retrieve/getlist/combined',
    );
    expect(bodyOf(requests[0])).toEqual({
      header: { channelid: 1, UUID: 'user-1', language: 'EN' },
      data: {
        PageOffset: 0,
        PageSize: 10,
        Sortings: [{ FieldName: 'StatusDate', Direction: 'desc' }],
        Filters: { addDrafts: true, addDelegated: false, onlyDrafts: true },
        SearchCriteria: 'visa',
        NeedLookup: true,
      },
    });
    expect(page.adgeLookup).toEqual([{ Code: 'DMT', Name_EN: 'DMT' }]);
  });

  it('fails with the generic message on success:false, ignoring the server text', async () => {
    const { client } = testClient(() =>
      json({ success: false, message: 'Internal detail', data: { Items: [] } }),
    );
    const error = (await rejectionOf(getCombinedList(client))) as PortalError;
    expect(error.kind).toBe('business');
    expect(error.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
  });

  it.each([
    ['without data', { success: false, message: DATABASE_ERROR }],
    ['with data null', { success: false, message: DATABASE_ERROR, data: null }],
    ['with a malformed data', { success: false, Message: DATABASE_ERROR, data: { Items: 'x' } }],
  ])(
    'fails as business with the generic message on success:false %s (spec 000 §7, §8)',
    async (_, answer) => {
      const reported: PortalError[] = [];
      const { client } = testClient(() => json(answer, 200), {
        onError: (error) => reported.push(error),
      });
      const error = await rejectionOf(getCombinedList(client));
      expect(error.kind).toBe('business');
      expect(error.call).toBe('applications.combinedList');
      expect(error.status).toBe(200);
      expect(error.issues).toEqual(['success: false']);
      expect(error.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
      expect(error.message).not.toContain('ORA-');
      // Reported once, by the client; the re-worded error is not reported a second time.
      expect(reported).toHaveLength(1);
    },
  );

  it('declares the refusal on the call definition, not in a hand check', () => {
    expect(combinedListCall.failsOnUnsuccessful).toBe(true);
  });
});

describe('details', () => {
  it('reads the first journey and the first appointment', async () => {
    const { client, requests } = testClient((request) =>
      request.url.pathname.includes('appointments')
        ? json({
            data: [
              {
                AppointmentID: 'AP-1',
                AppointmentType: 200000030,
                OnlineMeetingURL: 'https://meet.example/1',
              },
              { AppointmentID: 'AP-2' },
            ],
          })
        : json({ data: [{ InstanceID: 'J-1', ApplicationType: 'JOURNEY', Stages: [1, 2] }] }),
    );
    const journey = await getJourneyById(client, 'J-1');
    expect(journey?.application).toMatchObject({ journeyInstanceId: 'J-1', kind: 'journey' });
    expect(journey?.raw['Stages']).toEqual([1, 2]);
    await expect(getAppointmentById(client, 'AP-1')).resolves.toMatchObject({
      id: 'AP-1',
      type: 200000030,
      onlineMeetingUrl: 'https://meet.example/1',
    });
    expect(requests[0]?.url.pathname).toBe('/api/proxy/journeys/1.0/journey/retrieve/getid');
    expect(bodyOf(requests[0])).toEqual({
      header: { channelid: 1, UUID: 'user-1', language: 'EN' },
      data: { InstanceID: 'J-1' },
    });
    expect(requests[1]?.url.pathname).toBe('/api/proxy/events/1.0/appointments/getid');
    expect(bodyOf(requests[1])).toMatchObject({ data: { AppointmentID: 'AP-1' } });
  });

  it('reads an empty list as undefined', async () => {
    const { client } = testClient(() => json({ data: [] }));
    await expect(getJourneyById(client, 'J')).resolves.toBeUndefined();
    await expect(getAppointmentById(client, 'A')).resolves.toBeUndefined();
  });

  it('sends channel 4 and the optional space to the SLA read', async () => {
    const { client, requests } = testClient(() =>
      json({ data: { SlaDate: '2026-12-01T00:00:00Z', SlaPercentage: '140' } }),
    );
    const sla = await getApplicationSla(client, {
      applicationId: 'A-1',
      space: { spaceId: 'S1', spaceCode: 'buss', spaceAuthority: 'ADDED' },
    });
    expect(sla.slaPercentage).toBe(140);
    expect(sla.slaDate?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(bodyOf(requests[0])).toEqual({
      header: { channelid: 4, UUID: 'user-1', language: 'EN' },
      data: { ApplicationID: 'A-1', SpaceID: 'S1', SpaceCode: 'buss', SpaceAuthority: 'ADDED' },
    });
    await getApplicationSla(client, { applicationId: 'A-2' });
    expect(bodyOf(requests[1])).toMatchObject({ data: { ApplicationID: 'A-2' } });
  });

  it('reads space statistics', async () => {
    const { client, requests } = testClient(() => json({ data: { total: '4', inProgress: 2 } }));
    await expect(
      getSpaceStatistics(client, { spaceId: 'S1', spaceCode: 'prop', spaceAuthority: 'DMT' }),
    ).resolves.toEqual({ total: 4, inProgress: 2 });
    expect(requests[0]?.url.pathname).toBe(
      '/api/proxy/myspaces-render/1.0/sla/myrequests/statistics',
    );
    expect(bodyOf(requests[0])).toEqual({
      spaceId: 'S1',
      spaceAuthority: 'DMT',
      spaceCode: 'prop',
      lang: 'en',
    });
  });
});
