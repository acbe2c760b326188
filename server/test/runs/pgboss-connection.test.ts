/**
 * pg-boss sends whole transactions as one text. One that fails must not leave its pooled connection inside an
 * aborted transaction (found when two API processes started together on an empty database: the loser's queue
 * never started, and every later query on that connection failed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { executeOnOwnConnection } from '../../src/jobs/doorbell';
import { openTestDatabase, postgresAvailable } from '../helpers';
import type { DatabaseHandle } from '../../src/db/connect';

describe.skipIf(!(await postgresAvailable()))('pg-boss statements on PostgreSQL', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openTestDatabase('postgres')));
  afterAll(async () => drop?.());

  it('a failed multi-statement transaction leaves the pool usable', async () => {
    await expect(executeOnOwnConnection(database.db, 'begin; select 1/0; commit;', [])).rejects.toThrow(/division by zero/);
    // the pool hands back the most recently released connection: the one that failed
    for (let i = 0; i < 3; i++) expect((await sql<{ n: number }>`select 1 as n`.execute(database.db)).rows[0]!.n).toBe(1);
  });

  it('the same failure sent straight through the pool poisons the connection (what the adapter prevents)', async () => {
    await expect(database.db.executeQuery(CompiledQuery.raw('begin; select 1/0; commit;'))).rejects.toThrow(/division by zero/);
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow(/current transaction is aborted/);
    await sql`rollback`.execute(database.db);
  });
});
