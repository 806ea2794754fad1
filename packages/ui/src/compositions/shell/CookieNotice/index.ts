export { CookieNotice, type CookieNoticeLabels, type CookieNoticeProps } from './CookieNotice';
