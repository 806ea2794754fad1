import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../../client/createPortalClient';
import { type PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { rejectionOf, testClient } from '../../../test/testClient';
import { uploadFile } from '../uploadFile';

const pdf = (size = 8) => new File([new Uint8Array(size)], 'id.pdf', { type: 'application/pdf' });

describe('uploadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs multipart field "file" with the CSRF header and reads the stored file', async () => {
    const { client, requests } = testClient(
      () => json({ success: true, data: { fileId: 77, fileName: 'id.pdf', size: 8 } }),
      {
        csrfToken: async () => 'token-1',
      },
    );
    await expect(uploadFile(client, pdf())).resolves.toEqual({
      fileId: '77',
      fileName: 'id.pdf',
      size: 8,
    });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/file/fu-avs/upload');
    expect(request?.headers.get('x-csrf-token')).toBe('token-1');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="file"; filename="id.pdf"');
  });

  it('uses a custom CSRF header name and file name', async () => {
    const { client, requests } = testClient(() => json({ data: { fileId: 'f' } }), {
      csrfHeader: 'X-XSRF-TOKEN',
    });
    await uploadFile(client, new Blob(['%PDF-'], { type: 'application/pdf' }), {
      fileName: 'scan.pdf',
    });
    expect(requests[0]?.headers.get('x-xsrf-token')).toBe('csrf-token');
    expect(requests[0]?.body).toContain('filename="scan.pdf"');
  });

  it.each([
    [pdf(0), {}, /file: the file is empty/],
    [pdf(2048), { maxBytes: 1024 }, /2048 bytes is over the limit of 1024 bytes/],
    [
      new File(['x'], 'a.exe', { type: 'application/x-msdownload' }),
      {},
      /type "application\/x-msdownload" is not one of/,
    ],
  ])('refuses a file outside the limits before sending (%#)', async (file, limits, issue) => {
    const { client, requests } = testClient(() => json({ data: { fileId: 'f' } }));
    const error = (await rejectionOf(uploadFile(client, file, { limits }))) as PortalError;
    expect(error.kind).toBe('invalid-request');
    expect(error.issues[0]).toMatch(issue);
    expect(requests).toHaveLength(0);
  });

  it('refuses to upload without a CSRF token', async () => {
    const { client, requests } = testClient(() => json({ data: { fileId: 'f' } }), {
      csrfToken: () => undefined,
    });
    const error = (await rejectionOf(uploadFile(client, pdf()))) as PortalError;
    expect(error.issues).toEqual(['csrfToken: this call needs a CSRF token']);
    expect(requests).toHaveLength(0);
  });

  it('refuses something that is not a file', async () => {
    const { client } = testClient(() => json({}));
    const error = (await rejectionOf(
      uploadFile(client, 'not a file' as unknown as Blob),
    )) as PortalError;
    expect(error.issues).toEqual(['file: expected a File or Blob']);
  });

  it('turns a scanner refusal into a business error with its reason', async () => {
    const { client } = testClient(() =>
      json({ success: false, message: 'The file contains a virus' }),
    );
    const error = (await rejectionOf(uploadFile(client, pdf()))) as PortalError;
    expect(error.kind).toBe('business');
    expect(error.userMessage).toEqual({ type: 'server', text: 'The file contains a virus' });
  });

  it('reports completion once when the platform has no XMLHttpRequest', async () => {
    const onProgress = vi.fn();
    const { client } = testClient(() => json({ data: { fileId: 'f' } }));
    await uploadFile(client, pdf(), { onProgress });
    expect(onProgress).toHaveBeenCalledExactlyOnceWith({ loaded: 1, total: 1, fraction: 1 });
  });

  it('reports upload progress through XMLHttpRequest when no fetch was injected', async () => {
    const sent: { method: string; url: string; headers: Record<string, string>; size: number }[] =
      [];
    class FakeXhr {
      upload: {
        onprogress:
          ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
      } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      status = 0;
      statusText = '';
      response: ArrayBuffer | null = null;
      responseType = '';
      withCredentials = false;
      #method = '';
      #url = '';
      #headers: Record<string, string> = {};
      open(method: string, url: string) {
        this.#method = method;
        this.#url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.#headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\nx-trace: 1\r\n';
      }
      abort() {}
      send(body: ArrayBuffer) {
        sent.push({
          method: this.#method,
          url: this.#url,
          headers: this.#headers,
          size: body.byteLength,
        });
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
        this.status = 200;
        this.response = new TextEncoder().encode(JSON.stringify({ data: { fileId: 'x1' } })).buffer;
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      csrfToken: 't',
    });
    const onProgress = vi.fn();
    await expect(uploadFile(client, pdf(), { onProgress })).resolves.toMatchObject({
      fileId: 'x1',
    });
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { loaded: 50, total: 100, fraction: 0.5 },
      { loaded: 100, total: 100, fraction: 1 },
    ]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://portal.test/api/file/fu-avs/upload',
    });
    expect(sent[0]?.headers['x-csrf-token']).toBe('t');
    expect(sent[0]?.size).toBeGreaterThan(8);
  });
});
