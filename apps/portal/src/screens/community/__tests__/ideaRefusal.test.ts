import { PortalError } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import { isRefusal, refusalTextOf } from '../ideaRefusal';

const error = (init: Partial<ConstructorParameters<typeof PortalError>[0]>) =>
  new PortalError({ kind: 'http', call: 'community.ideaSubmit', ...init });

describe('a refused idea, draft or attachment', () => {
  it('is the server saying no: a 4xx other than 401, or success: false', () => {
    expect(isRefusal(error({ status: 422, serverMessage: 'Enter a title for your idea' }))).toBe(
      true,
    );
    expect(isRefusal(error({ status: 404 }))).toBe(true);
    expect(isRefusal(error({ kind: 'business', status: 200 }))).toBe(true);
  });

  it('is not a failure the person cannot fix by changing the form', () => {
    expect(isRefusal(error({ status: 500 }))).toBe(false);
    expect(isRefusal(error({ kind: 'unauthorized', status: 401 }))).toBe(false);
    expect(isRefusal(error({ kind: 'network', status: undefined }))).toBe(false);
    expect(isRefusal(new Error('boom'))).toBe(false);
  });

  it("says the server's sentence, else the page's words", () => {
    expect(
      refusalTextOf(error({ status: 422, serverMessage: 'Enter a title for your idea' }), 'x'),
    ).toBe('Enter a title for your idea');
    expect(refusalTextOf(error({ status: 409 }), 'The draft could not be saved.')).toBe(
      'The draft could not be saved.',
    );
  });
});
