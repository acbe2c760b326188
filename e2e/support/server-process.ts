/**
 * Runs the real server as a child process, as `NODE_ENV=production npm start` does: the compiled JavaScript of
 * server/dist (built by `npm run build`, which `npm run test:e2e` runs first) with plain node.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild } from '@licita/server/cli/child-process';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export { freePort };

export interface RunningServer {
  url: string;
  /** The server process (its command line shows what runs). */
  pid: number;
  /** What the process printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

const compiled = (program: string) => join(repoRoot, 'server', 'dist', `${program}.js`);

export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [compiled('main')], {
    cwd: repoRoot,
    // signed file links point to PUBLIC_URL: the address the browser opens, so its uploads stay same-origin
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${output}`);
    try {
      const res = await fetch(`${url}/login`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor no respondió en 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    output: () => output,
    stop: () => stopChild(child),
  };
}

/** `npm run admin -- …` against the same data folder (the server must be stopped: PGlite is single-process). */
export function admin(env: Record<string, string>, ...args: string[]): string {
  const run = spawnSync(process.execPath, [compiled('admin'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`admin ${args.join(' ')} falló:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}
