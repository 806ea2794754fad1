import type { Ref, RefCallback } from 'react';

/**
 * One callback ref that feeds several refs (the caller's and a component's own), so a component can
 * read its element without taking the `ref` away from the caller (react-hook-form's `register`
 * needs it). Refs are set in the order given; React 19 cleanup functions are honoured.
 */
export function composeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
