import type { ComponentPropsWithRef } from 'react';
import { Card, CardBody, CardLink, CardMedia, CardTitle } from '../../../components/Card';
import { cn } from '../../../lib/cn';

/** One category card of "Services that suit your needs" (spec 001 §3 children). */
export interface CategoryCardItem {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly href: string;
  /** Decorative picture (the words name the card). */
  readonly image?: string;
}

export interface CategoryCardsProps extends ComponentPropsWithRef<'ul'> {
  readonly items: readonly CategoryCardItem[];
  /**
   * How many of the first cards' pictures load at once rather than lazily: those on the first
   * screen (on a phone the first card shows under the hero), so the largest paint does not wait
   * for the page's layout and scripts. Default 0.
   */
  readonly eagerImages?: number;
}

/**
 * Category cards (SCREENS.md S2.2): a picture, the title as the card's one link, and a description.
 * Images carry width and height (no shift) and load lazily, except the first `eagerImages`.
 */
export function CategoryCards({ items, eagerImages = 0, className, ...props }: CategoryCardsProps) {
  return (
    <ul
      data-slot="category-cards"
      className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}
      {...props}
    >
      {items.map((item, index) => (
        <Card asChild key={item.id}>
          <li>
            {item.image ? (
              <CardMedia>
                <img
                  src={item.image}
                  alt=""
                  width={320}
                  height={180}
                  loading={index < eagerImages ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-video object-cover"
                />
              </CardMedia>
            ) : null}
            <CardTitle>
              <CardLink href={item.href}>{item.title}</CardLink>
            </CardTitle>
            {item.description ? (
              <CardBody className="text-ink-muted">{item.description}</CardBody>
            ) : null}
          </li>
        </Card>
      ))}
    </ul>
  );
}
