import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_ONBOARDING_SCREENS,
  ONBOARDING_STORAGE_KEY,
  isOnboardingDone,
  onboardingProgressOf,
  rememberOnboardingDone,
} from '../assistantOnboarding';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('assistant onboarding (spec 001 §2, §4)', () => {
  it('has four screens in the spec order', () => {
    expect(ASSISTANT_ONBOARDING_SCREENS).toEqual([
      'aiPowered',
      'greeting',
      'capabilities',
      'start',
    ]);
  });

  it('shows "n of 4": Continue on screens 1 to 3, Finish on 4', () => {
    expect([0, 1, 2, 3].map(onboardingProgressOf)).toEqual([
      { current: 1, total: 4, isLast: false },
      { current: 2, total: 4, isLast: false },
      { current: 3, total: 4, isLast: false },
      { current: 4, total: 4, isLast: true },
    ]);
  });

  it('clamps a stray index into the screens', () => {
    expect(onboardingProgressOf(-3).current).toBe(1);
    expect(onboardingProgressOf(9).current).toBe(4);
    expect(onboardingProgressOf(Number.NaN).current).toBe(1);
    expect(onboardingProgressOf(1.7).current).toBe(2);
  });

  it('is not done until remembered, then stays done', () => {
    const storage = memoryStorage();
    expect(isOnboardingDone(storage)).toBe(false);
    expect(rememberOnboardingDone(storage)).toBe(true);
    expect(storage.getItem(ONBOARDING_STORAGE_KEY)).toBe('done');
    expect(isOnboardingDone(storage)).toBe(true);
  });

  it('treats an unreadable storage as done and reports a refused write', () => {
    expect(isOnboardingDone(refusing)).toBe(true);
    expect(rememberOnboardingDone(refusing)).toBe(false);
    expect(isOnboardingDone(undefined)).toBe(true);
    expect(rememberOnboardingDone(undefined)).toBe(false);
  });

  it('ignores any other stored value', () => {
    const storage = memoryStorage();
    storage.setItem(ONBOARDING_STORAGE_KEY, 'true');
    expect(isOnboardingDone(storage)).toBe(false);
  });
});
