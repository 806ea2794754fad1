const PDF_MAGIC = '%PDF-';

/**
 * A PDF `Blob` from base64 text, or `undefined` when the text is not base64 or the bytes do not start
 * with `%PDF-` (issue 4: receipts and bills are checked to be real PDFs before they are opened).
 * @internal
 */
export function pdfBlobFromBase64(text: string): Blob | undefined {
  let binary: string;
  try {
    binary = atob(text.replace(/\s+/g, ''));
  } catch {
    return undefined;
  }
  if (binary.length <= PDF_MAGIC.length || !binary.startsWith(PDF_MAGIC)) return undefined;
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}
