export { Captcha, type CaptchaControls, type CaptchaProps } from './Captcha';
export { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
export type { CaptchaHandle, CaptchaProvider, CaptchaRenderOptions } from './CaptchaProvider';
