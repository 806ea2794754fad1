import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getBillDetails, shareBill } from '@portal/core/api/bills';
import { getAnnouncementPage, lockSession, verifyWalletOtp } from '@portal/core/api/common';
import { getAdpLookup } from '@portal/core/api/parking';
import { getLinkedAccounts, linkAccount, updateNickname } from '@portal/core/api/paymentHub';
import { assignVehicleToWallet, createDarbWallet } from '@portal/core/api/tollWallet';
import { scriptOfText, type ApiLanguage, type PortalClient } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import { ACCESS_REFUSALS } from '../refusals/access';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { loadCoreWords } from '../refusals/coreWords';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { VALIDATION_REFUSALS } from '../refusals/validation';
import type { Bilingual } from '../state/text';
import { failureOf } from './support/failureOf';
import { call, clientFor, controlCall, postJson, testSandbox } from './support/sandboxClient';
import { sessionView } from './support/session';

type SandboxApp = ReturnType<typeof testSandbox>;

/**
 * Whether a refusal is said in `language`: an Arabic one has no Latin letter outside «»
 * (where it quotes an id, a file type or a brand exactly as typed) and is mostly Arabic letters; an
 * English one is mostly Latin letters. Core's `scriptOfText` counts, as the app does when it decides.
 */
function problemWith(text: string, language: ApiLanguage): string | undefined {
  if (text.trim() === '') return 'empty';
  if (language === 'en')
    return scriptOfText(text) === 'latin' ? undefined : 'not an English sentence';
  const unquoted = text.replace(/«[^»]*»/g, '');
  const latin = /[A-Za-z]+/.exec(unquoted);
  if (latin) return `English word "${latin[0]}" in an Arabic answer`;
  return scriptOfText(text) === 'arabic' ? undefined : 'not an Arabic sentence';
}

function expectSaidIn(text: string | undefined, language: ApiLanguage, what: string): void {
  expect(text, what).toBeTypeOf('string');
  expect(problemWith(text ?? '', language), `${what}: ${JSON.stringify(text)}`).toBeUndefined();
}

/** The server's message of a refused call, as the app would read it. */
async function refusalText(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await failureOf(promise);
  return error.userMessage.type === 'server' ? error.userMessage.text : undefined;
}

/** The `message` of a raw answer, which must have come with `status`. */
async function messageOf(response: Response, status?: number): Promise<string | undefined> {
  if (status !== undefined) expect(response.status).toBe(status);
  const body = (await response.json()) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : undefined;
}

