import { SERVICE_LIST_AUDIENCES } from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { SERVICE_LIST_PAGE_AUDIENCES, isServiceListAudience } from '../serviceListBundle';

describe('isServiceListAudience', () => {
  it('accepts the audiences core lists (bundles and personas) and nothing else', () => {
    expect(SERVICE_LIST_PAGE_AUDIENCES).toEqual(SERVICE_LIST_AUDIENCES);
    expect(isServiceListAudience('individual')).toBe(true);
    expect(isServiceListAudience('business')).toBe(true);
    expect(isServiceListAudience('emirati')).toBe(true);
    expect(isServiceListAudience('workspaces')).toBe(false);
    expect(isServiceListAudience('Individual')).toBe(false);
  });
});
