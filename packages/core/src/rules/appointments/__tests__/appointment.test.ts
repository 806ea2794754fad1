import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentChannelOf, isAppointmentType, normalizeAppointment } from '../appointment';
import { appointmentModeOf, MEETING_SERVICE_ORIGINS } from '../appointmentMode';

const urlOptions = {
  origin: 'https://www.portal.example',
  allowedOrigins: ['https://meet.gov.example'],
};
const link = 'https://meet.gov.example/room/1';
const missing = { kind: 'missingData', messageKey: 'appointment.error.mandatoryDataMissing' };

describe('appointments', () => {
  it('knows the four appointment types', () => {
    expect(
      [200000030, 200000040, 200000050, 200000060, 200000070, '200000030'].map(isAppointmentType),
    ).toEqual([true, true, true, true, false, false]);
  });

  it.each([
    ['Online', 'Online'],
    ['offline', 'Offline'],
    ['bothOnlineAndOffline', 'bothOnlineAndOffline'],
    ['Both online and offline', 'bothOnlineAndOffline'],
    ['Phone', 'unknown'],
    ['', undefined],
    [null, undefined],
  ])('reads the channel %j as %s', (description, channel) => {
    expect(appointmentChannelOf(description)).toBe(channel);
  });

  it('normalises a raw appointment, Address standing in for AppointmentLocation', () => {
    expect(
      normalizeAppointment({
        AppointmentID: 12,
        AppointmentType: '200000040',
        AppointmentChannelDescription: 'Offline',
        Address: 'Abu Dhabi',
        AppointmentStartDateTime: '2026-12-01T09:00:00Z',
      }),
    ).toEqual({
      id: '12',
      type: 200000040,
      rawType: 200000040,
      channel: 'Offline',
      channelDescription: 'Offline',
      onlineMeetingUrl: undefined,
      location: 'Abu Dhabi',
      address: 'Abu Dhabi',
      startsAt: new Date('2026-12-01T09:00:00Z'),
    });
  });

  it('keeps an unknown type or channel as a typed unknown member, distinct from a missing one', () => {
    const unknown = normalizeAppointment({
      AppointmentType: 200000099,
      AppointmentChannelDescription: 'Video kiosk',
    });
    expect(unknown.type).toBe('unknown');
    expect(unknown.rawType).toBe(200000099);
    expect(unknown.channel).toBe('unknown');
    const missing = normalizeAppointment({});
    expect(missing.type).toBeUndefined();
    expect(missing.channel).toBeUndefined();
  });

  it('never throws on any record', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        (raw) => void normalizeAppointment(raw as Record<string, unknown>),
      ),
    );
  });

  describe('appointmentModeOf with both channels', () => {
    const channel = 'bothOnlineAndOffline' as const;
    it('is online when a meeting link exists', () => {
      expect(
        appointmentModeOf({ channel, onlineMeetingUrl: link, location: 'Hall A' }, urlOptions),
      ).toEqual({ kind: 'online', meetingUrl: new URL(link), listed: true });
    });
    it('is offline when only a location exists', () => {
      expect(
        appointmentModeOf({ channel, onlineMeetingUrl: undefined, location: 'Hall A' }, urlOptions),
      ).toEqual({ kind: 'offline', location: 'Hall A' });
    });
    it('reports missing data when neither exists', () => {
      expect(
        appointmentModeOf(
          { channel, onlineMeetingUrl: undefined, location: undefined },
          urlOptions,
        ),
      ).toEqual(missing);
    });
    it('treats an unsafe link as no link', () => {
      expect(
        appointmentModeOf(
          { channel, onlineMeetingUrl: 'javascript:alert(1)', location: undefined },
          urlOptions,
        ),
      ).toEqual(missing);
      expect(
        appointmentModeOf(
          { channel, onlineMeetingUrl: 'https://evil.example/', location: 'Hall A' },
          urlOptions,
        ).kind,
      ).toBe('offline');
    });
  });

  it('shows a meeting on an unlisted https site as an unlisted link, never an unsafe one', () => {
    const elsewhere = 'https://video.unknown.example/j/123?pwd=x';
    expect(
      appointmentModeOf(
        { channel: 'Online', onlineMeetingUrl: elsewhere, location: undefined },
        urlOptions,
      ),
    ).toEqual({ kind: 'online', meetingUrl: new URL(elsewhere), listed: false });
    // Both channels: the place is preferred to a link the deployment did not list.
    expect(
      appointmentModeOf(
        { channel: 'bothOnlineAndOffline', onlineMeetingUrl: elsewhere, location: 'Hall A' },
        urlOptions,
      ).kind,
    ).toBe('offline');
    expect(
      appointmentModeOf(
        { channel: 'bothOnlineAndOffline', onlineMeetingUrl: elsewhere, location: undefined },
        urlOptions,
      ),
    ).toMatchObject({ kind: 'online', listed: false });
    for (const unsafe of [
      'http://video.unknown.example/j/1',
      'https://user:pw@video.unknown.example/j/1',
      'https://video.unknown.example/\u202ej/1',
      'javascript:alert(1)',
    ]) {
      expect(
        appointmentModeOf(
          { channel: 'Online', onlineMeetingUrl: unsafe, location: undefined },
          urlOptions,
        ),
        unsafe,
      ).toEqual(missing);
    }
  });

  it('never lets an unsafe meeting link through, listed or not (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (onlineMeetingUrl) => {
          const mode = appointmentModeOf(
            { channel: 'Online', onlineMeetingUrl, location: undefined },
            urlOptions,
          );
          if (mode.kind !== 'online') return;
          expect(mode.meetingUrl.protocol).toBe('https:');
          expect(mode.meetingUrl.username + mode.meetingUrl.password).toBe('');
          // Listed: the allow-list's sites, or the portal's own (a relative link).
          expect(mode.listed).toBe(
            [urlOptions.origin, ...urlOptions.allowedOrigins].includes(mode.meetingUrl.origin),
          );
        },
      ),
    );
  });

  it('needs the channel’s own data for Online and Offline', () => {
    expect(
      appointmentModeOf(
        { channel: 'Online', onlineMeetingUrl: undefined, location: 'Hall A' },
        urlOptions,
      ),
    ).toEqual(missing);
    expect(
      appointmentModeOf(
        { channel: 'Offline', onlineMeetingUrl: link, location: undefined },
        urlOptions,
      ),
    ).toEqual(missing);
    expect(
      appointmentModeOf(
        { channel: 'Offline', onlineMeetingUrl: link, location: 'Hall A' },
        urlOptions,
      ).kind,
    ).toBe('offline');
    expect(
      appointmentModeOf(
        { channel: undefined, onlineMeetingUrl: link, location: undefined },
        urlOptions,
      ).kind,
    ).toBe('online');
  });
});

describe('MEETING_SERVICE_ORIGINS', () => {
  it('lists https origins only, each exactly an origin, and a link on each is listed', () => {
    for (const origin of MEETING_SERVICE_ORIGINS) {
      expect(new URL(origin).origin).toBe(origin);
      expect(origin.startsWith('https://')).toBe(true);
      const mode = appointmentModeOf(
        { channel: 'Online', onlineMeetingUrl: `${origin}/j/123`, location: undefined },
        { origin: 'https://www.portal.example', allowedOrigins: MEETING_SERVICE_ORIGINS },
      );
      expect(mode).toMatchObject({ kind: 'online', listed: true });
    }
  });
});
