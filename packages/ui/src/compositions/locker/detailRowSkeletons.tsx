import { Skeleton } from '../../components/Skeleton';

/**
 * The loading placeholders of a locker detail (an appointment, a document, a support case, My
 * data): four term-and-value rows divided by a line, shaped like the `DescriptionList` that replaces
 * them, for `DataStateView`'s `skeleton`.
 */
export function detailRowSkeletons() {
  return [0, 1, 2, 3].map((row) => (
    <div key={row} className="flex flex-col gap-2 border-b border-line py-3">
      <Skeleton className="w-1/4" />
      <Skeleton className="w-1/2" />
    </div>
  ));
}
