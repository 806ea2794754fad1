import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { DataStateView, type DataState } from './DataStateView';

/** The stories' words, in both languages (the component itself holds none). */
export const STORY_WORDS = {
  payments: [
    { en: 'Vehicle registration renewal', ar: 'تجديد تسجيل المركبة' },
    { en: 'Water and electricity bill', ar: 'فاتورة المياه والكهرباء' },
  ],
  loading: { en: 'Loading payments', ar: 'جارٍ تحميل المدفوعات' },
  retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
  retrying: { en: 'Trying again', ar: 'جارٍ المحاولة مرة أخرى' },
  error: { en: 'Something went wrong', ar: 'حدث خطأ ما' },
  empty: { en: 'You have no payments yet.', ar: 'لا توجد لديك مدفوعات بعد.' },
  browse: { en: 'Browse services', ar: 'تصفح الخدمات' },
} as const;

/** Which state a story shows: the four of SCREENS.md (empty is `ready` with nothing in it). */
export type StoryStatus = 'loading' | 'error' | 'empty' | 'ready';

/** A payments list drawn by `DataStateView` in the asked state, worded in the story's language. */
export function PaymentsStory({
  status,
  globals,
  onRetry,
  onBrowse,
}: {
  readonly status: StoryStatus;
  readonly globals: Record<string, unknown>;
  readonly onRetry: () => void | Promise<unknown>;
  readonly onBrowse?: () => void;
}) {
  const state: DataState<readonly string[]> =
    status === 'loading'
      ? { status: 'loading' }
      : status === 'error'
        ? { status: 'error', message: storyText(globals, STORY_WORDS.error), onRetry }
        : {
            status: 'ready',
            data:
              status === 'empty'
                ? []
                : STORY_WORDS.payments.map((payment) => storyText(globals, payment)),
          };
  return (
    <DataStateView
      state={state}
      labels={{
        loading: storyText(globals, STORY_WORDS.loading),
        retry: storyText(globals, STORY_WORDS.retry),
        retrying: storyText(globals, STORY_WORDS.retrying),
      }}
      skeleton={[0, 1].map((index) => (
        <Skeleton key={index} shape="block" className="h-12" />
      ))}
      isEmpty={(payments) => payments.length === 0}
      empty={{
        message: storyText(globals, STORY_WORDS.empty),
        action: <Button onClick={onBrowse}>{storyText(globals, STORY_WORDS.browse)}</Button>,
      }}
    >
      {(payments) => (
        <ul className="flex flex-col gap-2">
          {payments.map((payment) => (
            <li key={payment} className="rounded-lg border border-line p-3">
              {payment}
            </li>
          ))}
        </ul>
      )}
    </DataStateView>
  );
}
