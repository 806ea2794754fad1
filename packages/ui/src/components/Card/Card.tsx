import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Render the single child (an `<li>`, an `<article>`) as the card instead of a `<div>`. */
  readonly asChild?: boolean;
}

/**
 * A surface that groups one thing: an application, a bill, a service. Compose it from `CardMedia`,
 * `CardTitle`, `CardBody` and `CardFooter`. To make the whole card open something, put one
 * `CardLink` inside the title: the link's name is the title, and a stretched layer makes the whole
 * card clickable without a link wrapping everything (which would read the whole card as its name).
 */
export function Card({ asChild = false, className, ...props }: CardProps) {
  const Root = asChild ? Slot.Root : 'div';
  return (
    <Root
      data-slot="card"
      className={cn(
        // relative: the stretched link's layer covers exactly the card.
        'relative flex min-w-0 flex-col overflow-hidden rounded-card border border-line bg-canvas text-ink',
        // A card that opens something says so on hover as well as with its title's underline.
        'has-[[data-slot=card-link]]:transition-colors has-[[data-slot=card-link]]:hover:border-brand',
        className,
      )}
      {...props}
    />
  );
}

export interface CardMediaProps extends ComponentPropsWithRef<'div'> {
  readonly asChild?: boolean;
}

/** An image or illustration at the top of the card, edge to edge. Give images their own `alt`. */
export function CardMedia({ asChild = false, className, ...props }: CardMediaProps) {
  const Root = asChild ? Slot.Root : 'div';
  return (
    <Root
      data-slot="card-media"
      className={cn('bg-surface [&_img]:block [&_img]:block-auto [&_img]:inline-full', className)}
      {...props}
    />
  );
}

/** Heading levels a card title may take; pick the one that fits the page's outline. */
export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** The heading level in the page's outline (`<h2>`–`<h6>`). Default 3: cards sit under a section. */
  readonly level?: CardHeadingLevel;
}

/** The card's heading. Holds the `CardLink` when the whole card opens something. */
export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn('px-5 pt-5 text-body font-semibold break-words', className)}
      {...props}
    />
  );
}

export interface CardLinkProps extends ComponentPropsWithRef<'a'> {
  /** Render the single child (a router's link) with the card link's behaviour instead of an `<a>`. */
  readonly asChild?: boolean;
}

/**
 * The one link of a clickable card, inside `CardTitle`. Its `::after` layer stretches over the whole
 * card, so a click anywhere opens it, while assistive technology hears only the title as its name.
 * The focus ring is drawn on that layer, around the whole card. Other buttons in the card (in
 * `CardFooter`) stay above the layer and keep working.
 */
export function CardLink({ asChild = false, className, ...props }: CardLinkProps) {
  const Root = asChild ? Slot.Root : 'a';
  return (
    <Root
      data-slot="card-link"
      className={cn(
        'text-ink underline-offset-4 outline-none hover:underline',
        'after:absolute after:inset-0 after:rounded-card after:content-[""]',
        'focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-focus',
        className,
      )}
      {...props}
    />
  );
}

export type CardBodyProps = ComponentPropsWithRef<'div'>;

/** The card's content: text, a status, a progress bar. */
export function CardBody({ className, ...props }: CardBodyProps) {
  return (
    <div
      data-slot="card-body"
      className={cn('flex min-w-0 flex-col gap-3 px-5 py-4 text-body break-words', className)}
      {...props}
    />
  );
}

export type CardFooterProps = ComponentPropsWithRef<'div'>;

/**
 * Actions and secondary facts at the bottom of the card. It sits above a stretched `CardLink`'s
 * layer, so its own buttons and links receive their clicks.
 */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'relative mt-auto flex flex-wrap items-center gap-3 border-t border-line px-5 py-3',
        className,
      )}
      {...props}
    />
  );
}
