import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentPart } from '../ContentPart';
import { reportCaughtError } from '../reportCaughtError';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContentPart', () => {
  it('draws its part, and nothing (or its fallback) once the part has thrown', () => {
    const part = new ContentPart({ name: 'footer', children: 'the footer' });
    expect(part.render()).toBe('the footer');
    part.state = ContentPart.getDerivedStateFromError();
    expect(part.render()).toBeNull();
    const withFallback = new ContentPart({
      name: 'footer',
      fallback: 'the cookie notice',
      children: 'the footer',
    });
    withFallback.state = ContentPart.getDerivedStateFromError();
    expect(withFallback.render()).toBe('the cookie notice');
  });
});

describe('reportCaughtError', () => {
  it('reports a content part’s failure as a warning, and any other as an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Invalid URL');
    reportCaughtError(failure, {
      componentStack: '',
      errorBoundary: new ContentPart({ name: 'footer', children: null }),
    });
    expect(warn).toHaveBeenCalledWith('A content part was left out: footer', failure);
    expect(error).not.toHaveBeenCalled();
    reportCaughtError(failure, { componentStack: '', errorBoundary: {} });
    expect(error).toHaveBeenCalledWith(failure);
  });
});
