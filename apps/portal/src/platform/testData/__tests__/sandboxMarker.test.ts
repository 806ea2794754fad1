import { SANDBOX_HEADER } from '@portal/sandbox';
import { describe, expect, it } from 'vitest';
import {
  SANDBOX_MARKER_HEADER,
  answersCameFromSandbox,
  noteAnswer,
  resetSandboxMarker,
} from '../sandboxMarker';

describe('sandbox marker', () => {
  it('is the header the sandbox sends', () => {
    expect(SANDBOX_MARKER_HEADER).toBe(SANDBOX_HEADER);
  });

  it('is switched on by an answer with the marker, and only by such an answer', () => {
    resetSandboxMarker();
    noteAnswer({ headers: new Headers({ 'content-type': 'application/json' }) });
    expect(answersCameFromSandbox()).toBe(false);
    noteAnswer({ headers: new Headers({ [SANDBOX_HEADER]: '1' }) });
    expect(answersCameFromSandbox()).toBe(true);
    noteAnswer({ headers: new Headers() });
    expect(answersCameFromSandbox()).toBe(true);
  });
});
