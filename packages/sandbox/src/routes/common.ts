import {
  ANNOUNCEMENT_PAGE_GROUP,
  INFORMATION_PAGE_GROUP,
  cmsItemCall,
  cmsPageCall,
  cmsSpecificItemCall,
  draftLoadCall,
  draftSaveCall,
  errorLogCall,
  fileUploadCall,
  currentUserCall,
  lockSessionCall,
  personalProfileCall,
  sessionActivityCall,
  serviceByGspPathCall,
  serviceByIdCall,
  unlockSessionCall,
  walletSendOtpCall,
  walletVerifyOtpCall,
} from '@portal/core/api/common';
import type { CatalogueService } from '../catalogue/serviceCatalogue';
import type { Catalogue } from '../catalogue/catalogueFor';
import { serviceDetailsOf } from '../catalogue/serviceDetails';
import { cmsItem, cmsPage, CMS_PAGE_KEYS } from '../content/cmsContent';
import { type CallRouter } from '../http/callRouter';
import { MAX_PIN_ATTEMPTS } from '@portal/core';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { VALIDATION_REFUSALS } from '../refusals/validation';
import { ACCESS_REFUSALS } from '../refusals/access';
import { langOf } from '../http/requestLanguage';
import { pinRetryAt } from '../state/pinSlowDown';
import { recordActivity } from '../state/sessionIdle';
import { draftKey, MAX_DRAFT_BYTES } from '../state/drafts';
import { DEMO_OTP_CODE, DEMO_USER, OTP_VALIDITY_MS } from '../state/identity';
import { enterSession } from '../state/sessionKind';
import type { Language } from '../state/text';
import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, sniffType } from '../state/uploads';
import { newId } from '../state/world';

/**
 * A catalogue service as the public service reads answer it (core's `serviceSchema`), with the
 * service page's details (its ASSUMED fields) in the request's language.
 */
export function serviceOnWire(
  service: CatalogueService,
  language: Language,
  services: readonly CatalogueService[],
) {
  const details = serviceDetailsOf(service, services);
  return {
    id: service.id,
    ServiceShortName: service.ServiceShortName[language],
    Title: service.ServiceShortName[language],
    Description: service.description[language],
    Path: service.path,
    ServiceResponsibleEntity: { name: service.entity.name[language] },
    OnlineService: service.OnlineService,
    Bundle: service.bundle,
    Persona: service.personas.join(','),
    Requirements: details.requirements.map((text) => text[language]),
    RequiredDocuments: details.documents.map((text) => text[language]),
    Fees: details.fees.map((fee) => ({ Label: fee.label[language], Amount: fee.amount })),
    Steps: details.steps.map((text) => text[language]),
    Duration: details.duration[language],
    Channels: details.channels.map((channel) => ({
      Type: channel.type,
      Text: channel.text[language],
    })),
    RelatedServices: details.related.map((related) => ({
      Name: related.ServiceShortName[language],
      Path: related.path,
    })),
    StartUrl: details.startUrl(language) ?? null,
    MobileAppOnly: service.mobileOnly,
    RequiresSignIn: service.requiresSignIn,
  };
}

/** The refusal while the PIN slow-down runs, in the request's language (`?lang=`, else English). */
/** The 404 of an unknown CMS page, in the asked language, naming the pages there are. */
/** The CMS page groups anyone may read: the information pages and announcements (S7.4). */
const PUBLIC_CMS_GROUPS: ReadonlySet<string> = new Set([
  INFORMATION_PAGE_GROUP,
  ANNOUNCEMENT_PAGE_GROUP,
]);

/** The refusal while the PIN slow-down runs, in the request’s language (also the PIN change’s). */
/**
 * Common calls (spec 000 §7): error log, service reads, CMS, drafts, upload, wallet OTP, and the
 * Stay Signed-In lock and unlock (spec 001 §4, §7).
 */
