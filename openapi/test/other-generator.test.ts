/**
 * The contract as another team's generator reads it: openapi-typescript-codegen (independent of the
 * openapi-typescript our sdk is generated with) writes a fetch client of each host from the contract the server
 * serves at /api/docs, into a throwaway folder, and `tsc --strict` compiles it with a small consumer. A contract
 * change that breaks other generators (a schema they cannot name, a nullable they drop) fails here, not in a
 * partner's build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'openapi-typescript-codegen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, loadContract } from '../src/index';

const root = join(import.meta.dirname, '..', '..');

/** What a partner writes against the generated client: nullable fields keep null, wrong values are type errors. */
const CONSUMER = `
import { OpenAPI, PreviousStudyService, SolutionService, type PreviousStudyUpdate, type ProjectPage, type SolutionParametersUpdate } from './config';
import { AuthService, UserService } from './user';

OpenAPI.BASE = 'http://localhost:8080/api';
OpenAPI.HEADERS = { 'x-api-key': 'licita-dev-key' };

const blank: PreviousStudyUpdate = { name: 'Estudio', service_date_init: null, service_duration: null, social_security: 34 };
const budget: SolutionParametersUpdate = { absenteeism_rate: 2, benefit: 5, material_costs: [], tender_budget: null, offer_price: 125000.5 };
// @ts-expect-error a percentage is a number
const wrong: PreviousStudyUpdate = { name: 'Estudio', social_security: 'treinta' };

export async function partner(page: ProjectPage, id: string): Promise<string | null> {
  await PreviousStudyService.updatePreviousStudy({ id, requestBody: blank });
  await SolutionService.updateSolutionParameters({ id, requestBody: budget });
  await AuthService.authToken({ requestBody: { email: 'a@b.es', password: 'x', device: 'partner' } });
  await UserService.getProfile();
  void wrong;
  return page.next_start_id;
}
`;

describe('a second generator (openapi-typescript-codegen)', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'licita-other-generator-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes a client of each host that compiles under tsc --strict with a consumer', async () => {
    for (const host of HOSTS) {
      await generate({
        input: loadContract(host),
        output: join(dir, host),
        httpClient: 'fetch',
        useOptions: true,
        useUnionTypes: true,
      });
    }
    writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
    const tsconfig = {
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM'],
        noEmit: true,
        types: [],
      },
      include: ['user', 'config', 'consumer.ts'],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')],
      { encoding: 'utf8' },
    );
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);
  }, 180_000);
});
