import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { baseUrl } from '../support/browser';
import { repoRoot } from '../support/server-process';

describe('the sdk README example', () => {
  it('run against the started server, lists the demo workspace tenders', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    await api.config.POST('/project', { body: { name: 'Licitación para el ejemplo del sdk', workspace_id: workspaceId } });
    const run = spawnSync(
      process.execPath,
      ['--conditions=licita-source', '--import', 'tsx', join(repoRoot, 'sdk/examples/list-tenders.ts')],
      {
        cwd: repoRoot,
        env: { ...process.env, LICITA_URL: `${baseUrl()}/api`, LICITA_EMAIL: ADMIN.email, LICITA_PASSWORD: ADMIN.password },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Demo');
    expect(run.stdout).toContain('Licitación para el ejemplo del sdk');
  });
});
