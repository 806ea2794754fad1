/**
 * `@portal/sandbox/captcha`: the sandbox's accessible captcha provider for the browser (no puzzle;
 * a checkbox that asks the sandbox for a token) and the names of its mode switch. Browser-safe: it
 * imports neither Hono nor Node.
 * @packageDocumentation
 */
export {
  createSandboxCaptchaProvider,
  type SandboxCaptchaHandle,
  type SandboxCaptchaProvider,
  type SandboxCaptchaProviderOptions,
  type SandboxCaptchaRenderOptions,
} from './sandboxCaptchaProvider';
export {
  CAPTCHA_MODE_HEADER,
  CAPTCHA_MODE_PATH,
  CAPTCHA_MODE_QUERY,
  CAPTCHA_MODES,
  CAPTCHA_TOKEN_PATH,
  CAPTCHA_TOKEN_TTL_MS,
  isCaptchaMode,
  type CaptchaMode,
} from './captchaModes';
