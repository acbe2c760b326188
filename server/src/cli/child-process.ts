/**
 * Helpers for the programs and tests that run the server as a child process (the API benchmark, the browser
 * tests, the deployment-layout test): a free port to give it, and a stop that waits for it to exit.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on right now on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** SIGTERM, then SIGKILL if it has not exited after 10 s; resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
