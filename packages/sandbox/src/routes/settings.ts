import {
  changePinCall,
  notificationPreferencesCall,
  saveNotificationPreferencesCall,
} from '@portal/core/api/common';
import {
  MAX_PIN_ATTEMPTS,
  notificationPreferenceRowsOf,
  notificationPreferencesOf,
  validateNotificationPreferences,
} from '@portal/core';
import type { CallRouter } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { langOf } from '../http/requestLanguage';
import { pinRetryAt } from '../state/pinSlowDown';
import { recordActivity } from '../state/sessionIdle';
import { enterSession } from '../state/sessionKind';

/**
 * The settings page's calls (SCREENS.md S8.2; ASSUMED in core, `settingsCalls.ts`), signed-in
 * sessions only (401 for a visitor and while a Stay Signed-In session is locked: the router's
 * default `user` access).
 *
 * The PIN change checks the current PIN as the unlock does, with the same count and slow-down: a
 * wrong one counts toward the three attempts (the third signs out) and starts the wait before the next
 * check (429 with `Retry-After`), so the settings page gives a script no more guesses than the unlock
 * dialog. A right one resets the count. Choice: a new PIN equal to the current is refused (`samePin`),
 * after the current PIN was found right (so the refusal reveals nothing). A normal session has no
 * PIN (`notStaySignedIn`).
 *
 * Notification preferences live in the session's world, core's defaults until saved; a save is
 * checked with core's own rule (payments due keep a channel).
 */
export function registerSettingsRoutes(router: CallRouter): void {
  router.answer(changePinCall, (c, request) => {
    const { auth } = c.var.world;
    const lang = langOf(c);
    if (!auth.longSession) {
      return c.json({
        success: false,
        message: BUSINESS_REFUSALS.notStaySignedIn[lang],
        data: { changed: false, refusal: 'notStaySignedIn' as const },
      });
    }
    const now = c.var.now().getTime();
    const retryAt = pinRetryAt(auth);
    if (retryAt !== undefined && now < retryAt) {
      const seconds = Math.ceil((retryAt - now) / 1000);
      c.header('Retry-After', String(seconds));
      return refuse(c, 429, BUSINESS_REFUSALS.tooSoon(seconds));
    }
    if (request.currentPinCode !== auth.pinCode) {
      auth.failedPinAttempts += 1;
      auth.lastWrongPinAt = now;
      const failed = auth.failedPinAttempts;
      const signedOut = failed >= MAX_PIN_ATTEMPTS;
      if (signedOut) enterSession(auth, 'visitor', now);
      return c.json({
        success: true,
        message: (signedOut ? BUSINESS_REFUSALS.wrongPinSignedOut : BUSINESS_REFUSALS.wrongPin())[
          lang
        ],
        data: { changed: false, refusal: 'wrongPin' as const, failedPinAttempts: failed },
      });
    }
    auth.failedPinAttempts = 0;
    auth.lastWrongPinAt = undefined;
    recordActivity(auth, now);
    if (request.newPinCode === auth.pinCode) {
      return c.json({
        success: true,
        message: BUSINESS_REFUSALS.samePin[lang],
        data: { changed: false, refusal: 'samePin' as const },
      });
    }
    auth.pinCode = request.newPinCode;
    return c.json({ success: true, data: { changed: true } });
  });

  router.answer(notificationPreferencesCall, (c) =>
    c.json({
      success: true,
      data: {
        preferences: notificationPreferenceRowsOf(
          c.var.world.notificationPreferences ?? notificationPreferencesOf([]),
        ),
      },
    }),
  );

  router.answer(saveNotificationPreferencesCall, (c, request) => {
    const world = c.var.world;
    const checked = validateNotificationPreferences(notificationPreferencesOf(request.preferences));
    if (!checked.ok) {
      // What stays kept comes back with the refusal, as the read answers it.
      return c.json({
        success: false,
        message: BUSINESS_REFUSALS.paymentsDueRequired[langOf(c)],
        data: {
          preferences: notificationPreferenceRowsOf(
            world.notificationPreferences ?? notificationPreferencesOf([]),
          ),
        },
      });
    }
    world.notificationPreferences = checked.value;
    return c.json({
      success: true,
      data: { preferences: notificationPreferenceRowsOf(checked.value) },
    });
  });
}
