import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog, type DialogProps } from '../../../components/Dialog';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/**
 * One app-store badge: the store's name (always shown, so a badge whose image fails still says
 * which store it is), the app's page in it and the store's icon (addresses checked by the caller).
 */
export interface MiniAppStore {
  readonly name: string;
  readonly href: string;
  readonly imageSrc?: string;
}

/** The mini-app's content, or why it is not there yet (spec 001 §4 "loading, then content or error, with retry"). */
export type MiniAppDialogState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly onRetry: () => void }
  | {
      readonly status: 'ready';
      /** PageTitle: the dialog's title. */
      readonly title: string;
      /** PageDescription. */
      readonly description?: string;
      /** APPName. */
      readonly appName?: string;
      /** Description: the words beside the logo. */
      readonly appDescription?: string;
      /** Image: the app's logo. */
      readonly logoSrc?: string;
      /** The store badges already in rows of two (core's `inRowsOf`, spec 001 §9). */
      readonly storeRows: readonly (readonly MiniAppStore[])[];
    };

/** The dialog's words, translated by the caller. */
export interface MiniAppDialogLabels {
  /** The title while loading ("Download the app"). */
  readonly title: string;
  readonly close: string;
  readonly loading: string;
  readonly errorTitle: string;
  readonly errorDescription: string;
  readonly retry: string;
  /** A badge's name: "Download from App Store". */
  readonly storeBadge: (store: string) => string;
}

export interface MiniAppDialogProps extends Omit<
  DialogProps,
  'title' | 'description' | 'closeLabel' | 'actions' | 'children'
> {
  readonly labels: MiniAppDialogLabels;
  readonly state: MiniAppDialogState;
}

function Body({ labels, state }: Pick<MiniAppDialogProps, 'labels' | 'state'>): ReactNode {
  if (state.status === 'loading') {
    return (
      <SkeletonGroup label={labels.loading} className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Skeleton shape="block" className="size-16" />
          <Skeleton shape="line" className="w-32" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Skeleton shape="block" className="h-11" />
          <Skeleton shape="block" className="h-11" />
        </div>
      </SkeletonGroup>
    );
  }
  if (state.status === 'error') {
    return <Alert tone="error">{labels.errorDescription}</Alert>;
  }
  return (
    <div className="flex flex-col gap-4">
      {state.logoSrc || state.appName || state.appDescription ? (
        <div className="flex items-start gap-3">
          {state.logoSrc ? (
            <img
              src={state.logoSrc}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-card border border-line bg-surface"
            />
          ) : null}
          <div className="flex min-w-0 flex-col gap-1">
            {state.appName ? (
              <p className="text-body font-semibold break-words text-ink">{state.appName}</p>
            ) : null}
            {state.appDescription ? (
              <p className="text-body break-words text-ink-muted">{state.appDescription}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      <ul data-slot="mini-app-stores" className="flex flex-col gap-3">
        {state.storeRows.map((row) => (
          <li key={row.map((store) => store.name).join('|')}>
            <ul className="grid grid-cols-2 gap-3">
              {row.map((store) => (
                <li key={store.name} className="min-w-0">
                  <a
                    href={store.href}
                    data-slot="mini-app-store"
                    aria-label={labels.storeBadge(store.name)}
                    className={cn(
                      'flex min-h-11 items-center justify-center rounded-control border border-control-line',
                      'bg-surface px-3 py-2 text-body font-semibold break-words text-ink hover:border-brand',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    )}
                  >
                    {store.imageSrc ? (
                      <img
                        src={store.imageSrc}
                        alt=""
                        width={24}
                        height={24}
                        className="me-2 size-6 shrink-0"
                      />
                    ) : null}
                    <span aria-hidden="true" className="min-w-0">
                      {store.name}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The mini-app download dialog (SCREENS.md S4.5; spec 001 §2 Modals "Mini-app download: title,
 * description, logo, app-store badges in rows of 2, a close button, and an error notice with a
 * try-again button"; §4, §8): loading a skeleton, then the app's logo, name and store badges, or
 * the error notice with Try again. Controlled like Radix (`open` / `onOpenChange`); max width 420.
 */
export function MiniAppDialog({ labels, state, ...props }: MiniAppDialogProps) {
  const ready = state.status === 'ready' ? state : undefined;
  return (
    <Dialog
      data-slot="mini-app-dialog"
      title={ready?.title ?? (state.status === 'error' ? labels.errorTitle : labels.title)}
      description={ready?.description}
      closeLabel={labels.close}
      actions={
        state.status === 'error' ? (
          <Button onClick={state.onRetry}>{labels.retry}</Button>
        ) : undefined
      }
      {...props}
    >
      <Body labels={labels} state={state} />
    </Dialog>
  );
}
