import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathPlaceholders } from '../../../client/defineCall';
import { DEFAULT_SERVICE_SEGMENTS } from '../../../client/serviceSegments';
import { allCalls, callsByArea } from '../index';

const apiRoot = join(import.meta.dirname, '..', '..');

/** Every `export const …Call = defineCall(…)` / `darbCall(…)` / `billsCall(…)` / `highlightsRead(…)` in the area sources. */
function declaredCallNames(): string[] {
  const names: string[] = [];
  for (const area of readdirSync(apiRoot)) {
    if (area === 'contract' || area === 'internal' || area.includes('.')) continue;
    for (const file of readdirSync(join(apiRoot, area))) {
      if (!file.endsWith('.ts')) continue;
      const text = readFileSync(join(apiRoot, area, file), 'utf8');
      for (const match of text.matchAll(
        /export const (\w+Call) = (?:defineCall|darbCall|billsCall|highlightsRead)\(/g,
      )) {
        names.push(`${area}/${match[1] as string}`);
      }
    }
  }
  return names;
}

describe('allCalls', () => {
  it('lists 120 calls with unique ids and unique method + path pairs', () => {
    expect(allCalls).toHaveLength(120);
    expect(new Set(allCalls.map((call) => call.id)).size).toBe(allCalls.length);
    expect(new Set(allCalls.map((call) => `${call.method} ${call.path}`)).size).toBe(
      allCalls.length,
    );
  });

  it('holds every call definition declared in the area sources', () => {
    expect(allCalls.length).toBe(declaredCallNames().length);
  });

  it('names each call after its area', () => {
    for (const [area, calls] of Object.entries(callsByArea)) {
      for (const call of calls) expect(call.id.startsWith(`${area}.`), call.id).toBe(true);
    }
  });

  it('uses only known service segments or parameters in paths', () => {
    const params = new Set([
      'entity',
      'id',
      'path',
      'pageGroup',
      'pageName',
      'serviceCode',
      'draftId',
    ]);
    for (const call of allCalls) {
      for (const name of pathPlaceholders(call.path)) {
        expect(name in DEFAULT_SERVICE_SEGMENTS || params.has(name), `${call.id}: {${name}}`).toBe(
          true,
        );
      }
    }
  });

  it('sends GET payloads as query strings and sends the CSRF token only on the upload', () => {
    for (const call of allCalls) {
      if (call.method === 'GET') expect(call.encoding, call.id).toBe('query');
    }
    expect(allCalls.filter((call) => call.csrf).map((call) => call.id)).toEqual([
      'common.fileUpload',
    ]);
  });
});
