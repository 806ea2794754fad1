import type { CaptchaProvider, CaptchaRenderOptions } from './CaptchaProvider';

/** Tests and stories only: what a fake provider was asked, and a way to act as the widget. */
export interface FakeCaptcha {
  readonly provider: CaptchaProvider;
  /** Options of each `render`, in order. */
  readonly renders: CaptchaRenderOptions[];
  readonly counts: { resets: number; destroys: number };
  /** The last rendered widget's callbacks (to play the vendor). */
  latest(): CaptchaRenderOptions;
}

/**
 * A provider without a vendor: it draws one button named `buttonLabel` that passes with
 * `token`, valid for a minute. For the Captcha and ShareBillDialog tests.
 */
export function fakeCaptcha(buttonLabel = 'Pass the check', token = 'fake-token'): FakeCaptcha {
  const renders: CaptchaRenderOptions[] = [];
  const counts = { resets: 0, destroys: 0 };
  const provider: CaptchaProvider = {
    name: 'fake',
    render(element, options) {
      renders.push(options);
      const button = element.ownerDocument.createElement('button');
      button.type = 'button';
      button.textContent = buttonLabel;
      button.addEventListener('click', () => options.onToken(token, new Date(Date.now() + 60_000)));
      element.replaceChildren(button);
      return {
        reset: () => {
          counts.resets += 1;
        },
        destroy: () => {
          counts.destroys += 1;
          button.remove();
        },
      };
    },
  };
  return {
    provider,
    renders,
    counts,
    latest: () => {
      const last = renders.at(-1);
      if (!last) throw new Error('fakeCaptcha: nothing rendered yet');
      return last;
    },
  };
}
