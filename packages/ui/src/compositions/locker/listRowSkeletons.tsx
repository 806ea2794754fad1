import { Skeleton } from '../../components/Skeleton';

/**
 * The loading placeholders of a locker list (documents, notifications, cases, payments): three rows
 * divided by a line, each with one placeholder line per width given ("w-1/2", "w-full"), for
 * `DataStateView`'s `skeleton` inside a `loadingClassName="flex flex-col gap-4"` group.
 */
export function listRowSkeletons(widths: readonly string[]) {
  return [0, 1, 2].map((row) => (
    <div key={row} className="flex flex-col gap-2 border-b border-line pb-4">
      {widths.map((width, line) => (
        <Skeleton key={line} className={width} />
      ))}
    </div>
  ));
}
