import type { ComponentPropsWithRef } from 'react';
import { Card, CardBody, CardLink, CardTitle } from '../../../components/Card';
import { cn } from '../../../lib/cn';

/** A service to open: name, and optionally what it does and who provides it (spec 001 §3). */
export interface ServiceLinkItem {
  readonly id: string;
  readonly name: string;
  readonly href: string;
  readonly description?: string;
  readonly entity?: string;
}

export interface ServiceLinkListProps extends ComponentPropsWithRef<'ul'> {
  readonly items: readonly ServiceLinkItem[];
}

/** Services as cards (SCREENS.md S2.4 suitable services, S2.5 popular): the name is the link. */
export function ServiceLinkList({ items, className, ...props }: ServiceLinkListProps) {
  return (
    <ul
      data-slot="service-link-list"
      className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}
      {...props}
    >
      {items.map((item) => (
        <Card asChild key={item.id}>
          <li>
            <CardTitle>
              <CardLink href={item.href}>{item.name}</CardLink>
            </CardTitle>
            {item.description || item.entity ? (
              <CardBody className="gap-1">
                {item.description ? <p className="text-ink-muted">{item.description}</p> : null}
                {item.entity ? <p className="text-caption text-ink-muted">{item.entity}</p> : null}
              </CardBody>
            ) : (
              <div className="pb-5" />
            )}
          </li>
        </Card>
      ))}
    </ul>
  );
}
