import {
  DEFAULT_TEXT_SIZE,
  appliedTextSize,
  applyTextSize,
  changeTextSize,
  textSizeLimits,
  type TextSize,
  type TextSizeChange,
} from '@portal/core';
import { useSyncExternalStore } from 'react';
import { track } from '../../platform/analytics/track';

/** Follows the root's `style` (where core's `applyTextSize` writes), so every control agrees. */
function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributeFilter: ['style'] });
  return () => observer.disconnect();
}

const readSize = (): TextSize => appliedTextSize();
const serverSize = (): TextSize => DEFAULT_TEXT_SIZE;

/**
 * The text size shown (the boot script applied the kept one before first paint) and a way to change
 * it: core applies and keeps it, and the change is counted (spec 001 §7). The size is read from the
 * page itself, not held here, so the footer's control and the settings page's (issue Q, S8.2) always
 * agree: one source of truth. The prerendered HTML cannot know the reader's size, so it reads the
 * default until hydrated.
 */
export function useTextSize() {
  const size = useSyncExternalStore(subscribe, readSize, serverSize);
  const request = (change: TextSizeChange) => {
    const next = changeTextSize(size, change);
    if (next === size) return;
    applyTextSize(next);
    track({ name: 'fontSize', size: next });
  };
  return { size, isDefault: size === DEFAULT_TEXT_SIZE, ...textSizeLimits(size), request };
}
