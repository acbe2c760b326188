/**
 * The durable jobs' doorbell (docs/runs.md, "Jobs"): on PostgreSQL a job queued by one process is rung through
 * pg-boss to the others, and one that works its lane claims it from `background_job` at once — here the poll and
 * the reaper are an hour apart, so only the ring can have brought it. On PGlite the doorbell is a call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DurableJobs, type ClaimedJob } from '../../src/jobs/durable-jobs';
import { createDoorbell } from '../../src/jobs/doorbell';
import { migrateToLatest } from '../../src/db/migrate';
import { openTestDatabase, postgresAvailable } from '../helpers';
import type { DatabaseHandle } from '../../src/db/connect';

const HOUR = 3_600_000;
const quiet = { settings: { reaperMs: HOUR }, pollMs: HOUR };

describe.skipIf(!(await postgresAvailable()))('the doorbell on PostgreSQL: pg-boss', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const errors: unknown[] = [];
  const log = (message: string, error?: unknown) => errors.push([message, error]);
  let server: DurableJobs;
  let worker: DurableJobs;
  const done: { subjectId: string; payload: unknown; workerId: string }[] = [];
  let heard: (job: ClaimedJob<unknown>) => void = () => {};

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('postgres'));
    await migrateToLatest(database.db);
    // a server that leaves its jobs to the workers, and a worker
    server = new DurableJobs(database.db, {
      ...quiet,
      doorbell: createDoorbell(database, log),
      lanes: { default: { work: false } },
      log,
    });
    worker = new DurableJobs(database.db, { ...quiet, doorbell: createDoorbell(database, log), log });
    for (const jobs of [server, worker])
      jobs.handle<{ euros: number }>('recost', {
        run: async (job) => {
          done.push({ subjectId: job.subjectId, payload: job.payload, workerId: job.workerId });
          heard(job);
        },
        giveUp: async () => {},
      });
    await server.start();
    await worker.start();
  });
  afterAll(async () => {
    await server?.stop();
    await worker?.stop();
    await drop?.();
  });

  it('a job queued by the server is rung through pg-boss and done by the worker', async () => {
    expect(server.doorbell.kind).toBe('pg-boss');
    const picked = new Promise<ClaimedJob<unknown>>((resolve) => (heard = resolve));
    const { id } = await server.enqueue('recost', 'simulation-1', { euros: 1234.56 });
    const job = await picked;
    expect(job.id).toBe(id);
    expect(done).toEqual([{ subjectId: 'simulation-1', payload: { euros: 1234.56 }, workerId: worker.workerId }]);
    await server.idle();
    await worker.idle();
    expect(server.doorbell.counts.rung).toBe(1);
    expect(worker.doorbell.counts.heard).toBe(1);
    expect(server.doorbell.counts.heard).toBe(0); // it does not work the lane: it does not listen to it
    // pg-boss carried the ring: its message is in the queue's table, the job's row is gone
    const rings = await sql<{
      data: { lane: string; jobId: string };
    }>`select data from job where name = 'licita-jobs-default'`.execute(database.db);
    expect(rings.rows.map((r) => r.data)).toEqual([{ lane: 'default', jobId: id }]);
    const left = await sql<{ n: number }>`select count(*)::int as n from background_job`.execute(database.db);
    expect(left.rows[0]!.n).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the doorbell on PGlite: a call in the one process', () => {
  it('rings this process only, with no pg-boss', async () => {
    const { database, drop } = await openTestDatabase('pglite');
    try {
      const jobs = new DurableJobs(database.db, { ...quiet, doorbell: createDoorbell(database, () => {}) });
      const picked = new Promise<string>((resolve) =>
        jobs.handle('recost', { run: async (job) => resolve(job.subjectId), giveUp: async () => {} }),
      );
      await jobs.start();
      await jobs.enqueue('recost', 'simulation-2', {});
      expect(await picked).toBe('simulation-2');
      await jobs.idle();
      expect(jobs.doorbell.kind).toBe('in-process');
      expect(jobs.doorbell.counts).toEqual({ rung: 1, heard: 1 });
      await jobs.stop();
    } finally {
      await drop();
    }
  });
});
