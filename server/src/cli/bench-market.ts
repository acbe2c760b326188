/**
 * `npm run bench:market [-- --lots 500000] [--queries 200] [--explain]`
 * (`--write-archive PATH`: only write the archive; the benchmark runs itself so to keep it out of its memory)
 *
 * The market's import and query at the size of a year of the Plataforma's awards: it writes a synthetic ZIP
 * archive of ATOM pages in CODICE shape (synthetic-awards.ts; 1 to 3 awarded lots per entry, every province, 80 %
 * cleaning CPVs, 10 % without the bids' count, 3 % at a unit price), imports it with `importAwards` (the operator's
 * `import-awards`), and prints lots per second and the process's peak resident memory; then it asks the query of
 * 'El mercado' (CPV 909 and a random province, then a random community, with our discount) `--queries` times each
 * and prints each one's p50/p99; `--explain` prints the plan of the largest community's query. On DATABASE_URL (a
 * schema of its own, dropped at the end) when set, otherwise an embedded PGlite in a temporary folder. A smaller
 * `--lots` makes a quick trial.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { NUTS_CHOICES } from '@licita/domain';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { importAwards } from '../market/import-awards.js';
import { awardFiguresPlan } from '../market/award-repository.js';
import { ZipWriter, atomPage, seededRandom, syntheticEntry, type SyntheticEntry } from '../market/synthetic-awards.js';
import { marketHandlers } from '../market/award-routes.js';
import type { Deps } from '../http/context.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const LOTS = arg('--lots', 500_000);
const QUERIES = arg('--queries', 200);
const PER_PAGE = 500;
const PROVINCES = NUTS_CHOICES.filter((c) => c.level === 'province').map((c) => c.code);
const fmt = (n: number, d = 0) => n.toLocaleString('es-ES', { minimumFractionDigits: d, maximumFractionDigits: d });

/** Writes the archive page by page (only one page in memory); the number of lots it holds. */
function writeArchive(path: string): number {
  const fd = openSync(path, 'w');
  const zip = new ZipWriter((b) => writeSync(fd, b));
  const r = seededRandom(46);
  let lots = 0;
  for (let page = 0, n = 0; lots < LOTS; page++) {
    const entries: SyntheticEntry[] = [];
    while (entries.length < PER_PAGE && lots < LOTS) {
      const e = syntheticEntry(n++, r, PROVINCES);
      e.results = e.results.slice(0, LOTS - lots);
      lots += e.results.length;
      entries.push(e);
    }
    zip.add(`licitacionesPerfilesContratanteCompleto3_bench_${page}.atom`, atomPage(entries));
  }
  zip.end();
  closeSync(fd);
  return lots;
}

async function database() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'licita-bench-market-db-'));
    const handle = await openDatabase({ dataDir: dir });
    return { handle, kind: 'PGlite', drop: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const schema = `bench_market_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: url, schema });
  const drop = async () => {
    await handle.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  };
  return { handle, kind: 'PostgreSQL', drop };
}

/** The answer's times (ms, sorted) for QUERIES random provinces, or their communities (the first four characters). */
async function queryTimes(deps: Deps, scope: 'province' | 'community'): Promise<number[]> {
  const r = seededRandom(scope === 'province' ? 7 : 8);
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const province = PROVINCES[Math.floor(r() * PROVINCES.length)]!;
    const nuts = scope === 'province' ? province : province.slice(0, 4);
    const start = performance.now();
    await marketHandlers.getMarketAwards({ query: { cpv: '909', nuts, discount: 15 }, deps } as never);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The archive written by a child process (this script with `--write-archive PATH`), so this process's peak memory
 * is the import's alone, as the operator's `import-awards` runs on a file already there; answers its lots.
 */
function writeArchiveApart(path: string): number {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, process.argv[1]!, '--write-archive', path, '--lots', String(LOTS)],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (child.status !== 0) throw new Error(`the archive could not be written (${child.status})`);
  return Number(child.stdout.trim());
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'licita-bench-market-'));
  const archive = join(dir, 'adjudicaciones.zip');
  try {
    const written = writeArchiveApart(archive);
    console.log(`Archive: ${fmt(written)} lots, ${fmt(statSync(archive).size / 1024 / 1024, 1)} MB`);
    const db = await database();
    try {
      await migrateToLatest(db.handle.db);
      console.log(`Resident memory before the import: ${fmt(process.memoryUsage().rss / 1024 / 1024)} MB`);
      const start = performance.now();
      let stored = start; // the last progress line: every batch stored, before VACUUM ANALYZE and the summary
      const totals = await importAwards(db.handle.db, [archive], (line) => {
        stored = performance.now();
        console.log(line);
      });
      const end = performance.now();
      const seconds = (end - start) / 1000;
      const peak = process.resourceUsage().maxRSS / 1024;
      console.log(`Database: ${db.kind}`);
      console.log(
        `Imported ${fmt(totals.lots)} lots in ${fmt(seconds, 1)} s: ${fmt(totals.lots / seconds)} lots/s (storing ${fmt((stored - start) / 1000, 1)} s, VACUUM ANALYZE and the summary ${fmt((end - stored) / 1000, 1)} s)`,
      );
      console.log(`Peak resident memory of the import's process (the archive written apart): ${fmt(peak)} MB`);
      const deps = { db: db.handle.db } as Deps;
      if (process.argv.includes('--explain')) console.log(await awardFiguresPlan(deps.db));
      for (const scope of ['province', 'community'] as const) {
        const times = await queryTimes(deps, scope);
        const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
        console.log(
          `Query (CPV 909, a ${scope}), ${QUERIES} asks: p50 ${fmt(at(0.5), 1)} ms, p99 ${fmt(at(0.99), 1)} ms, max ${fmt(times.at(-1)!, 1)} ms`,
        );
      }
    } finally {
      await db.drop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const writeTo = process.argv.indexOf('--write-archive');
if (writeTo >= 0) console.log(writeArchive(process.argv[writeTo + 1]!));
else await main();
