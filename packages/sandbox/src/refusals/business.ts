import type { Bilingual } from '../state/text';
import { coreWords } from './coreWords';

const arabicSeconds = (seconds: number): string =>
  new Intl.NumberFormat('ar', { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
    seconds,
  );

/**
 * Refusals of the business rules (409, 422, 429 and `success: false` answers): a wrong PIN or code,
 * something already done, a state that does not allow the step, a limit. The captcha's and the
 * payment start's refusals keep their own tables beside their rules (`routes/captcha.ts`,
 * `state/paymentStart.ts`), in the same two languages.
 */
export const BUSINESS_REFUSALS = {
  /** Core's words: the session dialog says the same after a wrong PIN. */
  wrongPin: (): Bilingual => coreWords('unlocksession.setupPinModal.pinErrorAttempt1'),
  wrongPinSignedOut: {
    en: 'Wrong PIN. You have been signed out.',
    ar: 'رمز التعريف الشخصي غير صحيح. تم تسجيل خروجك.',
  },
  tooSoon: (seconds: number): Bilingual => ({
    en: `Too many wrong PINs. Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, then try again.`,
    ar: `أدخلت رمزًا خاطئًا أكثر من مرة. انتظر ${arabicSeconds(seconds)} ثم حاول مرة أخرى.`,
  }),
  notStaySignedIn: {
    en: 'Only a Stay Signed-In session has a PIN.',
    ar: 'لا يوجد رمز تعريف شخصي إلا لجلسة البقاء متصلًا.',
  },
  samePin: {
    en: 'The new PIN is your current PIN.',
    ar: 'رمز التعريف الشخصي الجديد هو رمزك الحالي.',
  },
  paymentsDueRequired: {
    en: 'Choose at least one way to be told about payments due.',
    ar: 'اختر وسيلة واحدة على الأقل لإبلاغك بالمدفوعات المستحقة.',
  },
  otpNotSent: {
    en: 'No code was sent. Ask for a new code first.',
    ar: 'لم يُرسل أي رمز. اطلب رمزًا جديدًا أولًا.',
  },
  otpExpired: {
    en: 'The code has expired. Ask for a new code.',
    ar: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
  },
  otpWrong: {
    en: 'The code is not correct.',
    ar: 'الرمز غير صحيح.',
  },
  favouritesChanged: {
    en: 'Your favourites changed. Reload the page and try again.',
    ar: 'تغيّرت المفضلة. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  serviceTypeMismatch: {
    en: 'This account belongs to another kind of service.',
    ar: 'هذا الحساب يتبع نوعًا آخر من الخدمات.',
  },
  onlyUtilityBillsShared: {
    en: 'Only water and electricity bills can be shared.',
    ar: 'لا يمكن مشاركة إلا فواتير الماء والكهرباء.',
  },
  noAutopay: (provider: Bilingual): Bilingual => ({
    en: `${provider.en} accounts cannot be paid automatically.`,
    ar: `لا يمكن الدفع التلقائي لحسابات «${provider.ar}».`,
  }),
  linkElsewhere: {
    en: 'Accounts of this kind cannot be linked here; use the toll wallet.',
    ar: 'لا يمكن ربط حسابات من هذا النوع هنا؛ استخدم محفظة التعرفة المرورية.',
  },
  alreadyLinked: (account: string): Bilingual => ({
    en: `Account ${account} is already linked.`,
    ar: `الحساب «${account}» مرتبط بالفعل.`,
  }),
  autopayNotSetUp: {
    en: 'Autopay is not set up on this account. Set it up first.',
    ar: 'الدفع التلقائي غير مفعّل على هذا الحساب. فعّله أولًا.',
  },
  autopayAlreadyPaused: {
    en: 'Autopay on this account is already paused.',
    ar: 'الدفع التلقائي على هذا الحساب متوقف مؤقتًا بالفعل.',
  },
  autopayAlreadyActive: {
    en: 'Autopay on this account is already active.',
    ar: 'الدفع التلقائي على هذا الحساب مفعّل بالفعل.',
  },
  walletNotActiveForVehicles: (wallet: string, status: string): Bilingual => ({
    en: `Wallet "${wallet}" is ${status}; vehicles can only use an active wallet.`,
    ar: `المحفظة «${wallet}» غير مفعّلة؛ لا يمكن للمركبات استخدام إلا محفظة مفعّلة.`,
  }),
  walletNotActiveForTopUp: (wallet: string, status: string): Bilingual => ({
    en: `Wallet "${wallet}" is ${status}; update your details before topping it up.`,
    ar: `المحفظة «${wallet}» غير مفعّلة؛ حدّث بياناتك قبل تعبئة رصيدها.`,
  }),
  walletNameTaken: (name: string): Bilingual => ({
    en: `You already have a wallet named "${name}".`,
    ar: `لديك بالفعل محفظة باسم «${name}».`,
  }),
  trafficFileAdded: (id: string): Bilingual => ({
    en: `Traffic file ${id} is already added.`,
    ar: `الملف المروري «${id}» مضاف بالفعل.`,
  }),
  alreadyDarb: {
    en: 'You are already registered with Darb.',
    ar: 'أنت مسجّل بالفعل في درب.',
  },
  cardAdded: {
    en: 'This card is already added.',
    ar: 'هذه البطاقة مضافة بالفعل.',
  },
  onlyDraftsDiscarded: {
    en: 'This application was submitted; only drafts can be discarded.',
    ar: 'تم تقديم هذا الطلب؛ لا يمكن حذف إلا المسودات.',
  },
  transactionOfAnotherService: {
    en: 'This payment belongs to another service.',
    ar: 'عملية الدفع هذه تتبع خدمة أخرى.',
  },
  /**
   * The sandbox's own failure (a bug, an answer that breaks core's contract): in English the detail
   * a developer needs (`Sandbox error: …`), in Arabic core's generic "something went wrong".
   */
  sandboxFailed: (detail: string): Bilingual => ({
    en: detail,
    ar: coreWords('something.wentWrong').ar,
  }),
  /** An injected fault without its own `message=`: the fault is the point, not its words. */
  injectedFault: {
    en: 'The service could not answer. Try again later.',
    ar: 'تعذّر على الخدمة الرد. حاول مرة أخرى لاحقًا.',
  },
  ideaClosedToSupport: {
    en: 'This idea has been decided, so support can no longer be given or withdrawn.',
    ar: 'صدر قرار بشأن هذه الفكرة، لذا لم يعد بالإمكان تقديم الدعم أو سحبه.',
  },
  ideaClosedToComments: {
    en: 'Comments are closed for this idea.',
    ar: 'التعليقات مغلقة على هذه الفكرة.',
  },
  ownIdeaSupport: {
    en: 'You cannot support your own idea.',
    ar: 'لا يمكنك دعم فكرتك.',
  },
  /** The community's draft limit (routes/community.ts `MAX_COMMUNITY_DRAFTS`, 20). */
  tooManyDrafts: {
    en: 'You can keep at most 20 drafts. Send or delete one first.',
    ar: 'يمكنك الاحتفاظ بـ 20 مسودة على الأكثر. أرسل إحداها أو احذفها أولًا.',
  },
} as const;
