import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf } from '../internal/envelope';
import { idText, optionalNumeric, optionalText } from '../internal/wireValues';

/**
 * Multipart fields of the upload (spec 000 §7: field `file`). Checked lazily so that importing this
 * module never touches `Blob` (Node has it, but core stays free of import-time globals).
 */
export const fileUploadRequestSchema = z.object({
  file: z.custom<Blob>(
    (value) => typeof Blob === 'function' && value instanceof Blob,
    'expected a file',
  ),
});

/**
 * Assumption: the answer names the stored file so a form can reference it later. `fu-avs` suggests an
 * anti-virus scan: a refused file comes back as `success: false` with a message to show.
 */
export const fileUploadResponseSchema = envelopeOf(
  z.object({
    fileId: idText,
    fileName: optionalText,
    size: optionalNumeric,
    contentType: optionalText,
  }),
);

export type FileUploadResponse = z.infer<typeof fileUploadResponseSchema>;

/**
 * POST /api/file/fu-avs/upload (spec 000 §7): multipart, CSRF header (spec 000 §6), the upload
 * time limit. Choice: `success: false` is a refusal, so the user sees the scanner's reason.
 */
export const fileUploadCall = defineCall({
  id: 'common.fileUpload',
  method: 'POST',
  path: '/api/file/fu-avs/upload',
  encoding: 'multipart',
  failsOnUnsuccessful: true,
  request: fileUploadRequestSchema,
  response: fileUploadResponseSchema,
});
