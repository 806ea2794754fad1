import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '../../../components/Button';
import { LiveRegion } from '../../../components/LiveRegion';
import { cn } from '../../../lib/cn';

/** The props a link of the conversation is drawn with; `renderLink` gets them. */
export interface AssistantLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string | undefined;
}

/** A card of an answer, its words ready to show (the app formats amounts, dates and labels). */
export type AssistantCard =
  | {
      readonly kind: 'service';
      readonly id: string;
      readonly title: string;
      readonly description?: string | undefined;
      /** Who offers it. */
      readonly entity?: string | undefined;
      /** The service page. */
      readonly href: string;
      /** The link's words ("Open the service"). */
      readonly actionLabel: string;
    }
  | {
      readonly kind: 'bill';
      readonly id: string;
      readonly provider: string;
      readonly nickname?: string | undefined;
      /** "Account 1234567890". */
      readonly account?: string | undefined;
      /** The amount due, formatted ("AED 412.50"). */
      readonly amount: string;
      /** "Due by 12 December 2026". */
      readonly due?: string | undefined;
      /** The Pay link's words ("Pay AED 412.50") and its full name for screen readers. */
      readonly payLabel: string;
      readonly payAccessibleLabel?: string | undefined;
      /** Where Pay starts the portal's payment flow. */
      readonly payHref: string;
    }
  | {
      readonly kind: 'link';
      readonly id: string;
      readonly title: string;
      readonly description?: string | undefined;
      readonly href: string;
    }
  | {
      readonly kind: 'application';
      readonly id: string;
      readonly title: string;
      /** "Reference REQ-1234". */
      readonly reference: string;
      /** "Status: In progress". */
      readonly status: string;
    };

/** One message of the conversation. */
export interface AssistantConversationMessage {
  readonly id: string;
  readonly role: 'user' | 'assistant';
  /**
   * The message's language (`en`, `ar`). A person's message is drawn with `dir="auto"` (they may
   * write in either language whatever the page's); an answer with the direction of its language.
   */
  readonly lang: string;
  readonly dir?: 'ltr' | 'rtl' | undefined;
  /** The prose so far; grows while the answer streams. */
  readonly text: string;
  readonly cards?: readonly AssistantCard[] | undefined;
  /** `streaming` while it comes in; `stopped` and `failed` end it early. Default `done`. */
  readonly status?: 'streaming' | 'done' | 'stopped' | 'failed' | undefined;
  /** The failure in the page's words (never the provider's), shown with Retry on a failed answer. */
  readonly error?: string | undefined;
}

/** Every word the conversation shows; the app takes them from core's catalogues (`assistant.*`). */
export interface AssistantConversationLabels {
  /** The message list's name. */
  readonly conversation: string;
  /** Who wrote a message, shown above it. */
  readonly you: string;
  readonly assistant: string;
  readonly composerLabel: string;
  readonly composerHint: string;
  readonly send: string;
  readonly stop: string;
  readonly retry: string;
  /** The suggestion chips' group name. */
  readonly suggestions: string;
  /** Shown under an answer the person stopped. */
  readonly stopped: string;
  /** Shown while the answer has no words yet. */
  readonly answering: string;
  /** What the live region says once an answer is complete. */
  readonly answered: (text: string) => string;
}

export interface AssistantConversationProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'children' | 'onSubmit'
> {
  readonly messages: readonly AssistantConversationMessage[];
  readonly labels: AssistantConversationLabels;
  /** Suggested replies, shown as chips under the conversation; picking one sends it. */
  readonly suggestions?: readonly string[] | undefined;
  /** Sends a message; the caller adds it to `messages` and starts the answer. */
  readonly onSend: (text: string) => void;
  /** Stops the answer that is streaming. */
  readonly onStop: () => void;
  /** Asks the failed answer again. */
  readonly onRetry: () => void;
  /** Shown before the first message (a greeting, what the assistant can do). */
  readonly intro?: ReactNode;
  /** Draws links through the app's router; a plain `<a>` otherwise. */
  readonly renderLink?: ((link: AssistantLinkProps) => ReactNode) | undefined;
}

