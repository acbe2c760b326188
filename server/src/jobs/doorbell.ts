/**
 * The durable jobs' doorbell: how the processes that work a lane learn at once that a job was queued there. The
 * `background_job` table stays the truth (./durable-jobs.ts claims from it); a ring only says "look at lane L", so a
 * ring lost (a process died between the commit and the ring, pg-boss down) costs the poll's delay, nothing else.
 *
 * - In-process (the embedded database: one process): a ring is a call.
 * - pg-boss (PostgreSQL): one pg-boss queue per lane (`licita-jobs-runs`, `licita-jobs-default`); every process
 *   (the servers and any number of `npm run worker`, on any machine) works the queues of the lanes it works, so the
 *   ring reaches one of them, which claims from the table. A process whose lane is full refuses the ring, and
 *   pg-boss hands it to another (`retryLimit`).
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import type { DatabaseHandle } from '../db/connect';

/** The lanes: the runs apart from the rest. */
export type JobLane = 'runs' | 'default';

/** Told a lane was rung; false when this process has no room in it now (another process may take the ring). */
export type OnRing = (lane: JobLane) => boolean;

export interface Doorbell {
  readonly kind: 'in-process' | 'pg-boss';
  /** Rings sent, and rings heard by this process (tests). */
  readonly counts: { rung: number; heard: number };
  /** Listens to the lanes this process works; resolves once it hears (a failure is logged: the poll remains). */
  listen(lanes: readonly JobLane[], onRing: OnRing): Promise<void>;
  /** Tells the processes that work the lane to look at the table; only once the job's row is committed. */
  ring(lane: JobLane, jobId?: string): Promise<void>;
  /** Stops listening and sending (shutdown). */
  close(): Promise<void>;
}

type Log = (message: string, error?: unknown) => void;

class InProcessDoorbell implements Doorbell {
  readonly kind = 'in-process' as const;
  readonly counts = { rung: 0, heard: 0 };
  private lanes: readonly JobLane[] = [];
  private onRing: OnRing | null = null;

  async listen(lanes: readonly JobLane[], onRing: OnRing): Promise<void> {
    this.lanes = lanes;
    this.onRing = onRing;
  }

  async ring(lane: JobLane): Promise<void> {
    this.counts.rung++;
    if (!this.onRing || !this.lanes.includes(lane)) return;
    this.counts.heard++;
    this.onRing(lane);
  }

  async close(): Promise<void> {
    this.onRing = null;
  }
}

const queueOf = (lane: JobLane) => `licita-jobs-${lane}`;

/** A ring older than this is stale: the poll has found its job by then. */
const RING_EXPIRY_SECONDS = 60;

class PgBossDoorbell implements Doorbell {
  readonly kind = 'pg-boss' as const;
  readonly counts = { rung: 0, heard: 0 };
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss | null> | null = null;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Log,
    private readonly bossSchema?: string,
  ) {}

  async listen(lanes: readonly JobLane[], onRing: OnRing): Promise<void> {
    const boss = await this.started();
    if (!boss || this.closed) return;
    for (const lane of lanes)
      await boss.work<{ lane: JobLane }>(queueOf(lane), { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
        if (this.closed) return;
        this.counts.heard++;
        if (!onRing(lane)) throw new Error(`lane ${lane} full in this process: the ring goes to another`);
      });
  }

  async ring(lane: JobLane, jobId?: string): Promise<void> {
    const boss = await this.started();
    if (!boss || this.closed) return;
    await boss.send(
      queueOf(lane),
      { lane, jobId: jobId ?? null },
      { retryLimit: 3, retryDelay: 1, expireInSeconds: RING_EXPIRY_SECONDS },
    );
    this.counts.rung++;
  }

  /** pg-boss started once, for every caller; null when it could not (logged) or the doorbell is closed. */
  private started(): Promise<PgBoss | null> {
    this.starting ??= this.bootWithRetries().catch((error) => {
      this.log('pg-boss could not start: jobs are found by the poll only', error);
      return null;
    });
    return this.starting;
  }

  /**
   * Processes starting together on an empty database race to create pg-boss' tables and queues; the loser's
   * statement fails. Trying again finds them made.
   */
  private async bootWithRetries(attempts = 5): Promise<PgBoss | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.boot();
      } catch (error) {
        if (attempt >= attempts || this.closed) throw error;
        this.log(`pg-boss could not start (attempt ${attempt} of ${attempts}), trying again`, error);
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  private async boot(): Promise<PgBoss | null> {
    const db = this.db;
    // tests work in a schema of their own (search_path): pg-boss' tables live there too, and go with it
    const current = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
    const boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => executeOnOwnConnection(db, text, values ?? []) },
      schema: this.bossSchema ?? (!current || current === 'public' ? 'pgboss' : current),
      supervise: true,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => this.log('pg-boss', error));
    try {
      await boss.start();
      for (const lane of ['runs', 'default'] as const) {
        const name = queueOf(lane);
        if (!(await boss.getQueue(name)))
          await boss.createQueue(name, {
            name,
            policy: 'standard',
            retryLimit: 3,
            retryDelay: 1,
            expireInSeconds: RING_EXPIRY_SECONDS,
          });
      }
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      throw error;
    }
    if (this.closed) {
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      return null;
    }
    this.boss = boss;
    return boss;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting;
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: 2000, close: false }).catch((error) => this.log('pg-boss stop', error));
  }
}

/** The composition root's choice: pg-boss on PostgreSQL, a call on the embedded database. */
export function createDoorbell(database: DatabaseHandle, log: Log, options: { bossSchema?: string } = {}): Doorbell {
  return database.kind === 'postgres' ? new PgBossDoorbell(database.db, log, options.bossSchema) : new InProcessDoorbell();
}

/** The embedded database's doorbell (and the default of a DurableJobs built without one). */
export function inProcessDoorbell(): Doorbell {
  return new InProcessDoorbell();
}

/**
 * One pg-boss statement on a connection of its own. pg-boss sends whole transactions as one text
 * ("BEGIN; …; COMMIT;"): when a statement inside fails, the connection stays in an aborted transaction, and
 * handed back to the pool as it is, it would fail every later query with "current transaction is aborted".
 */
export async function executeOnOwnConnection(
  db: Kysely<Database>,
  text: string,
  values: unknown[],
): Promise<{ rows: unknown[] }> {
  return db.connection().execute(async (connection) => {
    try {
      return await connection.executeQuery(CompiledQuery.raw(text, values));
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      throw error;
    }
  });
}
