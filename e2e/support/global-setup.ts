import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { EDITOR, LECTOR, PERFIL } from './accounts';
import { admin, startServerProcess, type RunningServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR (its mail outbox is DATA_DIR/outbox). */
    dataDir: string;
  }
}

let server: RunningServer | undefined;
let dataDir = '';

export default async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'licita-e2e-'));
  // Embedded database in a fresh folder, no DATABASE_URL: exactly what `npm start` does on a new machine.
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  // First start migrates and seeds "Demo"; then, with the server stopped, the operator adds two users,
  // and the second start proves the data survived the restart.
  server = await startServerProcess(env);
  await server.stop();
  admin(env, 'add-user', '--workspace', 'Demo', '--email', LECTOR.email, '--password', LECTOR.password, '--role', 'Lector');
  admin(env, 'add-user', '--workspace', 'Demo', '--email', EDITOR.email, '--password', EDITOR.password, '--role', 'Editor');
  admin(env, 'add-user', '--workspace', 'Demo', '--email', PERFIL.email, '--password', PERFIL.password, '--role', 'Lector');
  server = await startServerProcess(env);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
