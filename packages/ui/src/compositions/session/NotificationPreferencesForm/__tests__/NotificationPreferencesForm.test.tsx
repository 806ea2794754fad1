import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/core';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import {
  NotificationPreferencesForm,
  type NotificationPreferencesFormLabels,
  type NotificationPreferencesFormProps,
} from '../NotificationPreferencesForm';

const labels: NotificationPreferencesFormLabels = {
  loading: 'Loading your preferences',
  retry: 'Try again',
  retrying: 'Trying again',
  loadFailed: 'We couldn’t load your preferences.',
  topics: {
    paymentsDue: { label: 'Payments due', hint: 'Bills and fines' },
    applicationUpdates: { label: 'Application updates' },
    appointments: { label: 'Appointments' },
    announcements: { label: 'Announcements' },
  },
  channels: { email: 'Email', sms: 'SMS', push: 'App' },
  save: 'Save preferences',
  saving: 'Saving',
  savedHeading: 'Preferences saved',
  saved: 'Saved as you chose.',
  saveFailedHeading: 'We couldn’t save',
  saveFailed: 'Your choices are still here.',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
};

function renderForm(props: Partial<NotificationPreferencesFormProps>) {
  return render(
    <NotificationPreferencesForm
      state={{ status: 'ready', data: DEFAULT_NOTIFICATION_PREFERENCES }}
      labels={labels}
      translate={(key) => (key === 'form.error.notificationRequired' ? 'Choose a way' : key)}
      onSave={async (preferences) => ({ kind: 'saved', preferences })}
      {...props}
    />,
  );
}

const box = (topic: string, channel: string) =>
  page.getByRole('group', { name: topic }).getByRole('checkbox', { name: channel });

describe('NotificationPreferencesForm', () => {
  it('shows the loading placeholders, then a failed read with a retry', async () => {
    const { rerender } = await renderForm({ state: { status: 'loading' } });
    await expect.element(page.getByText('Loading your preferences')).toBeInTheDocument();
    const onRetry = vi.fn();
    await rerender(
      <NotificationPreferencesForm
        state={{ status: 'error', message: 'Something went wrong', onRetry }}
        labels={labels}
        translate={(key) => key}
        onSave={async () => ({ kind: 'failed' })}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('saves the whole set as ticked', async () => {
    const onSave = vi.fn(async (preferences: typeof DEFAULT_NOTIFICATION_PREFERENCES) => ({
      kind: 'saved' as const,
      preferences,
    }));
    await renderForm({ onSave });
    await userEvent.click(box('Appointments', 'App'));
    await userEvent.click(page.getByRole('button', { name: 'Save preferences' }));
    await expect.element(page.getByText('Saved as you chose.')).toBeVisible();
    expect(onSave).toHaveBeenCalledWith({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      appointments: { email: true, sms: true, push: true },
    });
  });

  it('refuses payments due without a channel: the summary takes focus, nothing is sent', async () => {
    const onSave = vi.fn();
    await renderForm({ onSave });
    await userEvent.click(box('Payments due', 'Email'));
    await userEvent.click(box('Payments due', 'SMS'));
    await userEvent.click(page.getByRole('button', { name: 'Save preferences' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Choose a way');
    expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary');
    expect(onSave).not.toHaveBeenCalled();
    await expect.element(box('Payments due', 'Email')).not.toBeChecked();
  });

  it('keeps the choice and says so when the save fails', async () => {
    await renderForm({ onSave: async () => ({ kind: 'failed' }) });
    await userEvent.click(box('Announcements', 'SMS'));
    await userEvent.click(page.getByRole('button', { name: 'Save preferences' }));
    await expect.element(page.getByText('Your choices are still here.')).toBeVisible();
    await expect.element(box('Announcements', 'SMS')).toBeChecked();
  });
});
