/**
 * Stored files follow what they belong to (docs/reliability.md, defect 16): deleting a simulation, a previous
 * study, a tender or a workspace removes its files after the commit; a re-cost removes the superseded solution
 * workbook and justification PDF; a link to a removed file answers 404; the hourly sweep removes the orphans a
 * crash between commit and removal would leave. Each step counts the files in storage before and after.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets } from '../helpers';
import { previousStudyFixture } from '../previous-studies-fixtures';
import { fillSimulation, insertAgreement, newSimulation, newTender } from '../simulations/fixtures';
import { waitEnd, waitTask } from '../runs/fixtures';
import { storageOf } from '../../src/files/storage';
import { XLSX } from '../previous-studies-fixtures';
import { removeOtherJustifications, sweepOrphanFiles } from '../../src/files/owned';
import { kindOfKey } from '../../src/files/kinds';
import { deleteWorkspace } from '../../src/admin/operations';
import { previousStudyJobsIdle } from '../../src/previous-studies/jobs';
import { recostIdle } from '../../src/runs/service';

describe.each(await targets())('stored files follow their owner (%s)', (target) => {
  const { start, stop, call, ok, solvedStudy, waitStudy } = previousStudyFixture();
  let w: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    w = await start(target);
  }, 180_000);
  afterAll(() => stop());

  /** The stored files (not their download-name companions), optionally only those naming `owner`. */
  const files = (owner = '') =>
    readdirSync(w.filesDir)
      .filter((n) => !n.endsWith('.meta.json') && n.includes(owner))
      .sort();
  const fetchLink = async (url: string) => (await fetchAnswer(url)).status;
  const fetchAnswer = async (url: string) => {
    const u = new URL(url);
    const res = await w.t.app.inject({ method: 'GET', url: u.pathname + u.search });
    return { status: res.statusCode, body: res.statusCode === 200 ? null : res.json() };
  };
  /** The download-name records of upload addresses whose file never arrived. */
  const pendingAddresses = () =>
    readdirSync(w.filesDir).filter((n) => n.endsWith('.meta.json') && !files().includes(n.slice(0, -'.meta.json'.length)));
  const comparison = async (tender: string, ids: string[], token = w.A.adminToken) => {
    const res = await call(
      'POST',
      `/api/project/${tender}/comparison_url`,
      { items: ids.map((id) => ({ kind: 'simulation', id })) },
      token,
    );
    ok(res);
    return res.json().download_url as string;
  };

  /** A solved simulation in `tender` with its three documents stored (Formulario, solution workbook, justification PDF). */
  async function solvedSimulation(tender: string, token: string, workspace: string, agreement = w.agreement) {
    const sim = await fillSimulation(
      w.t,
      token,
      workspace,
      await newSimulation(w.t, token, tender, `Archivos ${randomUUID().slice(0, 6)}`),
      agreement,
    );
    ok(await call('POST', `/api/simulation/${sim.sim}/launch`, undefined, token));
    expect((await waitEnd(w.t, token, sim.sim, 60_000)).status).toBe('Solved');
    const solution = (await call('GET', `/api/simulation/${sim.sim}/solution_url`, undefined, token)).json();
    const justification = (await call('GET', `/api/simulation/${sim.sim}/justification_url`, undefined, token)).json();
    const formulario = (await call('GET', `/api/simulation/${sim.sim}/formulario_url`, undefined, token)).json();
    const links = {
      data: formulario.download_url as string,
      result: solution.download_url as string,
      justification: justification.download_url as string,
    };
    for (const url of Object.values(links)) expect(await fetchLink(url)).toBe(200);
    return { id: sim.sim, links };
  }

  it('a re-cost removes the superseded workbook and PDF (old links 404); deleting the simulation removes the rest', async () => {
    const token = w.A.adminToken;
    const sim = await solvedSimulation(w.tender, token, w.A.id);
    expect(
      files(sim.id).map((n) =>
        n
          .replace(sim.id, 'ID')
          .replace(/-[0-9a-f]{16,}\.xlsx$/, '-H.xlsx')
          .replace(/-[0-9a-f]{12}\.pdf$/, '-D.pdf'),
      ),
    ).toEqual(['formulario-ID-H.xlsx', 'justification-ID-v1-D.pdf', 'solution-ID-v1.xlsx']);

    const before = files().length;
    ok(await call('PUT', `/api/solution/${sim.id}/parameters`, { absenteeism_rate: 3, benefit: 6, material_costs: [] }, token));
    expect((await waitTask(w.t, token, `/api/solution/${sim.id}/parameters/status`)).status).toBe('FINISHED');
    await recostIdle(w.t.app.deps); // the re-cost removes the superseded files just after its commit
    expect(files().length).toBe(before - 2);
    expect(files(sim.id).some((n) => n.includes('-v1.'))).toBe(false);
    expect(await fetchLink(sim.links.justification)).toBe(404);
    expect(await fetchLink(sim.links.result)).toBe(404);
    // The new version's documents are built on demand.
    const fresh = (await call('GET', `/api/simulation/${sim.id}/justification_url`, undefined, token)).json();
    expect(await fetchLink(fresh.download_url)).toBe(200);
    expect(files(sim.id).some((n) => n.startsWith(`justification-${sim.id}-v2-`))).toBe(true);

    const beforeDelete = files().length;
    const owned = files(sim.id).length;
    ok(await call('DELETE', `/api/simulation/${sim.id}`, undefined, token), 204);
    expect(files(sim.id)).toEqual([]);
    expect(files().length).toBe(beforeDelete - owned);
    expect(await fetchLink(fresh.download_url)).toBe(404);
    expect(await fetchLink(sim.links.data)).toBe(404);
  }, 180_000);

  it('a previous study: a re-cost removes the superseded files, its deletion the rest', async () => {
    const study = await solvedStudy('Archivos');
    const workbook = (await call('GET', `/api/previous_study/${study.id}/solution_url`)).json().download_url as string;
    const pdf = (await call('GET', `/api/previous_study/${study.id}/justification_url`)).json().download_url as string;
    expect(await fetchLink(workbook)).toBe(200);
    expect(await fetchLink(pdf)).toBe(200);
    expect(files(study.id).map((n) => n.replace(/-[0-9a-f]{12}\.pdf$/, '-D.pdf'))).toEqual([
      `justification-${study.id}-v1-D.pdf`,
      `solution-${study.id}-v1.xlsx`,
    ]);
    ok(
      await call('PUT', `/api/previous_study/${study.id}/parameters_async`, {
        absenteeism_rate: 2,
        benefit: 5,
        material_costs: [],
      }),
    );
    expect((await waitStudy(study.id, (x) => x.sub_status !== 'PENDING')).sub_status).toBe('FINISHED');
    await previousStudyJobsIdle(w.t.app.deps); // the job removes the superseded files just after its commit
    // Nothing of the old version is left, and reading the study (polled above) builds nothing: the new workbook is
    // built when asked for ('Descargar solución').
    expect(files(study.id)).toEqual([]);
    expect(await fetchLink(pdf)).toBe(404);
    expect(await fetchLink(workbook)).toBe(404);
    expect((await call('GET', `/api/previous_study/${study.id}`)).json().result_url).toBeNull();
    const fresh = (await call('GET', `/api/previous_study/${study.id}/solution_url`)).json().download_url as string;
    expect(await fetchLink(fresh)).toBe(200);
    expect(files(study.id)).toEqual([`solution-${study.id}-v2.xlsx`]);
    const before = files().length;
    ok(await call('DELETE', `/api/previous_study/${study.id}`), 204);
    expect(files(study.id)).toEqual([]);
    expect(files().length).toBe(before - 1);
  }, 180_000);

  it("deleting a tender removes its simulations' files; deleting a workspace (operator command) removes everything of it", async () => {
    const tender = await newTender(w.t, w.A.adminToken, w.A.id);
    const sim = await solvedSimulation(tender, w.A.adminToken, w.A.id);
    const before = files().length;
    expect(files(sim.id)).toHaveLength(3);
    ok(await call('DELETE', `/api/project/${tender}`), 204);
    expect(files(sim.id)).toEqual([]);
    expect(files().length).toBe(before - 3);
    expect(await fetchLink(sim.links.justification)).toBe(404);

    const agreementB = await insertAgreement(w.t, w.B.id);
    const tenderB = await newTender(w.t, w.B.adminToken, w.B.id);
    const simB = await solvedSimulation(tenderB, w.B.adminToken, w.B.id, agreementB);
    const simB2 = await solvedSimulation(tenderB, w.B.adminToken, w.B.id, agreementB);
    const comparedB = await comparison(tenderB, [simB.id, simB2.id], w.B.adminToken);
    ok(await call('POST', '/api/project/import/upload_url', { workspace_id: w.B.id, filename: 'anuncio.xml' }, w.B.adminToken));
    await storageOf(w.t.app.deps).put(`agreement-${agreementB.id}.pdf`, Buffer.from('%PDF-1.4 convenio'), 'application/pdf');
    const beforeWorkspace = files().length;
    const pendingBefore = pendingAddresses().length;
    const { removed } = await deleteWorkspace(w.t.database.db, storageOf(w.t.app.deps), 'Estudios B');
    // 3 documents of each simulation, their comparison, the agreement's PDF, the notice's unused upload address
    expect(removed).toBe(9);
    expect([...files(simB.id), ...files(simB2.id), ...files(agreementB.id), ...files(w.B.id)]).toEqual([]);
    expect(files().length).toBe(beforeWorkspace - 8);
    expect(pendingAddresses().length).toBe(pendingBefore - 1);
    expect(await fetchLink(simB.links.result)).toBe(404);
    expect(await fetchAnswer(comparedB)).toEqual({ status: 404, body: { message: 'El fichero no existe' } });
  }, 240_000);

  it('a comparison workbook goes with any simulation it compares (the old link 404, no file left) and with a re-cost of one', async () => {
    const tender = await newTender(w.t, w.A.adminToken, w.A.id);
    const [a, b, c] = [
      await solvedSimulation(tender, w.A.adminToken, w.A.id),
      await solvedSimulation(tender, w.A.adminToken, w.A.id),
      await solvedSimulation(tender, w.A.adminToken, w.A.id),
    ];
    const ab = await comparison(tender, [a.id, b.id]);
    const bc = await comparison(tender, [b.id, c.id]);
    expect(await fetchLink(ab)).toBe(200);
    expect(files('comparison-')).toHaveLength(2);

    // a re-cost of c: the comparison of its old version goes
    ok(await call('PUT', `/api/solution/${c.id}/parameters`, { absenteeism_rate: 3, benefit: 6, material_costs: [] }));
    expect((await waitTask(w.t, w.A.adminToken, `/api/solution/${c.id}/parameters/status`)).status).toBe('FINISHED');
    await recostIdle(w.t.app.deps);
    expect(await fetchAnswer(bc)).toEqual({ status: 404, body: { message: 'El fichero no existe' } });
    expect(files('comparison-').filter((n) => n.includes(c.id))).toEqual([]);

    ok(await call('DELETE', `/api/simulation/${a.id}`), 204);
    expect(await fetchAnswer(ab)).toEqual({ status: 404, body: { message: 'El fichero no existe' } });
    expect(files('comparison-')).toEqual([]);
    expect(readdirSync(w.filesDir).filter((n) => n.includes(a.id))).toEqual([]);

    // deleting the tender takes the comparisons of its simulations
    await comparison(tender, [b.id, c.id]);
    expect(files('comparison-')).toHaveLength(1);
    ok(await call('DELETE', `/api/project/${tender}`), 204);
    expect(files('comparison-')).toEqual([]);
  }, 300_000);

  it('upload addresses never used: their records go with the hourly sweep once expired, and with their owner', async () => {
    const storage = storageOf(w.t.app.deps);
    const sim = await newSimulation(w.t, w.A.adminToken, w.tender, 'Direcciones');
    const before = pendingAddresses().length;
    for (let i = 0; i < 50; i++)
      ok(
        await call('POST', `/api/simulation/${sim}/center/excel/upload`, {
          filename: `centros-${i}.xlsx`,
          mime_type: XLSX,
        }),
      );
    for (let i = 0; i < 5; i++)
      ok(await call('POST', '/api/project/import/upload_url', { workspace_id: w.A.id, filename: `anuncio-${i}.xml` }));
    expect(pendingAddresses().length).toBe(before + 55);
    // not yet expired: kept (the browser may still be uploading)
    await sweepOrphanFiles(w.t.database.db, storage, new Date());
    expect(pendingAddresses().length).toBe(before + 55);
    await sweepOrphanFiles(w.t.database.db, storage, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(pendingAddresses()).toEqual([]);

    // an address of a simulation deleted before it expired goes with the simulation
    ok(await call('POST', `/api/simulation/${sim}/center/excel/upload`, { filename: 'centros.xlsx', mime_type: XLSX }));
    expect(pendingAddresses()).toHaveLength(1);
    ok(await call('DELETE', `/api/simulation/${sim}`), 204);
    expect(pendingAddresses()).toEqual([]);
  }, 120_000);

  it('the sweep removes only files whose owner is gone (a crash between the commit and the removal)', async () => {
    const storage = storageOf(w.t.app.deps);
    const live = await newSimulation(w.t, w.A.adminToken, w.tender, 'Viva');
    const orphan = `solution-${randomUUID()}-v1.xlsx`;
    await storage.put(orphan, Buffer.from('x'), 'application/octet-stream');
    await storage.put(`solution-${live}-v1.xlsx`, Buffer.from('x'), 'application/octet-stream');
    await storage.put(`agreement-${randomUUID()}.pdf`, Buffer.from('%PDF-'), 'application/pdf');
    // a comparison naming a live simulation and a gone one
    await storage.put(`comparison-s${live}v1-s${randomUUID()}v1.xlsx`, Buffer.from('x'), 'application/octet-stream');
    const before = files().length;
    // Within the grace period nothing goes (an upload may be on its way).
    expect(await sweepOrphanFiles(w.t.database.db, storage, new Date())).toBe(0);
    expect(await sweepOrphanFiles(w.t.database.db, storage, new Date(Date.now() + 2 * 60 * 60 * 1000))).toBe(3);
    expect(files().length).toBe(before - 3);
    expect(files(live)).toEqual([`solution-${live}-v1.xlsx`]);
    expect(files().includes(orphan)).toBe(false);
  });

  it("a justification built with new grounds removes the same version's earlier PDFs once their links may have expired", async () => {
    const storage = storageOf(w.t.app.deps);
    const owner = randomUUID();
    const [earlier, current, otherVersion] = [
      `justification-${owner}-v2-aaaaaaaaaaaa.pdf`,
      `justification-${owner}-v2-bbbbbbbbbbbb.pdf`,
      `justification-${owner}-v3-cccccccccccc.pdf`,
    ];
    for (const key of [earlier, current, otherVersion]) await storage.put(key, Buffer.from('%PDF-'), 'application/pdf');
    // a link to the earlier one handed out a moment ago may still be downloading
    expect(await removeOtherJustifications(storage, owner, 2, current, new Date())).toBe(0);
    expect(await removeOtherJustifications(storage, owner, 2, current, new Date(Date.now() + 20 * 60 * 1000))).toBe(1);
    expect(files(owner)).toEqual([current, otherVersion]);
  });

  it('every file this test left in storage is of a kind the one list names (files/kinds.ts)', () => {
    const names = readdirSync(w.filesDir);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !kindOfKey(n.replace(/\.meta\.json$/, '')))).toEqual([]);
  });
});
