import { useId, type ComponentPropsWithRef } from 'react';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { DescriptionList } from '../../../components/DescriptionList';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { detailRowSkeletons } from '../detailRowSkeletons';

/** One fact the portal holds, already in words (`personalDataOf`). */
export interface PersonalDataFact {
  readonly key: string;
  readonly term: string;
  readonly value: string;
  /** A number or address written left to right in either language (Emirates ID, mobile, email). */
  readonly ltr?: boolean;
  /**
   * What a screen reader says instead of `value`, where the shown text says nothing aloud (a masked
   * Emirates ID is read as "X X X X"); the shown text is then hidden from it.
   */
  readonly spoken?: string;
}

/** The person's profile, already decided and translated by the caller (`personalDataOf`). */
export interface PersonalDataData {
  /** The name in the page's language, shown beside the photo. */
  readonly name: string;
  /** One or two letters shown when there is no photo. */
  readonly initials: string;
  /** A `data:` URL of a raster image (core's `userPhotoSrc`). */
  readonly photoSrc?: string;
  /** Names, Emirates ID (masked), nationality, date of birth, contact, identity source and level. */
  readonly facts: readonly PersonalDataFact[];
}

/** Every word of the view, translated by the caller (`personalDataLabelsOf`). */
export interface PersonalDataLabels {
  readonly loading: string;
  /** Nothing is known about the person. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  /** The name of the facts' section. */
  readonly details: string;
  /** The photo's text alternative. */
  readonly photo: string;
  /** The heading of what the portal holds and why. */
  readonly whyTitle: string;
  /** Its paragraphs. */
  readonly why: readonly string[];
}

export interface PersonalDataProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<PersonalDataData | undefined>;
  readonly labels: PersonalDataLabels;
}

/**
 * My data (SCREENS.md S8.1): the photo or the initials beside the name, the facts the portal holds
 * as a description list (what is not known is left out), then what the portal holds and why.
 * Loading shows placeholders, an error the message with a retry, a profile with nothing in it a
 * sentence.
 */
export function PersonalData({ state, labels, className, ...props }: PersonalDataProps) {
  const whyId = useId();
  return (
    <div
      data-slot="personal-data"
      className={cn('flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        skeleton={
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-4">
              <Skeleton className="size-16 rounded-full" />
              <Skeleton className="w-1/3" />
            </div>
            {detailRowSkeletons()}
          </div>
        }
        isEmpty={(data) => data === undefined || (data.name === '' && data.facts.length === 0)}
        empty={{ message: labels.empty }}
      >
        {(data) =>
          data !== undefined && (
            <section aria-label={labels.details} className="flex min-w-0 flex-col gap-4">
              <div className="flex min-w-0 items-center gap-4">
                {data.photoSrc === undefined ? (
                  <span
                    aria-hidden="true"
                    className="grid size-16 shrink-0 place-items-center rounded-full border border-line bg-surface text-title font-semibold text-ink"
                  >
                    {data.initials}
                  </span>
                ) : (
                  <img
                    src={data.photoSrc}
                    alt={labels.photo}
                    width={64}
                    height={64}
                    className="size-16 shrink-0 rounded-full object-cover"
                  />
                )}
                <p className="min-w-0 text-title font-semibold break-words text-ink">{data.name}</p>
              </div>
              <DescriptionList
                items={data.facts.map((fact) => ({
                  key: fact.key,
                  term: fact.term,
                  description: descriptionOf(fact),
                }))}
              />
            </section>
          )
        }
      </DataStateView>
      <section aria-labelledby={whyId} className="flex min-w-0 flex-col gap-3">
        <h2 id={whyId} className="text-title font-semibold text-ink">
          {labels.whyTitle}
        </h2>
        {labels.why.map((paragraph) => (
          <p key={paragraph} className="text-body text-ink-muted">
            {paragraph}
          </p>
        ))}
      </section>
    </div>
  );
}

/** A fact's value as shown (a number kept left to right) and, where it has one, as said aloud. */
function descriptionOf(fact: PersonalDataFact) {
  const shown = fact.ltr ? <bdi dir="ltr">{fact.value}</bdi> : fact.value;
  if (fact.spoken === undefined) return shown;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{fact.spoken}</span>
    </>
  );
}