async function captchaToken(app: SandboxApp, mode: string): Promise<string> {
  const response = await controlCall(app, `/__sandbox/captcha/token?__captcha=${mode}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function firstAddcAccount(client: PortalClient) {
  const [account] = await getLinkedAccounts(client, 'addc');
  return { providerCode: 'ADDA00002', accountNumber: account?.accountNumber ?? '' };
}

/** One way to be refused, walked in each language: the message the reader gets. */
interface RefusalPath {
  readonly name: string;
  readonly walk: (language: ApiLanguage) => Promise<string | undefined>;
}

const PATHS: readonly RefusalPath[] = [
  // A 401 is never shown as server text (core gives the generic words and the app signs in),
  // but its message is still the reader's.
  {
    name: 'access: nobody signed in (401)',
    walk: async (lang) =>
      messageOf(
        await postJson(
          testSandbox({ startAs: 'visitor' }),
          '/api/proxy/journey-service-common/1.0/notifications/count',
          {},
          { 'accept-language': lang },
        ),
        401,
      ),
  },
  {
    name: 'access: a locked session (401)',
    walk: async (lang) => {
      const app = testSandbox();
      await lockSession(clientFor(app));
      return messageOf(
        await postJson(
          app,
          '/api/proxy/journey-service-common/1.0/notifications/count',
          {},
          { 'accept-language': lang },
        ),
        401,
      );
    },
  },
  {
    name: 'access: a wrong security token (403)',
    walk: async (lang) => {
      const app = testSandbox();
      const { csrfToken } = await sessionView(app);
      const form = new FormData();
      form.set('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
      return messageOf(
        await call(app, '/api/file/fu-avs/upload', {
          method: 'POST',
          body: form,
          headers: { 'accept-language': lang, 'x-csrf-token': `${csrfToken}x` },
        }),
      );
    },
  },
  {
    name: 'validation: a field core refuses (400)',
    walk: async (lang) => {
      const app = testSandbox();
      const response = await postJson(
        app,
        '/api/proxy/journey-service-common/1.0/notifications/updateRead',
        { BellNotificationID: { not: 'an id' } },
        { 'accept-language': lang },
      );
      return messageOf(response);
    },
  },
  {
    name: 'validation: a body that is not JSON (400)',
    walk: async (lang) =>
      messageOf(
        await call(testSandbox(), '/api/proxy/journey-service-common/1.0/notifications/count', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': lang },
          body: '{',
        }),
      ),
  },
  {
    name: 'validation: a nickname with symbols (400)',
    walk: async (lang) => {
      const client = clientFor(testSandbox(), { lang });
      const [account] = await getLinkedAccounts(client, 'addc');
      return refusalText(
        updateNickname(client, 'addc', { id: account?.id ?? '', nickname: '<b>' }),
      );
    },
  },
  {
    name: 'validation: an account number of the wrong length (422)',
    walk: async (lang) =>
      refusalText(
        linkAccount(clientFor(testSandbox(), { lang }), 'addc', { accountNumber: '12345' }),
      ),
  },
  {
    name: 'not found: a bill on an account not linked (404)',
    walk: async (lang) =>
      refusalText(
        getBillDetails(clientFor(testSandbox(), { lang }), {
          providerCode: 'ADDA00002',
          accountNumber: '1',
        }),
      ),
  },
  {
    name: 'not found: an information page (404)',
    walk: async (lang) =>
      refusalText(getAnnouncementPage(clientFor(testSandbox(), { lang }), 'no-such-day')),
  },
  {
    name: 'not found: a lookup list (404)',
    walk: async (lang) => refusalText(getAdpLookup(clientFor(testSandbox(), { lang }), 'colours')),
  },
  {
    name: 'not found: an endpoint (404)',
    walk: async (lang) =>
      messageOf(
        await call(testSandbox(), '/api/nowhere', { headers: { 'accept-language': lang } }),
      ),
  },
  {
    name: 'business: an account already linked (409)',
    walk: async (lang) => {
      const client = clientFor(testSandbox(), { lang });
      const { accountNumber } = await firstAddcAccount(client);
      return refusalText(linkAccount(client, 'addc', { accountNumber }));
    },
  },
  {
    name: 'business: a wallet name taken (409)',
    walk: async (lang) => {
      const client = clientFor(testSandbox(), { lang });
      await createDarbWallet(client, 'Holiday car');
      return refusalText(createDarbWallet(client, 'holiday car'));
    },
  },
  {
    name: 'business: a wallet that is not active (409)',
    walk: async (lang) =>
      refusalText(
        assignVehicleToWallet(clientFor(testSandbox(), { lang }), {
          walletId: 'tw-003',
          vehicleId: 'tv-001',
        }),
      ),
  },
  {
    name: 'business: a code verified before any was sent (409)',
    walk: async (lang) =>
      refusalText(verifyWalletOtp(clientFor(testSandbox(), { lang }), { otpCode: '123456' })),
  },
  {
    name: 'business: a failed captcha (422)',
    walk: async (lang) => {
      const app = testSandbox();
      const client = clientFor(app, { lang });
      const account = await firstAddcAccount(client);
      const token = await captchaToken(app, 'fail');
      return refusalText(
        shareBill(client, { ...account, emails: 'a@example.com', captchaToken: token }),
      );
    },
  },
  {
    name: 'business: a wrong PIN on unlock (the answer’s error)',
    walk: async (lang) => {
      const app = testSandbox();
      await lockSession(clientFor(app));
      const response = await postJson(
        app,
        '/api/auth/stayConnected/unlock',
        { pinCode: '9999' },
        { 'accept-language': lang },
      );
      const body = (await response.json()) as { data?: { error?: unknown } };
      return typeof body.data?.error === 'string' ? body.data.error : undefined;
    },
  },
  {
    name: 'fault: an injected refusal without its own words (503)',
    walk: async (lang) =>
      messageOf(
        await call(testSandbox(), '/api/proxy/journey-service-common/1.0/notifications/count', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': lang,
            'x-sandbox-fault': '503',
          },
          body: '{}',
        }),
      ),
  },
];

describe('refusals in the reader’s language (issue R)', () => {
  for (const language of ['en', 'ar'] as const) {
    it.each(PATHS.map((path) => [path.name, path] as const))(
      `${language}: %s`,
      async (name, path) => {
        expectSaidIn(await path.walk(language), language, name);
      },
    );
  }

  it('reads the language from ?lang= before Accept-Language', async () => {
    const response = await call(testSandbox(), '/api/nowhere?lang=ar', {
      headers: { 'accept-language': 'en' },
    });
    expectSaidIn(await messageOf(response), 'ar', 'query over header');
  });
});

/** Every entry of a catalogue, functions called with sample values. */
function wordsOf(catalogue: Record<string, unknown>): [string, Bilingual][] {
  return Object.entries(catalogue).map(([key, entry]) => {
    if (typeof entry !== 'function') return [key, entry as Bilingual];
    const samples = ['la-001', 'Holiday car', 'x'];
    const args = Array.from({ length: entry.length }, (_, index) =>
      key === 'accountAtProvider' && index === 0
        ? { en: 'ADDC', ar: 'أدنوك' }
        : key === 'noAutopay'
          ? { en: 'du prepaid', ar: 'دو مسبق الدفع' }
          : /Length|Large|tooSoon/.test(key)
            ? 10 * (index + 1)
            : key === 'field' && index === 3
              ? 2
              : key === 'lookup' && index === 1
                ? ['plateSources']
                : samples[index % samples.length],
    );
    return [key, (entry as (...values: unknown[]) => Bilingual)(...args)];
  });
}

describe('the refusal catalogues', () => {
  const catalogues = {
    access: ACCESS_REFUSALS,
    validation: VALIDATION_REFUSALS,
    notFound: NOT_FOUND_REFUSALS,
    business: BUSINESS_REFUSALS,
  };

  it.each(Object.entries(catalogues))(
    'says every %s refusal in English and in Arabic',
    async (_kind, catalogue) => {
      await loadCoreWords();
      for (const [key, words] of wordsOf(catalogue)) {
        expectSaidIn(words.en, 'en', `${key} (en)`);
        expectSaidIn(words.ar, 'ar', `${key} (ar)`);
      }
    },
  );
});

describe('every refusal goes through a catalogue', () => {
  const source = fileURLToPath(new URL('..', import.meta.url));
  const files = ['http', 'routes']
    .flatMap((folder) => readdirSync(join(source, folder)).map((name) => join(folder, name)))
    .filter((path) => path.endsWith('.ts'))
    .concat('createSandbox.ts');
  // Control calls answer a developer's script, never a reader: their messages stay English
  // (`refuseControl`), as do the fault and captcha-mode switches' own parse errors.
  const CONTROL = new Set([
    'routes/control.ts',
    'routes/captcha.ts',
    'routes/sessionClockControl.ts',
    'http/controlCallGuard.ts',
    'http/faultMiddleware.ts',
  ]);

  it.each(files.filter((path) => !CONTROL.has(path)))(
    '%s writes no refusal sentence of its own',
    (path) => {
      const text = readFileSync(join(source, path), 'utf8');
      // A refusal's words as a literal: refuse(c, 404, 'There is…') or { success: false, message: `…` }.
      expect(text).not.toMatch(/refuse\(\s*c,\s*\w+,\s*['"`]/);
      expect(text).not.toMatch(/message:\s*['"`]/);
      expect(text).not.toMatch(/error:\s*['"`][A-Z]/);
    },
  );
});
