import { Building2, Globe, LogIn, Phone, Smartphone } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button, buttonVariants } from '../../../components/Button';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { ExternalLink } from '../../../components/ExternalLink';
import { Link, linkVariants } from '../../../components/Link';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** How the page starts the service, as core's `serviceStartOf` decided it, ready to draw. */
export type ServiceStartView =
  /** A link where the service starts; `leavesPortal` draws it as a link to another site. */
  | {
      readonly kind: 'online';
      readonly href: string;
      readonly leavesPortal: boolean;
      /** The sentence beside a link that leaves the portal ("You will continue on the website of …"). */
      readonly note?: string;
    }
  /** Offered only in the mobile app: a button that opens the download-app popup (S4.6). */
  | { readonly kind: 'app'; readonly onOpenApp: () => void }
  /** A visitor signs in first: a link to sign-in that comes back to the page. */
  | { readonly kind: 'signIn'; readonly href: string }
  /** Nothing to start here: a sentence sends the reader to the channels. */
  | { readonly kind: 'none' };

/** A way to use the service: its kind (the icon), its name and where or how, in words. */
export interface ServiceChannelView {
  readonly type: 'online' | 'serviceCentre' | 'app' | 'phone';
  readonly label: string;
  readonly text: string;
}

/** One service as the page shows it: every value already in the page's language. */
export interface ServiceDetailsView {
  readonly name: string;
  readonly entity: string;
  readonly description: string;
  readonly audiences: readonly string[];
  readonly requirements: readonly string[];
  readonly documents: readonly string[];
  /** Each fee with its amount already formatted ("AED 310.00"); none is "no fees". */
  readonly fees: readonly { readonly label: string; readonly amount: string }[];
  readonly steps: readonly string[];
  readonly duration?: string;
  readonly channels: readonly ServiceChannelView[];
  /** Other services, each with its page's address. */
  readonly related: readonly { readonly name: string; readonly href: string }[];
  readonly start: ServiceStartView;
}

/** Words of the page, translated by the caller. */
export interface ServiceDetailsLabels {
  readonly offeredBy: string;
  readonly audiences: string;
  readonly requirements: string;
  readonly documents: string;
  readonly fees: string;
  readonly feesNone: string;
  readonly steps: string;
  readonly duration: string;
  readonly channels: string;
  readonly related: string;
  readonly start: {
    readonly online: string;
    /** Said with a link that leaves the portal ("opens another website in a new tab"). */
    readonly external: string;
    readonly app: string;
    readonly appNote: string;
    readonly signIn: string;
    readonly signInNote: string;
    readonly none: string;
  };
  readonly loading: string;
  /** The empty state: no service at this address. */
  readonly notFound: string;
  readonly retry: string;
  readonly retrying: string;
}

/** What `renderLink` receives for a link inside the portal: spread it onto the router's link. */
export interface ServiceDetailsLinkProps {
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
}

export interface ServiceDetailsProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The service; `ready` with `undefined` is the empty state (no service at this address). */
  readonly state: DataState<ServiceDetailsView | undefined>;
  readonly labels: ServiceDetailsLabels;
  /** The empty state's way on ("Browse all services"). */
  readonly notFoundAction?: ReactNode;
  /**
   * Draws a link inside the portal (related services, sign-in, an online start on the portal), for
   * client-side routers. Omitted: a styled `<a href>`.
   */
  readonly renderLink?: (link: ServiceDetailsLinkProps) => ReactNode;
  /** Drawn under the service's heading when it is shown: the pin toggle of a signed-in person. */
  readonly headerAction?: ReactNode;
}

const CHANNEL_ICONS = {
  online: Globe,
  serviceCentre: Building2,
  app: Smartphone,
  phone: Phone,
} as const;

const START_CLASSES = cn(buttonVariants({ variant: 'primary' }), 'no-underline');

function defaultLink({ href, className, children }: ServiceDetailsLinkProps) {
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

/** A titled part of the page; drawn only when it has something to say. */
function Part({ title, slot, children }: { title: string; slot: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section data-slot={slot} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h2 id={headingId} className="text-title font-semibold break-words">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TextList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cn('flex flex-col gap-1 ps-6', ordered ? 'list-decimal' : 'list-disc')}>
      {items.map((item, index) => (
        <li key={`${index}:${item}`} className="break-words">
          {item}
        </li>
      ))}
    </List>
  );
}

