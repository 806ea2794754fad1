export { Captcha, type CaptchaControls, type CaptchaProps } from './Captcha';
export type { CaptchaHandle, CaptchaProvider, CaptchaRenderOptions } from './CaptchaProvider';
