import { DEMO_PIN, DEMO_USER } from '../state/identity';
import type { SignedInKind } from '../state/sessionKind';
import { escapeHtml, renderPage, type PageLook } from './html';

/** Name of the form field that carries the chosen session kind (and of the direct-sign-in query flag). */
export const SESSION_KIND_FIELD = 'session';

const TEXT = {
  en: {
    title: 'Sign in to the sandbox',
    intro: (name: string) =>
      `The sandbox has no identity provider: you sign in as its demo user, ${name}. Choose the kind of session to try.`,
    legend: 'Kind of session',
    kinds: {
      normal: {
        label: 'Normal session',
        hint: 'The full header, with the notification bell and the profile menu.',
      },
      long: {
        label: 'Stay Signed-In',
        hint: `A long session with the reduced header. It can be locked, and the PIN ${DEMO_PIN} unlocks it.`,
      },
    },
    submit: 'Sign in',
    cancel: 'Back to the portal without signing in',
    language: 'العربية',
    options: 'Page options',
  },
  ar: {
    title: 'تسجيل الدخول إلى البيئة التجريبية',
    intro: (name: string) =>
      `لا يوجد مزوّد هوية في البيئة التجريبية: تسجّل الدخول بصفتك المستخدم التجريبي، ${name}. اختر نوع الجلسة التي تريد تجربتها.`,
    legend: 'نوع الجلسة',
    kinds: {
      normal: {
        label: 'جلسة عادية',
        hint: 'الترويسة الكاملة مع جرس الإشعارات وقائمة الملف الشخصي.',
      },
      long: {
        label: 'البقاء متصلًا',
        hint: `جلسة طويلة بترويسة مختصرة. يمكن قفلها، ويفتحها الرمز ${DEMO_PIN}.`,
      },
    },
    submit: 'تسجيل الدخول',
    cancel: 'العودة إلى البوابة دون تسجيل الدخول',
    language: 'English',
    options: 'خيارات الصفحة',
  },
} as const;

const KINDS: readonly SignedInKind[] = ['normal', 'long'];

/** What the sign-in page needs besides its look. */
export interface SignInPageInput {
  /** The form's target: this page's path and query (provider, redirectUrl), so the POST checks them again. */
  readonly action: string;
  /** Where "back without signing in" leads: the checked redirect target. */
  readonly cancelHref: string;
  /** The same page in the other language. */
  readonly otherLanguageHref: string;
  readonly csrfToken: string;
}

/**
 * The demo sign-in page (issue G §5): the person chooses a normal session (full header with the
 * bell) or a Stay Signed-In session (reduced header, lock and unlock; spec 001 §6), in English or
 * Arabic. A plain HTML form: works without script, one fieldset with a legend, radio buttons with
 * visible labels and hints tied by `aria-describedby`, the normal session chosen by default.
 */
export function renderSignInPage(look: PageLook, input: SignInPageInput): string {
  const t = TEXT[look.lang];
  const otherLang = look.lang === 'en' ? 'ar' : 'en';
  const choices = KINDS.map((kind, index) => {
    const id = `session-${kind}`;
    return `<p>
<input type="radio" id="${id}" name="${SESSION_KIND_FIELD}" value="${kind}" aria-describedby="${id}-hint"${index === 0 ? ' checked' : ''}>
<label for="${id}"><strong>${escapeHtml(t.kinds[kind].label)}</strong></label><br>
<span id="${id}-hint" class="muted">${escapeHtml(t.kinds[kind].hint)}</span>
</p>`;
  }).join('\n');
  return renderPage(
    look,
    t.title,
    `<nav class="switch" aria-label="${escapeHtml(t.options)}">
<a href="${escapeHtml(input.otherLanguageHref)}" lang="${otherLang}">${escapeHtml(t.language)}</a>
</nav>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro(DEMO_USER.fullName[look.lang]))}</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrfToken)}">
<fieldset>
<legend>${escapeHtml(t.legend)}</legend>
${choices}
</fieldset>
<div class="actions">
<button type="submit" class="primary">${escapeHtml(t.submit)}</button>
</div>
</form>
<p><a href="${escapeHtml(input.cancelHref)}">${escapeHtml(t.cancel)}</a></p>`,
  );
}