export function registerCommonRoutes(router: CallRouter, catalogue: Catalogue): void {
  router.answer(errorLogCall, (c) => c.json({ success: true }), { access: 'public' });

  router.answer(serviceByIdCall, (c, request) => {
    const service = catalogue.byId.get(c.req.param('id') ?? '');
    if (!service) return refuse(c, 404, NOT_FOUND_REFUSALS.service(c.req.param('id') ?? ''));
    return c.json({
      success: true,
      data: serviceOnWire(service, request.lang, catalogue.services),
    });
  });

  router.answer(serviceByGspPathCall, (c, request) => {
    // The path travels as one encoded segment (core's choice); Hono hands it over decoded.
    const path = c.req.param('path') ?? '';
    const service = catalogue.byPath.get(path);
    if (!service) return refuse(c, 404, NOT_FOUND_REFUSALS.serviceAtPath(path));
    return c.json({
      success: true,
      data: serviceOnWire(service, request.lang, catalogue.services),
    });
  });

  // The information pages and announcements (S7.4) are the public portal's, read by visitors too;
  // every other CMS page (the locker's page headers) only by the signed-in person.
  router.answer(
    cmsPageCall,
    (c, request) => {
      const group = c.req.param('pageGroup') ?? '';
      const name = c.req.param('pageName') ?? '';
      const page = cmsPage(group, name, request.lang);
      if (!page) {
        return refuse(c, 404, NOT_FOUND_REFUSALS.page(`${group}/${name}`), [
          `Pages: ${CMS_PAGE_KEYS.join(', ')}.`,
        ]);
      }
      return c.json({ success: true, data: page });
    },
    { access: (c) => (PUBLIC_CMS_GROUPS.has(c.req.param('pageGroup') ?? '') ? 'public' : 'user') },
  );

  router.answer(cmsItemCall, (c, request) => {
    const item = cmsItem(request.itemId, request.lang);
    if (!item) return refuse(c, 404, NOT_FOUND_REFUSALS.item(request.itemId));
    return c.json({ success: true, data: item });
  });

  router.answer(cmsSpecificItemCall, (c, request) => {
    const items = request.items.flatMap((id) => cmsItem(id, request.lang) ?? []);
    return c.json({ success: true, data: items });
  });

  router.answer(draftLoadCall, (c) => {
    const draft = c.var.world.drafts.get(
      draftKey(c.req.param('serviceCode') ?? '', c.req.param('draftId') ?? ''),
    );
    return c.json({
      success: true,
      data: draft ? { form: draft.form, savedAt: draft.savedAt } : null,
    });
  });

  router.answer(draftSaveCall, (c, request) => {
    if (JSON.stringify(request.form).length > MAX_DRAFT_BYTES) {
      return refuse(c, 413, VALIDATION_REFUSALS.draftTooLarge(MAX_DRAFT_BYTES));
    }
    const savedAt = c.var.now().toISOString();
    c.var.world.drafts.set(
      draftKey(c.req.param('serviceCode') ?? '', c.req.param('draftId') ?? ''),
      { form: request.form, savedAt },
    );
    return c.json({ success: true, data: { savedAt } });
  });

  router.answer(fileUploadCall, async (c, request) => {
    const file = request.file;
    if (file.size === 0) return refuse(c, 400, VALIDATION_REFUSALS.fileEmpty);
    if (file.size > MAX_UPLOAD_BYTES) {
      return refuse(c, 413, VALIDATION_REFUSALS.fileTooLarge(MAX_UPLOAD_BYTES), [
        `The file is ${file.size} bytes; the limit is ${MAX_UPLOAD_BYTES} bytes (10 MB).`,
      ]);
    }
    // The declared type is the browser's guess from the name; the first bytes say what it really is.
    const sniffed = sniffType(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (!ACCEPTED_UPLOAD_TYPES.has(file.type) || sniffed !== file.type) {
      return refuse(c, 415, VALIDATION_REFUSALS.fileType, [
        `Only PDF, JPEG and PNG files are accepted; this file is ${sniffed ?? (file.type || 'of an unknown type')}.`,
      ]);
    }
    const name = file instanceof File && file.name !== '' ? file.name : 'upload';
    const stored = {
      fileId: newId(c.var.world, 'file'),
      name,
      type: file.type,
      size: file.size,
      uploadedAt: c.var.now().toISOString(),
    };
    c.var.world.uploads.push(stored);
    return c.json({
      success: true,
      data: {
        fileId: stored.fileId,
        fileName: stored.name,
        size: stored.size,
        contentType: stored.type,
      },
    });
  });

  router.answer(walletSendOtpCall, (c, request) => {
    c.var.world.auth.otp = {
      mobile: request.mobile,
      provider: request.provider,
      expiresAt: c.var.now().getTime() + OTP_VALIDITY_MS,
    };
    c.var.world.auth.otpVerified = false;
    return c.json({ success: true, data: { expiresInSeconds: OTP_VALIDITY_MS / 1000 } });
  });

  router.answer(walletVerifyOtpCall, (c, request) => {
    const { auth } = c.var.world;
    if (!auth.otp) return refuse(c, 409, BUSINESS_REFUSALS.otpNotSent);
    if (c.var.now().getTime() > auth.otp.expiresAt) {
      auth.otp = undefined;
      return refuse(c, 409, BUSINESS_REFUSALS.otpExpired);
    }
    if (request.otpCode !== DEMO_OTP_CODE) {
      return c.json({
        success: false,
        message: BUSINESS_REFUSALS.otpWrong[langOf(c)],
        data: { verified: false },
      });
    }
    auth.otp = undefined;
    auth.otpVerified = true;
    return c.json({ success: true, data: { verified: true } });
  });

  // Who is signed in, and whether the Stay Signed-In session is locked: the header reads it even
  // while locked (spec 001 §6), so it is allowed then.
  router.answer(
    currentUserCall,
    (c) => {
      const { auth } = c.var.world;
      return c.json({
        success: true,
        data: {
          titleEn: DEMO_USER.titleEn,
          titleAr: DEMO_USER.titleAr,
          FirstNameEN: DEMO_USER.firstName.en,
          LastNameEN: DEMO_USER.lastName.en,
          FirstNameAR: DEMO_USER.firstName.ar,
          LastNameAR: DEMO_USER.lastName.ar,
          Photo: DEMO_USER.photo,
          isLongSession: auth.longSession,
          isLockedSession: auth.longSession && auth.locked,
        },
      });
    },
    { access: 'user-even-locked' },
  );

  // Assumed (SCREENS.md S8.1, core's personalProfileCall): what the portal holds about the demo
  // person, the same person the header shows. A visitor and a locked session are refused (401).
  router.answer(personalProfileCall, (c) =>
    c.json({
      success: true,
      data: {
        FirstNameEN: DEMO_USER.firstName.en,
        LastNameEN: DEMO_USER.lastName.en,
        FirstNameAR: DEMO_USER.firstName.ar,
        LastNameAR: DEMO_USER.lastName.ar,
        FullNameEN: DEMO_USER.fullName.en,
        FullNameAR: DEMO_USER.fullName.ar,
        Photo: DEMO_USER.photo,
        IDN: DEMO_USER.nationalId,
        NationalityEN: DEMO_USER.nationality.en,
        NationalityAR: DEMO_USER.nationality.ar,
        DOB: DEMO_USER.dateOfBirth,
        Mobile: DEMO_USER.mobile,
        Email: DEMO_USER.email,
        IdentitySource: 'UAEPASS',
        UserType: DEMO_USER.verificationLevel,
      },
    }),
  );

  // The lock keeps the wrong-PIN count and its slow-down (issue O item 1): only a right PIN or a
  // new sign-in starts them afresh, so locking again between guesses gains a script nothing.
  router.answer(
    lockSessionCall,
    (c) => {
      const { auth } = c.var.world;
      if (!auth.longSession) {
        return c.json({
          success: false,
          message: ACCESS_REFUSALS.onlyStaySignedInLocks[langOf(c)],
          data: { success: false },
        });
      }
      auth.locked = true;
      return c.json({ success: true, data: { success: true } });
    },
    { access: 'user-even-locked' },
  );

  // Assumed: not in spec 000 §7 (issue O item 2). The page reports activity; the server's idle
  // deadline moves 30 minutes on. A locked session stays locked (the answer says so); a visitor (a
  // page whose sign-in hint was stale) is told so, not refused, so no failed request is logged.
  router.answer(
    sessionActivityCall,
    (c) => {
      const { auth } = c.var.world;
      if (!auth.signedIn)
        return c.json({ success: true, data: { signedIn: false, locked: false } });
      if (auth.longSession && auth.locked)
        return c.json({ success: true, data: { signedIn: true, locked: true } });
      recordActivity(auth, c.var.now().getTime());
      return c.json({ success: true, data: { signedIn: true, locked: false } });
    },
    { access: 'public' },
  );

  router.answer(
    unlockSessionCall,
    (c, request) => {
      const { auth } = c.var.world;
      if (!auth.locked)
        return c.json({ success: true, data: { error: false, failedPinAttempts: 0 } });
      const now = c.var.now().getTime();
      // The slow-down after a wrong PIN (issue O item 1): the PIN is not even compared, and the
      // attempt is not counted.
      const retryAt = pinRetryAt(auth);
      if (retryAt !== undefined && now < retryAt) {
        const seconds = Math.ceil((retryAt - now) / 1000);
        c.header('Retry-After', String(seconds));
        return refuse(c, 429, BUSINESS_REFUSALS.tooSoon(seconds));
      }
      if (request.pinCode === auth.pinCode) {
        auth.locked = false;
        auth.failedPinAttempts = 0;
        auth.lastWrongPinAt = undefined;
        recordActivity(auth, now);
        return c.json({ success: true, data: { error: false, failedPinAttempts: 0 } });
      }
      auth.failedPinAttempts += 1;
      auth.lastWrongPinAt = now;
      const failed = auth.failedPinAttempts;
      if (failed >= MAX_PIN_ATTEMPTS) {
        // The count lives in the session's world, so a reload, another tab or a re-lock cannot
        // reset it.
        enterSession(auth, 'visitor', now);
        return c.json({
          success: true,
          data: {
            error: BUSINESS_REFUSALS.wrongPinSignedOut[langOf(c)],
            failedPinAttempts: failed,
          },
        });
      }
      return c.json({
        success: true,
        data: { error: BUSINESS_REFUSALS.wrongPin()[langOf(c)], failedPinAttempts: failed },
      });
    },
    { access: 'user-even-locked' },
  );
}
