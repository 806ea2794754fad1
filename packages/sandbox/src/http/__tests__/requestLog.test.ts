import { describe, expect, it } from 'vitest';
import { formatLogLine, RequestLog, type LoggedRequest } from '../requestLog';

const entry = (path: string, session = 's1'): LoggedRequest => ({
  at: '2026-11-22T08:00:00.000Z',
  method: 'GET',
  path,
  status: 200,
  durationMs: 3,
  session,
  fault: undefined,
});

describe('RequestLog', () => {
  it('keeps only the newest entries up to its capacity', () => {
    const log = new RequestLog(3);
    for (const path of ['/a', '/b', '/c', '/d']) log.add(entry(path));
    expect(log.recent(10).map((e) => e.path)).toEqual(['/b', '/c', '/d']);
    expect(log.recent(2).map((e) => e.path)).toEqual(['/c', '/d']);
  });

  it('filters by session and clears', () => {
    const log = new RequestLog();
    log.add(entry('/a', 'one'));
    log.add(entry('/b', 'two'));
    expect(log.recent(10, 'two').map((e) => e.path)).toEqual(['/b']);
    log.clear();
    expect(log.recent(10)).toEqual([]);
  });

  it('formats one line with the fault when there was one', () => {
    expect(formatLogLine({ ...entry('/api/x'), status: 503, fault: '503' })).toBe(
      'GET /api/x → 503 (3 ms) [fault 503]',
    );
  });
});
