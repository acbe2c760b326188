import { describe, expect, it } from 'vitest';
import { HOSTS, loadContract, operations } from '../src/index';

describe('the contract', () => {
  it.each(HOSTS)('%s: every operation has a unique operationId and declares its error answers', (host) => {
    const doc = loadContract(host);
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(5);
    const ids = ops.map((o) => o.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path } of ops) {
      const op = doc.paths[path][method] as { responses: Record<string, unknown>; security?: unknown[] };
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => s.startsWith('2')),
        `${method} ${path} has a success answer`,
      ).toBe(true);
      const isPublic = Array.isArray(op.security) && op.security.every((s) => !('bearer' in (s as object)));
      if (!isPublic) expect(statuses, `${method} ${path} declares 401`).toContain('401');
    }
  });

  it('user and config hosts do not share a path, so one server can serve both under /api', () => {
    const user = new Set(Object.keys(loadContract('user').paths));
    const clash = Object.keys(loadContract('config').paths).filter((p) => user.has(p));
    expect(clash).toEqual([]);
  });
});
