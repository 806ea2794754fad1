import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { documentRenderCall, type DocumentRenderRequest } from './documentRenderCall';

/** A rendered document: base64 for a PDF, markup for HTML. */
export interface RenderedDocument {
  readonly content: string;
  readonly contentType: string;
}

/**
 * Renders a document template through the document engine (spec 000 §7 POST {doc-engine}/1.0/ftl).
 * @throws {PortalError} on any failure.
 */
export async function renderDocument(
  client: PortalClient,
  input: Omit<DocumentRenderRequest, 'lang' | 'output'> & {
    readonly output?: DocumentRenderRequest['output'];
  },
  options: CallOptions = {},
): Promise<RenderedDocument> {
  const output = input.output ?? 'pdf';
  const response = await client.send(documentRenderCall, {
    request: {
      templateName: input.templateName,
      data: input.data,
      lang: client.options.lang,
      output,
    },
    signal: options.signal,
  });
  return {
    content: response.data.content,
    contentType: response.data.contentType ?? (output === 'pdf' ? 'application/pdf' : 'text/html'),
  };
}
