import { normalizeAppointment } from '@portal/core';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { appointmentDetailsOf } from '../../views/appointment';
import { AppointmentDetails, type AppointmentDetailsLabels } from '../AppointmentDetails';

const labels: AppointmentDetailsLabels = {
  loading: 'Loading the appointment',
  empty: 'We couldn’t find this appointment.',
  retry: 'Try again',
  retrying: 'Trying again',
  dateTime: 'Date and time',
  channel: 'Channel',
  onlineMeeting: 'Online meeting',
  joinMeeting: 'Join the online meeting',
  opensInNewTab: 'opens in a new tab',
  address: 'Address',
  location: 'Location',
  missingDataTitle: 'Details missing',
  meetingWarningTitle: 'Check this meeting link',
  warningTone: 'Warning',
};

const t = (key: string, values?: Readonly<Record<string, string | number | Date>>) =>
  `words ${key}${values ? ` ${JSON.stringify(values)}` : ''}`;
const urlOptions = {
  origin: 'https://www.portal.example',
  allowedOrigins: ['https://meet.gov.example'],
};
const START = '2026-03-05T11:05:00Z'; // 03:05 PM in Abu Dhabi

describe('appointmentDetailsOf', () => {
  it('formats dd MMMM yyyy with the 12-hour time, Arabic months in Arabic', () => {
    const appointment = normalizeAppointment({
      AppointmentChannelDescription: 'Online',
      OnlineMeetingURL: 'https://meet.gov.example/room/1',
      AppointmentStartDateTime: START,
    });
    expect(appointmentDetailsOf(appointment, t, 'en', urlOptions)).toEqual({
      dateTime: '05 March 2026 03:05 PM',
      channel: 'words appointment.mode.online',
      meetingUrl: 'https://meet.gov.example/room/1',
    });
    expect(appointmentDetailsOf(appointment, t, 'ar-AE', urlOptions).dateTime).toBe(
      '05 مارس 2026 03:05 م',
    );
  });

  it('gives a meeting on an unlisted https site as its link with a warning naming the site', () => {
    const details = appointmentDetailsOf(
      normalizeAppointment({
        AppointmentChannelDescription: 'Online',
        OnlineMeetingURL: 'https://video.unknown.example/j/42',
      }),
      t,
      'en',
      urlOptions,
    );
    expect(details.meetingUrl).toBe('https://video.unknown.example/j/42');
    expect(details.meetingWarning).toBe(
      'words appointment.unlistedMeetingHost {"host":"video.unknown.example"}',
    );
    expect(details.missingData).toBeUndefined();
  });

  it('never gives a link that fails safeUrl for more than its site: script, http, credentials', () => {
    for (const link of [
      'javascript:alert(1)',
      'https://user:pw@evil.example/room',
      'http://meet.gov.example/x',
    ]) {
      const details = appointmentDetailsOf(
        normalizeAppointment({ AppointmentChannelDescription: 'Online', OnlineMeetingURL: link }),
        t,
        'en',
        urlOptions,
      );
      expect(details.meetingUrl).toBeUndefined();
      expect(details.missingData).toBe('words appointment.error.mandatoryDataMissing');
    }
  });

  it('in person: the address, and the location when it says more; an unknown channel as sent', () => {
    const details = appointmentDetailsOf(
      normalizeAppointment({
        AppointmentChannelDescription: 'In person',
        Address: 'Al Khalidiyah, Abu Dhabi',
        AppointmentLocation: '24.47,54.34',
      }),
      t,
      'en',
      urlOptions,
    );
    expect(details).toEqual({
      dateTime: 'Not Available',
      channel: 'In person',
      address: 'Al Khalidiyah, Abu Dhabi',
      location: '24.47,54.34',
    });
  });
});

describe('AppointmentDetails', () => {
  it('lists date, channel and the meeting link, which opens in a new tab', async () => {
    await render(
      <AppointmentDetails
        labels={labels}
        state={{
          status: 'ready',
          data: {
            dateTime: '05 March 2026 03:05 PM',
            channel: 'Online',
            meetingUrl: 'https://meet.gov.example/room/1',
          },
        }}
      />,
    );
    await expect.element(page.getByText('05 March 2026 03:05 PM')).toBeVisible();
    const link = page.getByRole('link', { name: 'Join the online meeting (opens in a new tab)' });
    await expect.element(link).toHaveAttribute('href', 'https://meet.gov.example/room/1');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(page.getByText('Details missing').elements()).toHaveLength(0);
  });

  it('warns before an unlisted meeting site, and still gives the link', async () => {
    await render(
      <AppointmentDetails
        labels={labels}
        state={{
          status: 'ready',
          data: {
            dateTime: '05 March 2026 03:05 PM',
            channel: 'Online',
            meetingUrl: 'https://video.unknown.example/j/42',
            meetingWarning: 'This meeting is on video.unknown.example.',
          },
        }}
      />,
    );
    await expect.element(page.getByText('Check this meeting link')).toBeVisible();
    await expect.element(page.getByText('This meeting is on video.unknown.example.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Join the online meeting (opens in a new tab)' }))
      .toHaveAttribute('href', 'https://video.unknown.example/j/42');
  });

  it('warns when mandatory data is missing, tone in words, and shows what is known', async () => {
    await render(
      <AppointmentDetails
        labels={labels}
        state={{
          status: 'ready',
          data: { dateTime: '05 March 2026 03:05 PM', channel: 'Online', missingData: 'Missing.' },
        }}
      />,
    );
    await expect.element(page.getByText('Details missing')).toBeVisible();
    await expect.element(page.getByText('Missing.')).toBeVisible();
    await expect.element(page.getByText('Warning:', { exact: false })).toBeInTheDocument();
    await expect.element(page.getByText('Channel')).toBeVisible();
    expect(page.getByRole('link').elements()).toHaveLength(0);
  });

  it('loading, error with retry and not found are each their own state', async () => {
    const onRetry = vi.fn();
    const { rerender } = await render(
      <AppointmentDetails labels={labels} state={{ status: 'loading' }} />,
    );
    await expect.element(page.getByText(labels.loading)).toBeInTheDocument();
    await rerender(
      <AppointmentDetails
        labels={labels}
        state={{ status: 'error', message: 'Down for maintenance', onRetry }}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: labels.retry }));
    expect(onRetry).toHaveBeenCalled();
    await rerender(
      <AppointmentDetails labels={labels} state={{ status: 'ready', data: undefined }} />,
    );
    await expect.element(page.getByText(labels.empty)).toBeVisible();
  });
});
