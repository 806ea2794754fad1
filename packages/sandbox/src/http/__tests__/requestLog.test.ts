import { describe, expect, it } from 'vitest';
import { formatLogLine, RequestLog, type AnsweredRequest } from '../requestLog';

const request = (path: string, sessionId = 's1'): AnsweredRequest => ({
  at: '2026-11-22T08:00:00.000Z',
  method: 'GET',
  path,
  status: 200,
  durationMs: 3,
  sessionId,
  fault: undefined,
});

describe('RequestLog', () => {
  it('keeps only the newest entries up to its capacity', () => {
    const log = new RequestLog(3);
    for (const path of ['/a', '/b', '/c', '/d']) log.add(request(path));
    expect(log.recent(10).map((e) => e.path)).toEqual(['/b', '/c', '/d']);
    expect(log.recent(2).map((e) => e.path)).toEqual(['/c', '/d']);
  });

  it('filters by session id and clears', () => {
    const log = new RequestLog();
    log.add(request('/a', 'one'));
    log.add(request('/b', 'two'));
    expect(log.recent(10, 'two').map((e) => e.path)).toEqual(['/b']);
    log.clear();
    expect(log.recent(10)).toEqual([]);
  });

  it('names sessions by labels, never by their ids (the session cookie values)', () => {
    const log = new RequestLog();
    log.add(request('/a', 'secret-one'));
    log.add(request('/b', 'secret-two'));
    log.add(request('/c', 'secret-one'));
    log.add(request('/d', 'default'));
    const listed = log.recent(10);
    expect(listed.map((e) => e.session)).toEqual([
      'session-1',
      'session-2',
      'session-1',
      'default',
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/secret/);
  });

  it('keeps its labels bounded and never hands one label to two sessions', () => {
    const log = new RequestLog(2);
    for (let index = 1; index <= 10; index += 1) log.add(request(`/${index}`, `id-${index}`));
    log.add(request('/again', 'id-1'));
    const labels = log.recent(10).map((e) => e.session);
    expect(labels).toEqual(['session-10', 'session-11']);
  });

  it('formats one line with the fault when there was one', () => {
    expect(formatLogLine(log1({ status: 503, fault: '503' }))).toBe(
      'GET /api/x → 503 (3 ms) [fault 503]',
    );
  });
});

function log1(overrides: Partial<AnsweredRequest>) {
  return new RequestLog().add({ ...request('/api/x'), ...overrides });
}
