/**
 * A Tailwind class merger for the class groups @portal/ui's components set, and the groups that
 * override them: a later class wins over an earlier one of the same group under the same variants
 * (`p-4` over `p-2`, `hover:bg-x` over `hover:bg-brand`), and a wider group over its parts (`p-4`
 * over `px-2`, `rounded-pill` over `rounded-b-card`), exactly as tailwind-merge decides it.
 *
 * Why not tailwind-merge itself: it knows every Tailwind utility, 7.9 kB brotli that every component
 * paid for, and it builds its class table on the first call (7-9 ms on a desktop CPU). This module
 * knows the groups the components use (collected from their sources by the tests) and their
 * neighbours, in about 3 kB (minified and brotlied, its tables included), with nothing to build. Its answers are proved equal to
 * tailwind-merge's (with the theme's names) over every pair of the components' classes and over
 * random class lists in `__tests__/mergeClasses.test.ts`, which keeps tailwind-merge as the oracle.
 *
 * A class it does not know (a group no component sets, or not Tailwind at all) is kept: the
 * worst case is clsx's answer (both classes, the stylesheet's order decides), never a lost class.
 */

/** Classes that are a group on their own, by exact name: `group:class class…;…`. */
const EXACT = /* @__PURE__ */ table(
  'display:block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden;' +
    'position:static fixed absolute relative sticky;visibility:visible invisible collapse;' +
    'isolation:isolate isolation-auto;sr:sr-only not-sr-only;' +
    'text-decoration:underline overline line-through no-underline;' +
    'text-overflow:truncate text-ellipsis text-clip;text-wrap:text-wrap text-nowrap text-balance text-pretty;' +
    'text-transform:uppercase lowercase capitalize normal-case;font-style:italic not-italic;' +
    'fvn-spacing:proportional-nums tabular-nums;fvn-figure:lining-nums oldstyle-nums;fvn-normal:normal-nums;' +
    'transform:transform transform-cpu transform-gpu transform-none;translate-none:translate-none;' +
    'grow:grow;shrink:shrink;resize:resize;outline-w:outline;rounded:rounded;shadow:shadow;' +
    'border-w:border;border-w-x:border-x;border-w-y:border-y;border-w-s:border-s;border-w-e:border-e;' +
    'border-w-t:border-t;border-w-r:border-r;border-w-b:border-b;border-w-l:border-l;' +
    'border-collapse:border-collapse border-separate;' +
    'border-style:border-solid border-dashed border-dotted border-double border-hidden border-none;' +
    'outline-style:outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double;' +
    'transition-behavior:transition-normal transition-discrete;ring-w:ring;' +
    'transition:transition transition-all transition-colors transition-opacity transition-shadow transition-transform transition-none;' +
    'table-layout:table-auto table-fixed;container-type:@container;' +
    'flex-direction:flex-row flex-row-reverse flex-col flex-col-reverse;' +
    'flex-wrap:flex-wrap flex-wrap-reverse flex-nowrap;' +
    'break:break-normal break-words break-all break-keep;wrap:wrap-break-word wrap-anywhere wrap-normal;' +
    'list-style-type:list-disc list-decimal list-none;list-style-position:list-inside list-outside;' +
    'object-fit:object-contain object-cover object-fill object-none object-scale-down;' +
    'font-family:font-sans font-serif font-mono',
);

/**
 * Groups by prefix, the value after it deciding where one prefix holds several groups: the longest
 * prefix that matches wins (`gap-x-` before `gap-`). `~` marks a group chosen by the value
 * (see {@link byValue}).
 */
