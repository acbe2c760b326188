/**
 * The query plans of `npm run bench:scale`: every statement a request runs is captured (a Kysely plugin compiles
 * each query as the server issues it), then run again under EXPLAIN (ANALYZE, BUFFERS) — writes inside a
 * transaction that is rolled back — and every sequential scan of a large table is flagged.
 */
import { CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import type { Database } from '../db/schema';

/** Tables with more rows than this are "large": a sequential scan of one is flagged. */
export const LARGE_TABLE_ROWS = 10_000;

/** Records the compiled statements a Kysely instance runs while `during` runs. */
export class QueryCapture {
  private sink: CompiledQuery[] | null = null;

  plugin(db: Kysely<Database>): KyselyPlugin {
    const executor = () => db.getExecutor();
    return {
      transformQuery: (args) => {
        if (this.sink) this.sink.push(executor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
  }

  async during(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
    const sink: CompiledQuery[] = [];
    this.sink = sink;
    try {
      await work();
    } finally {
      this.sink = null;
    }
    // the same statement run twice (same text) is planned once
    return [...new Map(sink.map((q) => [q.sql, q])).values()];
  }
}

export interface Plan {
  sql: string;
  text: string;
  /** Execution time the plan reports, in ms. */
  ms: number;
  seqScans: { table: string; rows: number }[];
}

class Rollback extends Error {}

export async function explain(db: Kysely<Database>, query: CompiledQuery, rows: Map<string, number>): Promise<Plan> {
  const statement = CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]);
  const read = /^\s*(select|with)\b/i.test(query.sql);
  let lines: string[] = [];
  const run = async (on: Kysely<Database>) => {
    const result = await on.executeQuery<Record<string, string>>(statement);
    lines = result.rows.map((r) => Object.values(r)[0]);
  };
  if (read) await run(db);
  else
    await db
      .transaction()
      .execute(async (trx) => {
        await run(trx);
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
  const text = lines.join('\n');
  const seqScans = [...text.matchAll(/Seq Scan on (\w+)/g)]
    .map((m) => ({ table: m[1], rows: rows.get(m[1]) ?? 0 }))
    .filter((s) => s.rows > LARGE_TABLE_ROWS);
  return { sql: query.sql, text, ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN), seqScans };
}
