/**
 * A promise React's `use` reads without suspending: it is already marked fulfilled the way React
 * marks the promises it has tracked. Hooks that load words pass it to `use` once the words are in,
 * so they call `use` on every render (see `useMessages` for why that matters).
 */
export const SETTLED: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});
