import {
  getApplicationSla,
  getAppointmentById,
  getCombinedList,
  getJourneyById,
  getJourneyList,
  getSpaceStatistics,
  loadSpaceRequests,
} from '@portal/core/api/applications';
import { discardDraft } from '@portal/core/api/commonUi';
import {
  appointmentModeOf,
  entityFilterOptionsOf,
  journeyOf,
  MEETING_SERVICE_ORIGINS,
} from '@portal/core';
import { describe, expect, it } from 'vitest';
import { DEMO_SPACE, PROPERTY_SPACE } from '../../state/applications';
import { JOURNEY_STAGE_APPOINTMENTS, UNLISTED_MEETING_URL } from '../../state/appointments';
import { failureOf } from '../support/failureOf';
import { clientFor, testSandbox } from '../support/sandboxClient';

const identity = { uuid: 'UID-SANDBOX-000001' };

describe('applications in progress against the sandbox', () => {
  it('lists requests in every status code, with the ADGE lookup for the filters', async () => {
    const client = clientFor(testSandbox(), { identity });
    const page = await getCombinedList(client, { addDrafts: false, addDelegated: false });
    expect(page.totalCount).toBe(11);
    const all = await getCombinedList(client, { addDrafts: false, addDelegated: false, page: 2 });
    expect(all.items).toHaveLength(1);
    expect(Array.isArray(page.adgeLookup)).toBe(true);
  });

  it('adds drafts and delegated requests when asked, or only drafts', async () => {
    const client = clientFor(testSandbox(), { identity });
    expect(
      (await getCombinedList(client, { addDrafts: true, addDelegated: true })).totalCount,
    ).toBe(18);
    expect((await getCombinedList(client, { onlyDrafts: true })).totalCount).toBe(4);
  });

  it('filters by the service (an ADGE entity code) and fills the filter with readable names', async () => {
    const client = clientFor(testSandbox(), { identity });
    const all = await getCombinedList(client, { addDrafts: true, addDelegated: true });
    const options = entityFilterOptionsOf(all.adgeLookup, 'en');
    expect(options.every((option) => option.label !== option.value)).toBe(true);
    const health = await getCombinedList(client, {
      addDrafts: true,
      addDelegated: true,
      entityId: 'ADGE-DOH',
    });
    expect(health.totalCount).toBeGreaterThan(0);
    expect(health.totalCount).toBeLessThan(all.totalCount ?? 0);
    expect(health.items.every((item) => item.entityId === 'ADGE-DOH')).toBe(true);
  });

  it('discarding a draft removes it from the drafts list', async () => {
    const client = clientFor(testSandbox(), { identity });
    expect((await discardDraft(client, 'app-0012')).ok).toBe(true);
    expect((await getCombinedList(client, { onlyDrafts: true })).totalCount).toBe(3);
  });

  it('searches by service name in either language and by reference', async () => {
    const client = clientFor(testSandbox(), { identity });
    const english = await getCombinedList(client, { addDrafts: true, search: 'trade licence' });
    const arabic = await getCombinedList(client, { addDrafts: true, search: 'رخصة تجارية' });
    expect(english.totalCount).toBeGreaterThan(0);
    expect(arabic.totalCount).toBe(english.totalCount);
  });

  it('lists the journey’s stages in stage order and reads the journey by id', async () => {
    const client = clientFor(testSandbox(), { identity });
    const journey = await getJourneyList(client, { journeyInstanceId: 'jr-0001' });
    expect(journey.items).toHaveLength(4);
    const details = await getJourneyById(client, 'jr-0001');
    expect(details?.raw['Stages']).toHaveLength(4);
    await expect(getJourneyById(client, 'jr-none')).rejects.toMatchObject({ status: 404 });
  });

  it('reads an appointment of each kind, including one with missing data', async () => {
    const client = clientFor(testSandbox(), { identity, lang: 'ar' });
    for (const id of [
      'apt-001',
      'apt-002',
      'apt-003',
      'apt-004',
      'apt-005',
      'apt-006',
      'apt-007',
      'apt-008',
    ]) {
      expect(await getAppointmentById(client, id)).toBeDefined();
    }
    expect((await failureOf(getAppointmentById(client, 'apt-999'))).status).toBe(404);
  });

  it('names each journey stage’s appointment: a meeting link, no mandatory data, an unlisted meeting site', async () => {
    const client = clientFor(testSandbox(), { identity });
    const details = await getJourneyById(client, 'jr-0001');
    const journey = journeyOf(details?.raw);
    expect(journey.stages.map((stage) => [stage.order, stage.appointmentId])).toEqual([
      [1, undefined],
      [2, JOURNEY_STAGE_APPOINTMENTS.withMeetingLink.appointmentId],
      [3, JOURNEY_STAGE_APPOINTMENTS.withoutMandatoryData.appointmentId],
      [4, JOURNEY_STAGE_APPOINTMENTS.withUnlistedMeetingLink.appointmentId],
    ]);
    expect(journey.stages[1]?.service.id).toBe(
      JOURNEY_STAGE_APPOINTMENTS.withMeetingLink.applicationId,
    );
    expect(journey.currentPosition).toBe(2);
    const urlOptions = {
      origin: 'https://www.portal.example',
      allowedOrigins: ['https://meet.sandbox.portal.example'],
    };
    for (const lang of ['en', 'ar'] as const) {
      const reader = clientFor(testSandbox(), { identity, lang });
      const online = await getAppointmentById(reader, 'apt-006');
      expect(appointmentModeOf(online!, urlOptions)).toMatchObject({ kind: 'online' });
      const missing = await getAppointmentById(reader, 'apt-007');
      expect(appointmentModeOf(missing!, urlOptions).kind).toBe('missingData');
      const unlisted = await getAppointmentById(reader, 'apt-008');
      expect(unlisted?.onlineMeetingUrl).toBe(UNLISTED_MEETING_URL);
      expect(appointmentModeOf(unlisted!, urlOptions)).toMatchObject({
        kind: 'online',
        listed: false,
        meetingUrl: new URL(UNLISTED_MEETING_URL),
      });
    }
  });

  it('holds the unlisted meeting on a reserved .example host, off every meeting site the app lists by default', () => {
    // The meeting services every deployment lists (core's MEETING_SERVICE_ORIGINS) and the
    // sandbox's own meeting host, which the app adds to them. The app's journey
    // (e2e/journeys.spec.ts) checks against the deployed list that the warning shows.
    const appMeetingOrigins = [...MEETING_SERVICE_ORIGINS, 'https://meet.sandbox.portal.example'];
    const url = new URL(UNLISTED_MEETING_URL);
    expect(url.protocol).toBe('https:');
    expect(url.hostname.endsWith('.example')).toBe(true);
    expect(appMeetingOrigins).not.toContain(url.origin);
    expect(
      appointmentModeOf(
        { channel: 'Online', onlineMeetingUrl: UNLISTED_MEETING_URL, location: undefined },
        { origin: 'https://www.portal.example', allowedOrigins: appMeetingOrigins },
      ),
    ).toMatchObject({ kind: 'online', listed: false });
  });

  it('reads an SLA record, optionally within a space', async () => {
    const client = clientFor(testSandbox(), { identity });
    const sla = await getApplicationSla(client, { applicationId: 'app-0003', space: DEMO_SPACE });
    expect(sla).toBeDefined();
    expect(
      (await failureOf(getApplicationSla(client, { applicationId: 'app-0005', space: DEMO_SPACE })))
        .status,
    ).toBe(404);
  });

  it('counts the requests of a space by state, delayed included', async () => {
    const stats = await getSpaceStatistics(clientFor(testSandbox(), { identity }), DEMO_SPACE);
    expect(stats).toEqual({ total: 6, inProgress: 5, actionRequired: 1, completed: 0, delayed: 3 });
  });

  it('counts the requests of the property space, and refuses a space it does not know', async () => {
    const client = clientFor(testSandbox(), { identity });
    expect(await getSpaceStatistics(client, PROPERTY_SPACE)).toEqual({
      total: 2,
      inProgress: 0,
      actionRequired: 0,
      completed: 0,
      delayed: 0,
    });
    const unknown = { ...PROPERTY_SPACE, spaceAuthority: 'ADGE-DED' };
    expect((await failureOf(getSpaceStatistics(client, unknown))).status).toBe(404);
  });

  it('gives the spaces page a business and a property space, each with its requests (S8.3)', async () => {
    const client = clientFor(testSandbox(), { identity });
    const all = await loadSpaceRequests(client);
    expect(all.complete).toBe(true);
    expect(all.spaces.map((entry) => [entry.space.kind, entry.requests.length])).toEqual([
      ['business', 6],
      ['property', 2],
    ]);
    for (const entry of all.spaces) {
      expect(entry.statistics.total).toBe(entry.requests.length);
    }
    expect(entityFilterOptionsOf(all.adgeLookup, 'en').map((o) => o.value)).toContain(
      PROPERTY_SPACE.spaceAuthority,
    );
    const property = await loadSpaceRequests(client, { kind: 'property' });
    expect(property.spaces.map((entry) => entry.space.spaceId)).toEqual([PROPERTY_SPACE.spaceId]);
  });
});
