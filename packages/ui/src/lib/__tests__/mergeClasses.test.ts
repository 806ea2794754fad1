import fc from 'fast-check';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from '../mergeClasses';
import { sourceWords } from './classVocabulary';

/**
 * The oracle: tailwind-merge with the whole Tailwind vocabulary and the theme's names, as `cn` used
 * it before mergeClasses (a devDependency now).
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['caption', 'body', 'title', 'display'],
      radius: ['control', 'card', 'pill'],
      shadow: ['overlay'],
      container: ['modal'],
    },
  },
});

/**
 * A word tailwind-merge takes for a Tailwind class: it keeps one of two copies (a template's
 * `divide-` before its value is not a class).
 */
const isTailwindClass = (word: string) =>
  !word.endsWith('-') && twMerge(`${word} ${word}`) === word;

/** The classes in the package's sources (604 on 2026-11-29). */
const componentClasses = sourceWords().filter(isTailwindClass);

/**
 * What a consuming app may pass in `className` to override a component, in the groups the
 * components set and their neighbours: spacing, colours (palette, arbitrary), sizes, radii,
 * shadows, borders, type, with variants and `!`.
 */
const consumerClasses = [
  'p-4',
  'p-2',
  'p-px',
  'px-8',
  'py-0',
  'ps-1',
  'pe-0',
  'pt-2',
  'pb-0',
  'pbs-2',
  'pbe-1',
  'm-2',
  'mx-0',
  'my-2',
  'ms-0',
  'me-auto',
  'mt-6',
  'mb-4',
  'mbs-2',
  'mbe-0',
  '-mt-4',
  'bg-red-500',
  'bg-[#0b5]',
  'bg-white',
  'bg-black/50',
  'bg-(--my-colour)',
  'bg-cover',
  'text-lg',
  'text-sm',
  'text-base',
  'text-[15px]',
  'text-[#fff]',
  'text-red-700',
  'text-sm/6',
  'text-left',
  'text-justify',
  'text-balance',
  'text-ellipsis',
  'truncate',
  'uppercase',
  'rounded',
  'rounded-none',
  'rounded-xl',
  'rounded-t-lg',
  'rounded-s-none',
  'rounded-ss-md',
  'shadow-none',
  'shadow-md',
  'shadow-red-500',
  'shadow-[0_1px_2px_black]',
  'border-0',
  'border-8',
  'border-x',
  'border-x-2',
  'border-y-0',
  'border-red-500',
  'border-e-red-500',
  'border-dashed',
  'border-none',
  'border-separate',
  'outline',
  'outline-1',
  'outline-red-500',
  'outline-dashed',
  'outline-offset-4',
  'w-10',
  'w-[20rem]',
  'w-screen',
  'h-8',
  'h-dvh',
  'size-7',
  'min-w-full',
  'min-h-0',
  'max-w-none',
  'max-w-3xl',
  'max-h-96',
  'inline-12',
  'block-12',
  'min-inline-0',
  'gap-10',
  'gap-x-0',
  'gap-y-10',
  'flex-auto',
  'flex-none',
  'grow-0',
  'shrink-0',
  'basis-1/2',
  'flex-row-reverse',
  'flex-wrap-reverse',
  'items-stretch',
  'justify-around',
  'self-end',
  'grid-cols-4',
  'col-span-full',
  'col-start-2',
  'place-items-start',
  'content-center',
  'inset-2',
  'inset-y-0',
  'top-auto',
  'start-auto',
  'end-auto',
  'left-0',
  'right-0',
  'bottom-2',
  'z-0',
  'z-[60]',
  'opacity-100',
  'cursor-wait',
  'font-medium',
  'font-sans',
  'font-[500]',
  'leading-6',
  'leading-none',
  'tracking-wide',
  'underline-offset-8',
  'decoration-wavy',
  'decoration-red-500',
  'whitespace-nowrap',
  'break-normal',
  'line-clamp-3',
  'overflow-auto',
  'overflow-x-hidden',
  'order-first',
  'static',
  'invisible',
  'inline-grid',
  'flow-root',
  'translate-x-2',
  'translate-none',
  'scale-x-50',
  'rotate-90',
  'transition-none',
  'duration-300',
  'ring',
  'ring-2',
  'ring-red-500',
  'fill-current',
  'stroke-2',
  'divide-x',
  'divide-dashed',
  'list-inside',
  'list-[square]',
  'object-center',
  'aspect-square',
  'select-text',
  'resize-none',
  'pointer-events-auto',
  'appearance-auto',
  'normal-nums',
  'italic',
  'isolation-auto',
  '[scrollbar-width:none]',
  '[mask-type:luminance]',
];

const vocabulary = [...new Set([...componentClasses, ...consumerClasses])];

/** The variants the components use, and `!`, to put in front of (or after) any class. */
const variants = [
  ...new Set(
    componentClasses.flatMap((word) =>
      word.includes(':') ? [word.slice(0, word.lastIndexOf(':') + 1)] : [],
    ),
  ),
];

describe('mergeClasses (proved against tailwind-merge)', () => {
  it('finds the components’ classes in the sources', () => {
    // A floor, so that a broken collector (no sources, no strings) fails here instead of proving
    // nothing; 604 classes on 2026-11-29.
    expect(componentClasses.length).toBeGreaterThan(500);
    expect(componentClasses).toEqual(
      expect.arrayContaining(['rounded-control', 'text-body', 'bg-brand']),
    );
  });

  it('answers as tailwind-merge for every ordered pair of the vocabulary', () => {
    const differences: string[] = [];
    for (const base of vocabulary)
      for (const override of vocabulary) {
        const classes = `${base} ${override}`;
        const expected = twMerge(classes);
        if (mergeClasses(classes) !== expected) differences.push(`${classes} → ${expected}`);
      }
    expect(differences).toEqual([]);
  });

  it('answers as tailwind-merge for every pair under variants written in another order', () => {
    const differences: string[] = [];
    const plain = vocabulary.filter((word) => !word.includes(':'));
    for (const base of plain)
      for (const override of plain) {
        const classes = `md:hover:${base} hover:md:${override}`;
        const expected = twMerge(classes);
        if (mergeClasses(classes) !== expected) differences.push(`${classes} → ${expected}`);
      }
    expect(differences).toEqual([]);
  });

  it('answers as tailwind-merge for any list of the vocabulary’s classes, with variants and !', () => {
    const word = fc.record({
      variant: fc.option(
        fc.constantFrom(...variants, 'md:', 'dark:', 'hover:focus:', 'focus:hover:'),
      ),
      utility: fc.constantFrom(...vocabulary),
      important: fc.constantFrom('', '', '', '!'),
    });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(' ', '  ', '\n'),
        (words, gap) => {
          const classes = words
            .map(({ variant, utility, important }) => `${variant ?? ''}${utility}${important}`)
            .join(gap);
          expect(mergeClasses(classes)).toBe(twMerge(classes));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('keeps words that are not Tailwind classes, in their place', () => {
    expect(mergeClasses('my-card p-2 js-target p-4')).toBe('my-card js-target p-4');
    expect(mergeClasses(' group/field peer  ')).toBe('group/field peer');
  });
});
