import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  validateNotificationPreferences,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from '@portal/core';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ErrorSummary';
import type { FormOutcome } from '../../../components/Form';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** Words of the form, translated by the caller. */
export interface NotificationPreferencesFormLabels extends DataStateLabels {
  /** Each topic's name and what it covers, in the order shown. */
  readonly topics: Readonly<Record<NotificationTopic, { label: string; hint?: string }>>;
  /** Each channel's name ("Email", "SMS", "Mobile app notification"). */
  readonly channels: Readonly<Record<NotificationChannel, string>>;
  /** Title of the error state ("We couldn't load your notification preferences"). */
  readonly loadFailed: ReactNode;
  readonly save: string;
  readonly saving: string;
  readonly savedHeading: ReactNode;
  readonly saved: ReactNode;
  readonly saveFailedHeading: ReactNode;
  readonly saveFailed: ReactNode;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
}

/**
 * What became of a save: saved (what the server kept), refused (each refused topic's words in
 * `fieldErrors`, or a message for the whole form), or it failed.
 */
export type NotificationPreferencesSaveOutcome = FormOutcome<
  NotificationTopic,
  { readonly kind: 'saved'; readonly preferences: NotificationPreferences }
>;

export interface NotificationPreferencesFormProps {
  /** The preferences as read: loading, error with retry, or ready. */
  readonly state: DataState<NotificationPreferences>;
  readonly labels: NotificationPreferencesFormLabels;
  /** Turns core's message keys (`form.error.notificationRequired`) into words. */
  readonly translate: (messageKey: string) => string;
  /** Saves the whole set (the app's `saveNotificationPreferences` through a mutation). */
  readonly onSave: (
    preferences: NotificationPreferences,
  ) => Promise<NotificationPreferencesSaveOutcome>;
  /** Level of the error state's title in the page's outline (the section's heading is an `h2`). */
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

/**
 * Notification preferences (SCREENS.md S8.2): for each topic a group of checkboxes, one per channel,
 * the whole set saved at once. Loading shows placeholders shaped like the groups; a failed read its
 * message and a retry. (No empty state: every topic always has its channels, the defaults until the
 * person saves.) Before saving, core's `validateNotificationPreferences` checks that payments due
 * keep a channel; a problem or the server's refusal goes to the error summary, which takes focus and
 * links to the topic's first box. What was ticked stays after a refusal or failure.
 */
export function NotificationPreferencesForm({
  state,
  labels,
  translate,
  onSave,
  headingLevel = 3,
  className,
}: NotificationPreferencesFormProps) {
  return (
    <div data-slot="notification-preferences" className={cn('min-w-0', className)}>
      <DataStateView
        state={state}
        labels={labels}
        headingLevel={headingLevel}
        errorTitle={labels.loadFailed}
        isEmpty={() => false}
        empty={{ message: null }}
        loadingClassName="flex flex-col gap-4"
        skeleton={NOTIFICATION_TOPICS.map((topic) => (
          <div key={topic} className="flex flex-col gap-2">
            <Skeleton className="h-5 w-48 max-w-full" />
            <Skeleton className="h-6 w-full max-w-96" />
          </div>
        ))}
      >
        {(preferences) => (
          // The read is where the choice starts; a save keeps the server's answer in the choice
          // itself (the caller may put it in its cache too without the form starting over).
          <PreferencesChoice
            initial={preferences}
            labels={labels}
            translate={translate}
            onSave={onSave}
          />
        )}
      </DataStateView>
    </div>
  );
}

function PreferencesChoice({
  initial,
  labels,
  translate,
  onSave,
}: {
  readonly initial: NotificationPreferences;
  readonly labels: NotificationPreferencesFormLabels;
  readonly translate: (messageKey: string) => string;
  readonly onSave: NotificationPreferencesFormProps['onSave'];
}) {
  const prefix = useId().replace(/[^\w-]/g, '');
  const boxId = (topic: NotificationTopic, channel: NotificationChannel) =>
    `${prefix}-${topic}-${channel}`;
  const [chosen, setChosen] = useState<NotificationPreferences>(initial);
  const [errors, setErrors] = useState<readonly ErrorSummaryItem[]>([]);
  const [topicErrors, setTopicErrors] = useState<Partial<Record<NotificationTopic, string>>>({});
  const [summaryKey, setSummaryKey] = useState(0);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const statusRegion = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'saved' || status === 'failed') statusRegion.current?.focus();
  }, [status]);

  const refuse = (byTopic: Partial<Record<NotificationTopic, string>>, message?: string) => {
    setTopicErrors(byTopic);
    setErrors([
      ...NOTIFICATION_TOPICS.flatMap((topic) => {
        const text = byTopic[topic];
        return text === undefined
          ? []
          : [{ fieldId: boxId(topic, NOTIFICATION_CHANNELS[0]), message: text }];
      }),
      ...(message ? [{ message }] : []),
    ]);
    setSummaryKey((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'saving') return;
    setStatus('idle');
    const checked = validateNotificationPreferences(chosen);
    if (!checked.ok) {
      const words: Partial<Record<NotificationTopic, string>> = {};
      for (const topic of NOTIFICATION_TOPICS) {
        const key = checked.fieldErrors[topic];
        if (key !== undefined) words[topic] = translate(key);
      }
      refuse(words);
      return;
    }
    setErrors([]);
    setTopicErrors({});
    setStatus('saving');
    const outcome = await onSave(checked.value);
    if (outcome.kind === 'saved') {
      setChosen(outcome.preferences);
      setStatus('saved');
      return;
    }
    if (outcome.kind === 'failed') {
      setStatus('failed');
      return;
    }
    setStatus('idle');
    refuse(outcome.fieldErrors ?? {}, outcome.message);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {errors.length > 0 ? (
        <ErrorSummary key={summaryKey} title={labels.errorSummaryTitle} errors={errors} />
      ) : null}
      {status === 'saved' || status === 'failed' ? (
        <div ref={statusRegion} tabIndex={-1} className="outline-none">
          {status === 'saved' ? (
            <Alert tone="success" title={labels.savedHeading} announce>
              {labels.saved}
            </Alert>
          ) : (
            <Alert tone="error" title={labels.saveFailedHeading} announce>
              {labels.saveFailed}
            </Alert>
          )}
        </div>
      ) : null}
      {NOTIFICATION_TOPICS.map((topic) => {
        const topicError = topicErrors[topic];
        const hintId = `${prefix}-${topic}-hint`;
        const errorId = `${prefix}-${topic}-error`;
        return (
          <fieldset
            key={topic}
            data-slot="notification-topic"
            data-invalid={topicError ? true : undefined}
            aria-describedby={
              [labels.topics[topic].hint ? hintId : '', topicError ? errorId : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            className={cn(
              'flex min-w-0 flex-col gap-2',
              topicError && 'border-s-4 border-status-danger-line ps-3',
            )}
          >
            <legend className="font-semibold text-ink">{labels.topics[topic].label}</legend>
            {labels.topics[topic].hint ? (
              <p id={hintId} className="text-ink-muted">
                {labels.topics[topic].hint}
              </p>
            ) : null}
            {topicError ? (
              <p id={errorId} className="font-semibold text-status-danger-text">
                <span className="sr-only">{labels.errorPrefix}</span> {topicError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-x-6 gap-y-3">
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Checkbox
                  key={channel}
                  id={boxId(topic, channel)}
                  label={labels.channels[channel]}
                  checked={chosen[topic][channel]}
                  aria-invalid={topicError ? true : undefined}
                  onCheckedChange={(checked) =>
                    setChosen((current) => ({
                      ...current,
                      [topic]: { ...current[topic], [channel]: checked },
                    }))
                  }
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button type="submit" loading={status === 'saving'} loadingLabel={labels.saving}>
          {labels.save}
        </Button>
      </div>
    </form>
  );
}
