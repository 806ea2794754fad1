/**
 * Header that marks a state-changing sandbox control call as sent by a script
 * (`x-sandbox-control: 1`). A page on another site cannot add a custom header without the browser
 * first asking the sandbox (a CORS preflight), which the sandbox never allows. Browser-safe: the
 * captcha provider sends it too.
 */
export const CONTROL_HEADER = 'x-sandbox-control';
