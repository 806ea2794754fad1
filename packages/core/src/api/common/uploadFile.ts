import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import type { UploadProgress } from '../../client/xhrUploadFetch';
import { fileUploadCall } from './fileUploadCall';

/** What an upload may be. */
export interface UploadLimits {
  /** Largest accepted file in bytes. */
  readonly maxBytes: number;
  /** Accepted MIME types; an empty list accepts any type. */
  readonly allowedTypes: readonly string[];
}

/**
 * Choice (spec 000 §7 does not give limits): 10 MB of PDF, JPEG or PNG, what government document
 * uploads commonly accept. Each form passes its own limits when it differs.
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  allowedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
};

export interface UploadFileOptions extends CallOptions {
  /** Name the server stores; defaults to the File's own name, else `upload`. */
  readonly fileName?: string;
  readonly limits?: Partial<UploadLimits>;
  /** Progress, through XMLHttpRequest where the platform has it; see `SendOptions.onUploadProgress`. */
  readonly onProgress?: (progress: UploadProgress) => void;
}

/** A stored upload. */
export interface UploadedFile {
  readonly fileId: string;
  readonly fileName: string | undefined;
  readonly size: number | undefined;
}

/** Why a file breaks the limits, or `undefined` when it fits. */
export function uploadLimitProblem(file: Blob, limits: UploadLimits): string | undefined {
  if (file.size === 0) return 'file: the file is empty';
  if (file.size > limits.maxBytes) {
    return `file: ${file.size} bytes is over the limit of ${limits.maxBytes} bytes`;
  }
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (limits.allowedTypes.length > 0 && !limits.allowedTypes.includes(type)) {
    return `file: type "${type || 'unknown'}" is not one of ${limits.allowedTypes.join(', ')}`;
  }
  return undefined;
}

/**
 * Uploads one file as multipart field `file`, with the client's CSRF token (spec 000 §6, §7 POST
 * /api/file/fu-avs/upload). Size and type are checked before anything is sent.
 *
 * @example
 * const { fileId } = await uploadFile(client, input.files[0], { onProgress: (p) => setPercent(p.fraction) });
 * @throws {PortalError} `invalid-request` for a file outside the limits or without a CSRF token,
 *   `business` with the server's reason when the scan refuses the file, or any transport failure.
 */
export async function uploadFile(
  client: PortalClient,
  file: Blob,
  options: UploadFileOptions = {},
): Promise<UploadedFile> {
  const limits: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...options.limits };
  if (typeof Blob !== 'function' || !(file instanceof Blob)) {
    throw client.fail({
      kind: 'invalid-request',
      call: fileUploadCall.id,
      issues: ['file: expected a File or Blob'],
    });
  }
  const problem = uploadLimitProblem(file, limits);
  if (problem)
    throw client.fail({ kind: 'invalid-request', call: fileUploadCall.id, issues: [problem] });
  const name =
    options.fileName ?? (typeof File === 'function' && file instanceof File ? file.name : 'upload');
  const named = typeof File === 'function' ? new File([file], name, { type: file.type }) : file;
  const response = await client.send(fileUploadCall, {
    request: { file: named },
    signal: options.signal,
    ...(options.onProgress ? { onUploadProgress: options.onProgress } : {}),
  });
  const { fileId, fileName, size } = response.data;
  return { fileId, fileName: fileName ?? undefined, size: size ?? undefined };
}
