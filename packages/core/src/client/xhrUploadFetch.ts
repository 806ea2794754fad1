import type { FetchLike } from './createPortalClient';

/** How far an upload has gone; `total` and `fraction` are unknown when the browser cannot tell. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number | undefined;
  /** `loaded / total`, between 0 and 1. */
  readonly fraction: number | undefined;
}

/**
 * Whether this platform can report upload progress. Only `XMLHttpRequest` can today: `fetch` upload
 * streams need HTTP/2 and are missing from Safari and Firefox. Read at call time, never at import
 * time, so @portal/core still imports in Node.
 */
export function canReportUploadProgress(): boolean {
  return typeof XMLHttpRequest === 'function';
}

/**
 * A fetch built on `XMLHttpRequest` that reports upload progress (issue 4: "progress where the platform
 * allows"). ky still drives it, so timeouts, aborts and error mapping stay those of every other call.
 * Only used for multipart uploads, and only when no fetch was injected (tests and SSR inject one).
 */
export function xhrUploadFetch(onProgress: (progress: UploadProgress) => void): FetchLike {
  return async (request) => {
    // The multipart body is read back as bytes; its boundary travels in the content-type header.
    const body = await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = (): void => {
        xhr.abort();
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (request.signal.aborted) {
        abort();
        return;
      }
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.open(request.method, request.url);
      xhr.responseType = 'arraybuffer';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable && event.total > 0 ? event.total : undefined;
        onProgress({
          loaded: event.loaded,
          total,
          fraction: total === undefined ? undefined : Math.min(1, event.loaded / total),
        });
      };
      xhr.onload = () => {
        request.signal.removeEventListener('abort', abort);
        const status = xhr.status;
        const nullBody = status === 204 || status === 205 || status === 304;
        resolve(
          new Response(nullBody ? null : (xhr.response as ArrayBuffer | null), {
            status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        request.signal.removeEventListener('abort', abort);
        reject(new TypeError('Network request failed'));
      };
      xhr.send(body);
    });
  };
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name the Headers class refuses is dropped rather than failing the upload.
    }
  }
  return headers;
}