const PREFIX = /* @__PURE__ */ table(
  'p:p-;px:px-;py:py-;ps:ps-;pe:pe-;pt:pt-;pr:pr-;pb:pb-;pl:pl-;pbs:pbs-;pbe:pbe-;' +
    'm:m-;mx:mx-;my:my-;ms:ms-;me:me-;mt:mt-;mr:mr-;mb:mb-;ml:ml-;mbs:mbs-;mbe:mbe-;' +
    'scroll-m:scroll-m-;scroll-mt:scroll-mt-;scroll-mb:scroll-mb-;scroll-ms:scroll-ms-;scroll-me:scroll-me-;' +
    'scroll-mx:scroll-mx-;scroll-my:scroll-my-;' +
    'w:w-;h:h-;size:size-;min-w:min-w-;min-h:min-h-;max-w:max-w-;max-h:max-h-;' +
    'inline-size:inline-;block-size:block-;min-inline-size:min-inline-;max-inline-size:max-inline-;' +
    'min-block-size:min-block-;max-block-size:max-block-;' +
    'inset:inset-;inset-x:inset-x-;inset-y:inset-y-;top:top-;right:right-;bottom:bottom-;left:left-;' +
    'start:start-;end:end-;z:z-;order:order-;basis:basis-;grow:grow-;shrink:shrink-;flex:flex-;' +
    'gap:gap-;gap-x:gap-x-;gap-y:gap-y-;grid-cols:grid-cols-;grid-rows:grid-rows-;' +
    'col-start-end:col-;col-start:col-start-;col-end:col-end-;' +
    'align-items:items-;justify-content:justify-;justify-items:justify-items-;justify-self:justify-self-;' +
    'align-self:self-;place-items:place-items-;place-content:place-content-;place-self:place-self-;' +
    '~content:content-;vertical-align:align-;transition:transition-;' +
    'opacity:opacity-;cursor:cursor-;animate:animate-;pointer-events:pointer-events-;select:select-;' +
    'appearance:appearance-;aspect:aspect-;line-clamp:line-clamp-;leading:leading-;tracking:tracking-;' +
    'whitespace:whitespace-;underline-offset:underline-offset-;outline-offset:outline-offset-;' +
    'translate:translate-;translate-x:translate-x-;translate-y:translate-y-;' +
    'scale:scale-;scale-x:scale-x-;scale-y:scale-y-;rotate:rotate-;' +
    'resize:resize-;touch:touch-;overscroll:overscroll-;overscroll-x:overscroll-x-;overscroll-y:overscroll-y-;' +
    'overflow:overflow-;overflow-x:overflow-x-;overflow-y:overflow-y-;' +
    'fill:fill-;stroke:stroke-;duration:duration-;ease:ease-;delay:delay-;' +
    'divide-x:divide-x-;divide-y:divide-y-;' +
    '~text:text-;~bg:bg-;~border:border-;~font:font-;~rounded:rounded-;~shadow:shadow-;' +
    '~outline:outline-;~decoration:decoration-;~divide:divide-;~ring:ring-;~list:list-;~object:object-',
);

/** Which groups a class of a group overrides besides its own (tailwind-merge's list, in part). */
const CONFLICTS = /* @__PURE__ */ lists(
  'overflow:overflow-x overflow-y;overscroll:overscroll-x overscroll-y;' +
    'inset:inset-x inset-y start end top right bottom left;inset-x:start end right left;inset-y:top bottom;' +
    'flex:basis grow shrink;gap:gap-x gap-y;' +
    'p:px py ps pe pbs pbe pt pr pb pl;px:ps pe pr pl;py:pbs pbe pt pb;' +
    'm:mx my ms me mbs mbe mt mr mb ml;mx:ms me mr ml;my:mbs mbe mt mb;' +
    'scroll-m:scroll-mx scroll-my scroll-ms scroll-me scroll-mt scroll-mb;scroll-mx:scroll-ms scroll-me;scroll-my:scroll-mt scroll-mb;' +
    'size:w h;font-size:leading;line-clamp:display overflow;container-named:container-type;' +
    'fvn-normal:fvn-figure fvn-spacing;fvn-figure:fvn-normal;fvn-spacing:fvn-normal;' +
    'rounded:rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl;' +
    'rounded-s:rounded-ss rounded-es;rounded-e:rounded-se rounded-ee;rounded-t:rounded-tl rounded-tr;' +
    'rounded-r:rounded-tr rounded-br;rounded-b:rounded-br rounded-bl;rounded-l:rounded-tl rounded-bl;' +
    'border-w:border-w-x border-w-y border-w-s border-w-e border-w-t border-w-r border-w-b border-w-l;' +
    'border-w-x:border-w-s border-w-e border-w-r border-w-l;border-w-y:border-w-t border-w-b;' +
    'border-color:border-color-x border-color-y border-color-s border-color-e border-color-t border-color-r border-color-b border-color-l;' +
    'border-color-x:border-color-s border-color-e border-color-r border-color-l;border-color-y:border-color-t border-color-b;' +
    'translate:translate-x translate-y translate-none;translate-none:translate translate-x translate-y;' +
    'touch:touch-x touch-y touch-pz;touch-x:touch;touch-y:touch;touch-pz:touch',
);

/** Variants whose place in a class's list of variants changes what it selects (tailwind-merge's). */
const ORDER_SENSITIVE = new Set(
  '* ** after backdrop before details-content file first-letter first-line marker placeholder selection'.split(
    ' ',
  ),
);

