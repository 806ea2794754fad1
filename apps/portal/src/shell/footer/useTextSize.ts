import {
  DEFAULT_TEXT_SIZE,
  appliedTextSize,
  applyTextSize,
  changeTextSize,
  textSizeLimits,
  type TextSize,
  type TextSizeChange,
} from '@portal/core';
import { useState } from 'react';
import { useHydrated } from '../../platform/page/useHydrated';
import { track } from '../../platform/analytics/track';

/**
 * The text size shown (the boot script applied the kept one before first paint) and a way to change
 * it: core applies and keeps it, and the change is counted (spec 001 §7).
 */
export function useTextSize() {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<TextSize>();
  const size = chosen ?? (hydrated ? appliedTextSize() : DEFAULT_TEXT_SIZE);
  const request = (change: TextSizeChange) => {
    const next = changeTextSize(size, change);
    if (next === size) return;
    applyTextSize(next);
    setChosen(next);
    track({ name: 'fontSize', size: next });
  };
  return { size, isDefault: size === DEFAULT_TEXT_SIZE, ...textSizeLimits(size), request };
}