const cardClass = 'flex min-w-0 flex-col gap-2 rounded-card border border-line bg-canvas p-4';
const linkClass =
  'font-semibold text-brand underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
const actionClass =
  'inline-flex min-h-11 items-center justify-center self-start rounded-control bg-brand px-5 py-2 font-semibold text-on-brand hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The conversation with the assistant (SCREENS.md S9.1): the messages (each in its own language
 * and direction), the answer streaming in with its cards, suggestion chips, and a composer where
 * Enter sends and Shift+Enter starts a new line. While an answer streams, Stop ends it; a failed
 * answer offers Retry. A polite live region says each answer once it is complete (never each piece),
 * so a screen reader is not interrupted word by word.
 *
 * Controlled: the caller owns the messages and the provider; this draws them and reports intents.
 */
export function AssistantConversation({
  messages,
  labels,
  suggestions = [],
  onSend,
  onStop,
  onRetry,
  intro,
  renderLink,
  className,
  ...props
}: AssistantConversationProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const lastMessage = useRef<HTMLLIElement>(null);
  const last = messages.at(-1);
  const streaming = last?.role === 'assistant' && last.status === 'streaming';
  // Each answer is announced once, when it is complete (or failed, or stopped): never piece by
  // piece. The region's text is derived from the last answer, so it changes once per answer. An
  // answer already complete when the conversation appears (after a reload) is not news.
  const lastKey = last ? `${last.id}:${last.status ?? 'done'}` : undefined;
  const [shownAtStart] = useState(last?.role === 'assistant' && !streaming ? lastKey : undefined);
  const announcement =
    !last || last.role !== 'assistant' || streaming || lastKey === shownAtStart
      ? ''
      : last.status === 'failed'
        ? (last.error ?? '')
        : last.status === 'stopped'
          ? labels.stopped
          : labels.answered(last.text);

  // Keep the newest message in view as it grows.
  const lastLength = last ? last.text.length + (last.cards?.length ?? 0) : 0;
  useEffect(() => {
    lastMessage.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, lastLength]);

  const send = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || streaming) return;
    onSend(trimmed);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(draft);
  };
  const link = (props: AssistantLinkProps) =>
    renderLink ? (
      renderLink(props)
    ) : (
      <a href={props.href} className={props.className} aria-label={props['aria-label']}>
        {props.children}
      </a>
    );

  return (
    <section
      data-slot="assistant-conversation"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      {intro}
      {messages.length > 0 && (
        <ol aria-label={labels.conversation} className="flex list-none flex-col gap-4 p-0">
          {messages.map((message, index) => (
            <li
              key={message.id}
              ref={index === messages.length - 1 ? lastMessage : undefined}
              lang={message.lang}
              dir={message.role === 'user' ? 'auto' : message.dir}
              aria-busy={message.status === 'streaming' || undefined}
              data-role={message.role}
              className={cn(
                'flex min-w-0 max-w-full flex-col gap-2',
                message.role === 'user' ? 'items-end' : 'items-start',
              )}
            >
              <MessageBody
                message={message}
                labels={labels}
                link={link}
                onRetry={index === messages.length - 1 ? onRetry : undefined}
              />
            </li>
          ))}
        </ol>
      )}
      <LiveRegion>{announcement}</LiveRegion>
      {suggestions.length > 0 && !streaming && (
        <div role="group" aria-label={labels.suggestions} className="flex flex-wrap gap-2">
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              type="button"
              variant="secondary"
              size="sm"
              className="min-h-11 rounded-pill"
              onClick={() => send(suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </div>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
      >
        <label htmlFor={`${id}-composer`} className="font-semibold text-ink">
          {labels.composerLabel}
        </label>
        <p id={`${id}-hint`} className="text-caption text-ink-muted">
          {labels.composerHint}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <textarea
            id={`${id}-composer`}
            dir="auto"
            rows={2}
            value={draft}
            maxLength={2000}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-h-11 min-w-0 flex-1 basis-48 resize-y rounded-control border border-control-line bg-canvas px-3 py-2 text-body text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          />
          {streaming ? (
            <Button type="button" variant="secondary" onClick={onStop}>
              {labels.stop}
            </Button>
          ) : (
            <Button type="submit">{labels.send}</Button>
          )}
        </div>
      </form>
    </section>
  );
}

function MessageBody({
  message,
  labels,
  link,
  onRetry,
}: {
  readonly message: AssistantConversationMessage;
  readonly labels: AssistantConversationLabels;
  readonly link: (props: AssistantLinkProps) => ReactNode;
  readonly onRetry: (() => void) | undefined;
}) {
  const status = message.status ?? 'done';
  const fromUser = message.role === 'user';
  return (
    <>
      <p className="text-caption font-semibold text-ink-muted">
        {fromUser ? labels.you : labels.assistant}
      </p>
      {(message.text !== '' || status === 'streaming') && (
        <p
          className={cn(
            'max-w-[min(40rem,100%)] whitespace-pre-wrap break-words rounded-card px-4 py-3 text-body',
            fromUser ? 'bg-brand text-on-brand' : 'bg-surface text-ink',
          )}
        >
          {message.text === '' ? labels.answering : message.text}
        </p>
      )}
      {message.cards && message.cards.length > 0 && (
        <ul className="grid w-full list-none gap-3 p-0 sm:grid-cols-2">
          {message.cards.map((card) => (
            <li key={card.id} className={cardClass}>
              <CardBody card={card} link={link} />
            </li>
          ))}
        </ul>
      )}
      {status === 'stopped' && <p className="text-caption text-ink-muted">{labels.stopped}</p>}
      {status === 'failed' && (
        <div className="flex flex-col items-start gap-2 rounded-card border border-status-danger-line bg-status-danger-subtle p-4 text-ink">
          <p>{message.error}</p>
          {onRetry && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="min-h-11"
              onClick={onRetry}
            >
              {labels.retry}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function CardBody({
  card,
  link,
}: {
  readonly card: AssistantCard;
  readonly link: (props: AssistantLinkProps) => ReactNode;
}) {
  switch (card.kind) {
    case 'service':
      return (
        <>
          <p className="font-semibold text-ink">{card.title}</p>
          {card.entity && <p className="text-caption text-ink-muted">{card.entity}</p>}
          {card.description && <p className="text-body text-ink">{card.description}</p>}
          {link({
            href: card.href,
            className: linkClass,
            'aria-label': `${card.actionLabel}: ${card.title}`,
            children: card.actionLabel,
          })}
        </>
      );
    case 'bill':
      return (
        <>
          <p className="font-semibold text-ink">{card.provider}</p>
          {card.nickname && <p className="text-body text-ink">{card.nickname}</p>}
          {card.account && <p className="text-caption text-ink-muted">{card.account}</p>}
          <p className="text-title font-semibold text-ink">
            <bdi>{card.amount}</bdi>
          </p>
          {card.due && <p className="text-caption text-ink-muted">{card.due}</p>}
          {link({
            href: card.payHref,
            className: actionClass,
            'aria-label': card.payAccessibleLabel,
            children: card.payLabel,
          })}
        </>
      );
    case 'link':
      return (
        <>
          {link({ href: card.href, className: linkClass, children: card.title })}
          {card.description && <p className="text-body text-ink">{card.description}</p>}
        </>
      );
    case 'application':
      return (
        <>
          <p className="font-semibold text-ink">{card.title}</p>
          <p className="text-caption text-ink-muted">
            <bdi>{card.reference}</bdi>
          </p>
          <p className="text-body text-ink">{card.status}</p>
        </>
      );
  }
}
