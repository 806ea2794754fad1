import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * State a caller may control (`value` + `onChange`) or leave to the component (`defaultValue`),
 * the way Radix primitives do: when `value` is given it wins and changes are only reported.
 *
 * The setter is stable and compares with the latest value, not the one of the render that created
 * it, so a search answer arriving late still opens or closes the list correctly and a no-change is
 * never reported.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : ownValue;
  const latest = useRef({ current, onChange, isControlled });
  useLayoutEffect(() => {
    latest.current = { current, onChange, isControlled };
  });
  const setValue = useCallback((next: T) => {
    const { current: previous, onChange: report, isControlled: controlled } = latest.current;
    if (Object.is(previous, next)) return;
    if (!controlled) {
      // Until the next render, later calls in the same event compare with this value. A controlled
      // value changes only when the caller re-renders with it.
      latest.current = { ...latest.current, current: next };
      setOwnValue(next);
    }
    report?.(next);
  }, []);
  return [current, setValue];
}
