import { PDFDocument, StandardFonts } from 'pdf-lib';
import { winAnsi } from './winAnsi';

/**
 * A stand-in for the document engine's FreeMarker render (`{doc-engine}/1.0/ftl`): a one-page PDF
 * listing the template name and the values it was given, marked SANDBOX. English glyphs only (see
 * `receiptPdf`); values in other scripts print as `?`.
 */
export async function renderDocumentPdf(
  templateName: string,
  data: Record<string, unknown>,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`${winAnsi(templateName)} (sandbox)`);
  document.setCreationDate(new Date(0));
  document.setModificationDate(new Date(0));
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  page.drawText('SANDBOX document', { x: 40, y: 800, size: 10, font: bold });
  page.drawText(winAnsi(templateName), { x: 40, y: 760, size: 20, font: bold, maxWidth: 515 });
  let y = 720;
  for (const [key, value] of Object.entries(data).slice(0, 28)) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    page.drawText(winAnsi(key), { x: 40, y, size: 10, font: bold });
    page.drawText(winAnsi(text).slice(0, 80), { x: 200, y, size: 10, font });
    y -= 22;
  }
  return document.save({ useObjectStreams: false });
}
