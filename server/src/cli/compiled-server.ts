/**
 * The compiled server (server/dist/main.js) as a child process of a benchmark, ready once /readyz answers 200, and
 * the benchmark's one cleanup: its servers killed and its temporary folders removed when it exits however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild } from './child-process.js';

const HOST = '127.0.0.1';
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
// a benchmark cut short by a signal or an error runs no `finally`: exit undoes what it left; a signal exits too
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of tempDirs) removeTempDir(d);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** A new temporary folder, removed on exit unless `removeTempDir` removes it first. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** Removes a folder of `tempDir` now. */
export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

export interface Server {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts server/dist/main.js under `root` with `env` and waits until /readyz answers 200, at most `readyMs`.
 * `buildHint` names the command that builds it, for the message when it is missing.
 */
export async function startCompiledServer(
  root: string,
  env: Record<string, string>,
  o: { readyMs?: number; buildHint?: string } = {},
): Promise<Server> {
  const readyMs = o.readyMs ?? 300_000;
  const main = join(root, 'server', 'dist', 'main.js');
  if (!existsSync(main))
    throw new Error(`Falta server/dist: ejecuta \`npm run build:server\` (${o.buildHint ?? 'npm run bench:scale lo hace'})`);
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  child.stdout!.on('data', (d) => (output = (output + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (output = (output + d).slice(-20_000)));
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${output}`);
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`El servidor no estuvo listo en ${readyMs / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => stopChild(child) };
}
