import { SERVICE_LIST_BUNDLES } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { SERVICE_LIST_PAGE_AUDIENCES, isServiceListBundle } from '../serviceListBundle';

describe('isServiceListBundle', () => {
  it('accepts the bundles core lists and nothing else', () => {
    expect(SERVICE_LIST_PAGE_AUDIENCES).toEqual(SERVICE_LIST_BUNDLES);
    expect(isServiceListBundle('individual')).toBe(true);
    expect(isServiceListBundle('business')).toBe(true);
    expect(isServiceListBundle('emirati')).toBe(false);
    expect(isServiceListBundle('Individual')).toBe(false);
  });
});