const FONT_SIZES = /^(xs|sm|base|lg|[2-9]?xl|caption|body|title|display)$/;
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner|overlay)$/;
const ROUNDED_SIDES = /^(ss|se|ee|es|tl|tr|br|bl|s|e|t|r|b|l)(?:-|$)/;
const BORDER_SIDES = /^([xysetrbl])(?:-|$)/;
/** A length in brackets or a CSS variable of type length (tailwind-merge's `isArbitraryLength`). */
const ARBITRARY_LENGTH =
  /^\[(?:length:.+|.*(?:\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^\[0)).*\]$|^\(length:.+\)$/;
/** A shadow in brackets (`[inset_0_-1px_0_…]`) or a CSS variable of type shadow. */
const ARBITRARY_SHADOW = /^\[(inset_)?-?(\d*\.?\d+[a-z]+|0)_|^\(shadow:/;
const NUMBER = /^(\d+(\.\d+)?|\[\d+(\.\d+)?(px)?\]|\(length:.+\))$/;

/** `group:name name…;…` → name → group. */
function table(spec: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of spec.split(';')) {
    const [group, names] = entry.split(':') as [string, string];
    for (const name of names.split(' ')) map.set(name, group);
  }
  return map;
}

/** `group:other other…;…` → group → [other, …]. */
function lists(spec: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const entry of spec.split(';')) {
    const [group, names] = entry.split(':') as [string, string];
    map.set(group, names.split(' '));
  }
  return map;
}

/** The group of a prefix holding several, by the value after it. */
function byValue(prefix: string, value: string): string | undefined {
  const beforeSlash = value.split('/')[0] as string;
  switch (prefix) {
    case 'text':
      if (FONT_SIZES.test(beforeSlash) || ARBITRARY_LENGTH.test(beforeSlash)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-alignment';
      if (value.startsWith('shadow')) return undefined;
      return 'text-color';
    case 'bg':
      if (/^(auto|cover|contain)$/.test(value)) return 'bg-size';
      if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
      if (/^(none|linear|radial|conic|gradient)|^\[url\(/.test(value)) return 'bg-image';
      if (/^(blend|clip|origin|repeat|no-repeat|top|bottom|left|right|center)/.test(value))
        return undefined;
      return 'bg-color';
    case 'border':
      if (/^(spacing|opacity)/.test(value)) return undefined;
      if (NUMBER.test(value)) return 'border-w';
      {
        const side = BORDER_SIDES.exec(value);
        if (side) {
          const rest = value.slice(2);
          return (NUMBER.test(rest) ? 'border-w-' : 'border-color-') + side[1];
        }
      }
      return 'border-color';
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[?\d+\]?)$/.test(
        value,
      )
        ? 'font-weight'
        : /^(stretch|features)/.test(value)
          ? undefined
          : 'font-family';
    case 'rounded': {
      const side = ROUNDED_SIDES.exec(value);
      return side ? `rounded-${side[1]}` : 'rounded';
    }
    case 'shadow':
      return SHADOW_SIZES.test(value) || ARBITRARY_SHADOW.test(value) ? 'shadow' : 'shadow-color';
    case 'outline':
      return NUMBER.test(value) ? 'outline-w' : 'outline-color';
    case 'decoration':
      return /^(\d+|auto|from-font)$/.test(value)
        ? 'text-decoration-thickness'
        : /^(solid|dashed|dotted|double|wavy)$/.test(value)
          ? 'text-decoration-style'
          : 'text-decoration-color';
    case 'divide':
      return /^(solid|dashed|dotted|double|hidden|none)$/.test(value)
        ? 'divide-style'
        : value === 'x' || value === 'y'
          ? `divide-${value}`
          : 'divide-color';
    case 'ring':
      return NUMBER.test(value)
        ? 'ring-w'
        : /^(offset|inset)/.test(value)
          ? undefined
          : 'ring-color';
    case 'list':
      return value.startsWith('image') ? undefined : 'list-style-type';
    case 'content':
      return /^(none$|\[|\()/.test(value) ? 'content' : 'align-content';
    case 'object':
      return 'object-position';
  }
  return undefined;
}

/** The group of a class without its variants and `!`, or undefined when this module does not know it. */
function groupOf(utility: string): string | undefined {
  const exact = EXACT.get(utility);
  if (exact) return exact;
  const arbitraryProperty = /^\[([a-z-]+):.+\]$/.exec(utility);
  if (arbitraryProperty) return `arbitrary..${arbitraryProperty[1]}`;
  const name = utility.startsWith('-') ? utility.slice(1) : utility;
  for (let end = name.lastIndexOf('-'); end > 0; end = name.lastIndexOf('-', end - 1)) {
    const group = PREFIX.get(name.slice(0, end + 1));
    if (group) {
      const value = name.slice(end + 1);
      if (!value) return undefined;
      return group[0] === '~' ? byValue(group.slice(1), value) : group;
    }
  }
  return undefined;
}

/** Splits `md:hover:p-4` at the colons outside brackets and parentheses. */
function splitVariants(className: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(className.slice(start));
  return parts;
}

/** The variants in a canonical order: sorted, except around those whose place matters. */
function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === '[' || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return sorted.join(':');
}

/**
 * Merges a space-separated class list: of the classes of one group under the same variants (and
 * `!`), the last one stays, and it removes the earlier ones of the groups it covers. Unknown classes
 * stay, in their place.
 */
export function mergeClasses(classList: string): string {
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  let result = '';
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index] as string;
    const variants = splitVariants(className);
    let utility = variants.pop() as string;
    const important = utility.startsWith('!') || utility.endsWith('!');
    if (important) utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
    const group = groupOf(utility);
    if (group) {
      const key = variantKey(variants) + (important ? '!' : '');
      if (taken.has(key + group)) continue;
      taken.add(key + group);
      for (const covered of CONFLICTS.get(group) ?? []) taken.add(key + covered);
    }
    result = result ? `${className} ${result}` : className;
  }
  return result;
}
