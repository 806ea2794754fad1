/**
 * Every message key a rule in `@portal/core` can return. Rules give decisions and keys, never
 * English; the i18n catalogues (English and Arabic) must define each key listed here, and a test
 * in the i18n package checks that they do.
 *
 * Keys the spec names are used as written (spec 000 §5: `form.error.accountNumber`,
 * `form.error.specialCharacters`, `something.wentWrong`; spec 001 §5: the `unlocksession.*` keys).
 * Choice: the others follow the same dotted `area.group.name` shape.
 */
export const RULE_MESSAGE_KEYS = [
  // Generic error (spec 000 §8); the session's PIN unlock returns it when the server cannot answer.
  'something.wentWrong',
  // Application status text (spec 000 §4, §8).
  'application.status.multipleServices',
  'application.status.actionRequired',
  'application.status.delayed',
  'application.status.estimated',
  'application.status.notAvailable',
  // Support case statuses (spec 000 §4).
  'supportCase.status.requestReceived',
  'supportCase.status.underReview',
  'supportCase.status.requestForInformation',
  'supportCase.status.inProgress',
  'supportCase.status.requestResolved',
  'supportCase.status.requestClosed',
  'supportCase.status.unknown',
  // Document expiry marks (spec 000 §9).
  'document.expired',
  'document.expiringSoon',
  'document.valid',
  // Appointments (spec 000 §4).
  'appointment.error.mandatoryDataMissing',
  // Form validation (spec 000 §5, spec 001 §5).
  'form.error.required',
  'form.error.accountNumber',
  'form.error.accountNumberLength',
  'form.error.specialCharacters',
  'form.error.nicknameLength',
  'form.error.emailList',
  'form.error.emailListTooLong',
  'form.error.pin',
  'form.error.dueDate',
  'form.error.amount',
  // A number that cannot be read (spec 000 §8: "Invalid number parsing: 'Invalid number'").
  'common.invalidNumber',
  'form.error.amountMin',
  'form.error.amountMax',
  'form.error.amountStep',
  'form.error.autopayDay',
  'form.error.captcha',
  'form.error.cardNumber',
  // The feedback form (SCREENS.md S7.5, assumed rules).
  'form.error.email',
  'form.error.feedbackName',
  'form.error.feedbackTopic',
  'form.error.feedbackMessageLength',
  'form.error.feedbackNameRequired',
  'form.error.feedbackEmailRequired',
  'form.error.feedbackMessageRequired',
  // Settings (SCREENS.md S8.2, assumed): the Stay Signed-In PIN change and notification preferences.
  'form.error.currentPinRequired',
  'form.error.currentPin',
  'form.error.newPinRequired',
  'form.error.newPin',
  'form.error.newPinSame',
  'form.error.confirmPinRequired',
  'form.error.confirmPin',
  'form.error.notificationRequired',
  // The community (tamm-by-you, issue W, assumed): idea statuses and its forms.
  'community.status.submitted',
  'community.status.underReview',
  'community.status.accepted',
  'community.status.implemented',
  'community.status.declined',
  'form.error.ideaTitleRequired',
  'form.error.ideaTitleLength',
  'form.error.ideaDescriptionRequired',
  'form.error.ideaDescriptionLength',
  'form.error.ideaTopic',
  'form.error.ideaAttachment',
  'form.error.ideaConsent',
  'form.error.ideaDraftEmpty',
  'form.error.commentRequired',
  'form.error.commentLength',
  'form.error.publicNameRequired',
  'form.error.publicNameLength',
  'form.error.publicName',
  'form.error.avatar',
  // Stay Signed-In unlock (spec 001 §5).
  'unlocksession.setupPinModal.pinErrorAttempt1',
  'unlocksession.setupPinModal.pinError',
  // The server's slow-down after a wrong PIN (issue O item 1): "wait {time}, then try again".
  'unlocksession.setupPinModal.tooSoon',
  // Home and header (spec 001 §2, §4).
  'home.servicesAtAGlance.myServices',
  'home.servicesAtAGlance.mostPopular',
] as const;

/** A message key some rule can return; see {@link RULE_MESSAGE_KEYS}. */
export type RuleMessageKey = (typeof RULE_MESSAGE_KEYS)[number];
