/** A file accepted by `/api/file/fu-avs/upload`. */
export interface UploadedFile {
  readonly fileId: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly uploadedAt: string;
}

/** Largest upload, in bytes: the same 10 MB core checks before sending (core DEFAULT_UPLOAD_LIMITS). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Media types accepted for upload: scans and photos of documents. */
export const ACCEPTED_UPLOAD_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
]);

/** Magic numbers of the accepted types, so a renamed executable is not taken for a PDF. */
export function sniffType(head: Uint8Array): string | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return undefined;
}
