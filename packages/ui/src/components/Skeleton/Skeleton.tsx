import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

const skeletonVariants = /* @__PURE__ */ cva(
  // Pulses only for people who have not asked for reduced motion.
  'block shrink-0 bg-line motion-safe:animate-pulse',
  {
    variants: {
      shape: {
        /** A line of text: full width unless told (`className="w-2/3"`). */
        line: 'h-4 w-full rounded-control',
        /** A card, an image, a chart. */
        block: 'h-24 w-full rounded-card',
        /** An avatar or an icon. */
        circle: 'size-10 rounded-pill',
      },
    },
    defaultVariants: { shape: 'line' },
  },
);

export interface SkeletonProps
  extends Omit<ComponentPropsWithRef<'span'>, 'children'>, VariantProps<typeof skeletonVariants> {}

/**
 * A grey placeholder where content will be, so a loading screen has the shape of the screen to come
 * (SCREENS.md: "loading (skeleton, not a blank page)"). Always hidden from assistive technology:
 * put skeletons in a `SkeletonGroup`, which says "loading" in words.
 */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
