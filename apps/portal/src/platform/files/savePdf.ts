/** Saves a PDF under a name: the browser opens or keeps it as the person prefers. */
export function savePdf(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long enough for the browser to start reading it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
