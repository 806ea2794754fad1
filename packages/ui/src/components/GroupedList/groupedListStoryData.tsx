import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import type { DataState } from '../DataStateView';
import { GroupedList, type ListGroup } from './GroupedList';

/** The stories' words, in both languages (the component itself holds none). */
export const STORY_WORDS = {
  groups: [
    {
      key: 'due',
      title: { en: 'Due this month', ar: 'مستحقة هذا الشهر' },
      items: [
        {
          id: 'water',
          title: { en: 'Water and electricity bill', ar: 'فاتورة المياه والكهرباء' },
          note: { en: 'AED 281.17 · due 17 December', ar: '281.17 درهم · تستحق في 17 ديسمبر' },
        },
        {
          id: 'fine',
          title: { en: 'Parking fine', ar: 'مخالفة وقوف' },
          note: { en: 'AED 200 · due 20 December', ar: '200 درهم · تستحق في 20 ديسمبر' },
        },
      ],
    },
    {
      key: 'paid',
      title: { en: 'Paid', ar: 'مدفوعة' },
      items: [
        {
          id: 'licence',
          title: { en: 'Vehicle registration renewal', ar: 'تجديد تسجيل المركبة' },
          note: { en: 'AED 450 · paid 2 November', ar: '450 درهم · دُفعت في 2 نوفمبر' },
        },
      ],
    },
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

interface StoryItem {
  readonly id: string;
  readonly title: string;
  readonly note: string;
}

/** Payments in two groups, drawn by `GroupedList` in the asked state, in the story's language. */
export function PaymentGroupsStory({
  status,
  globals,
  onRetry,
  onBrowse,
  groupHeadingLevel,
}: {
  readonly status: StoryStatus;
  readonly globals: Record<string, unknown>;
  readonly onRetry: () => void | Promise<unknown>;
  readonly onBrowse?: () => void;
  readonly groupHeadingLevel?: 2 | 3;
}) {
  const groups: ListGroup<StoryItem>[] = STORY_WORDS.groups.map((group) => ({
    key: group.key,
    title: storyText(globals, group.title),
    items: group.items.map((item) => ({
      id: item.id,
      title: storyText(globals, item.title),
      note: storyText(globals, item.note),
    })),
  }));
  const state: DataState<readonly ListGroup<StoryItem>[]> =
    status === 'loading'
      ? { status: 'loading' }
      : status === 'error'
        ? { status: 'error', message: storyText(globals, STORY_WORDS.error), onRetry }
        : { status: 'ready', data: status === 'empty' ? [] : groups };
  return (
    <GroupedList
      slot="payment"
      state={state}
      labels={{
        loading: storyText(globals, STORY_WORDS.loading),
        retry: storyText(globals, STORY_WORDS.retry),
        retrying: storyText(globals, STORY_WORDS.retrying),
        empty: storyText(globals, STORY_WORDS.empty),
      }}
      skeleton={[0, 1, 2].map((index) => (
        <Skeleton key={index} shape="block" className="h-12" />
      ))}
      emptyAction={<Button onClick={onBrowse}>{storyText(globals, STORY_WORDS.browse)}</Button>}
      groupHeadingLevel={groupHeadingLevel}
      itemKey={(item) => item.id}
      renderItem={(item, { ItemHeading }) => (
        <>
          <ItemHeading className="text-body font-semibold break-words">{item.title}</ItemHeading>
          <p className="text-caption text-ink-muted">{item.note}</p>
        </>
      )}
    />
  );
}