function Start({
  start,
  labels,
  renderLink,
}: {
  start: ServiceStartView;
  labels: ServiceDetailsLabels['start'];
  renderLink: (link: ServiceDetailsLinkProps) => ReactNode;
}) {
  switch (start.kind) {
    case 'online':
      return start.leavesPortal ? (
        <div className="flex flex-col items-start gap-2">
          <ExternalLink href={start.href} newTabLabel={labels.external} className={START_CLASSES}>
            {labels.online}
          </ExternalLink>
          {start.note ? <p className="text-caption text-ink-muted">{start.note}</p> : null}
        </div>
      ) : (
        <div>
          {renderLink({ href: start.href, className: START_CLASSES, children: labels.online })}
        </div>
      );
    case 'app':
      return (
        <div className="flex flex-col items-start gap-2">
          <p>{labels.appNote}</p>
          <Button startIcon={<Smartphone aria-hidden="true" />} onClick={start.onOpenApp}>
            {labels.app}
          </Button>
        </div>
      );
    case 'signIn':
      return (
        <div className="flex flex-col items-start gap-2">
          <p>{labels.signInNote}</p>
          {renderLink({
            href: start.href,
            className: START_CLASSES,
            children: (
              <>
                <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
                {labels.signIn}
              </>
            ),
          })}
        </div>
      );
    default:
      return <p>{labels.none}</p>;
  }
}

function ServiceSkeleton() {
  return (
    <>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-11 w-40" />
      <Skeleton className="h-32 w-full" />
    </>
  );
}

/**
 * The service page (SCREENS.md S7.1): the service's name (the page's one `h1`), entity,
 * description and audiences, its start action (a link that says it leaves the portal, a button
 * that opens the download-app popup for an app-only service, or "Sign in to start"), then its
 * requirements, documents, fees, steps, duration, channels and related services, each part drawn
 * only when it has content. Four states through `DataStateView`: loading, not found (empty), an
 * error with retry, the service.
 */
export function ServiceDetails({
  state,
  labels,
  notFoundAction,
  renderLink = defaultLink,
  headerAction,
  className,
  ...props
}: ServiceDetailsProps) {
  return (
    <article
      data-slot="service-details"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={{ loading: labels.loading, retry: labels.retry, retrying: labels.retrying }}
        skeleton={<ServiceSkeleton />}
        loadingClassName="flex flex-col gap-4"
        isEmpty={(service) => service === undefined}
        empty={{ message: labels.notFound, action: notFoundAction }}
      >
        {(service) =>
          service ? (
            <>
              <header className="flex min-w-0 flex-col gap-3">
                <h1 className="text-display font-bold break-words">{service.name}</h1>
                <p className="text-ink-muted">
                  <span className="font-semibold">{labels.offeredBy}: </span>
                  {service.entity}
                </p>
                {service.description ? <p className="break-words">{service.description}</p> : null}
                {service.audiences.length > 0 ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{labels.audiences}:</span>
                    <ul className="flex flex-wrap gap-2">
                      {service.audiences.map((audience) => (
                        <li
                          key={audience}
                          className="rounded-full border border-line px-3 py-0.5 text-caption"
                        >
                          {audience}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {headerAction}
              </header>
              <div data-slot="service-start">
                <Start start={service.start} labels={labels.start} renderLink={renderLink} />
              </div>
              {service.requirements.length > 0 ? (
                <Part title={labels.requirements} slot="service-requirements">
                  <TextList items={service.requirements} />
                </Part>
              ) : null}
              {service.documents.length > 0 ? (
                <Part title={labels.documents} slot="service-documents">
                  <TextList items={service.documents} />
                </Part>
              ) : null}
              <Part title={labels.fees} slot="service-fees">
                {service.fees.length > 0 ? (
                  <dl className="flex flex-col gap-1">
                    {service.fees.map((fee, index) => (
                      <div
                        key={`${index}:${fee.label}`}
                        className="flex flex-wrap justify-between gap-x-4 border-b border-line py-1"
                      >
                        <dt className="break-words">{fee.label}</dt>
                        <dd className="font-semibold tabular-nums">{fee.amount}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p>{labels.feesNone}</p>
                )}
              </Part>
              {service.steps.length > 0 ? (
                <Part title={labels.steps} slot="service-steps">
                  <TextList items={service.steps} ordered />
                </Part>
              ) : null}
              {service.duration ? (
                <Part title={labels.duration} slot="service-duration">
                  <p>{service.duration}</p>
                </Part>
              ) : null}
              {service.channels.length > 0 ? (
                <Part title={labels.channels} slot="service-channels">
                  <ul className="flex flex-col gap-2">
                    {service.channels.map((channel, index) => {
                      const Icon = CHANNEL_ICONS[channel.type];
                      return (
                        <li key={`${index}:${channel.type}`} className="flex items-start gap-2">
                          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                          <span className="min-w-0 break-words">
                            <span className="font-semibold">{channel.label}</span>
                            {channel.text ? `: ${channel.text}` : null}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </Part>
              ) : null}
              {service.related.length > 0 ? (
                <Part title={labels.related} slot="service-related">
                  <ul className="flex flex-col gap-2">
                    {service.related.map((related) => (
                      <li key={related.href}>
                        {renderLink({
                          href: related.href,
                          // The link's whole style, so a router link the app draws looks the same.
                          className: linkVariants(),
                          children: related.name,
                        })}
                      </li>
                    ))}
                  </ul>
                </Part>
              ) : null}
            </>
          ) : null
        }
      </DataStateView>
    </article>
  );
}
