/**
 * The compiled server (server/dist/main.js) as a child process of a benchmark, ready once /readyz answers 200, and
 * killed when the benchmark exits however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, stopChild } from './child-process.js';

const HOST = '127.0.0.1';
const children = new Set<ChildProcess>();
process.on('exit', killServers);

/** Kills every server still running (a benchmark cut short by a signal or an error runs no `finally`). */
export function killServers(): void {
  for (const c of children) c.kill('SIGKILL');
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
