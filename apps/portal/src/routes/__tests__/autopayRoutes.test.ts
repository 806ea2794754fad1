import { AUTOPAY_PATHS } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../platform/pages/resolveLocation';
import { PORTAL_PAGE_PATHS } from '../../platform/pages/pageTable';

describe('autopay routes (spec 000 §2, SCREENS.md S5.8)', () => {
  const paths = Object.values(AUTOPAY_PATHS);

  it('serves the spec’s four paths after the language prefix', () => {
    expect(paths).toHaveLength(4);
    for (const path of paths) {
      expect(PORTAL_PAGE_PATHS).toContain(path);
      expect(resolveLocation({ pathname: `/ar-AE${path}`, search: '?id=la-013' })).toEqual({
        kind: 'page',
        locale: 'ar-AE',
      });
    }
  });

  it('sends the paths as the spec writes them (no prefix) to the negotiated language', () => {
    for (const path of paths) {
      expect(
        resolveLocation({ pathname: path, search: '?id=la-013', browserLanguages: ['ar'] }),
      ).toMatchObject({ kind: 'redirect', href: `/ar-AE${path}?id=la-013` });
    }
  });
});
