/**
 * Previous studies (estudios previos), server side, their files: the solution workbook read back, the surrogates'
 * spreadsheet template downloaded and imported, and deletion removing the study with its files. On PGlite and, when
 * it answers, PostgreSQL.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from './helpers';
import { previousStudyFixture, STUDY_SURROGATE_HEADERS, XLSX } from './previous-studies-fixtures';
import { SUMMARY_CELLS } from '../src/runs/workbook';

describe.each(await targets())('previous studies (%s)', (target) => {
  const { start, stop, db, ok, call, newStudy, filledStudy, waitStudy, solvedStudy, download } = previousStudyFixture();
  let t: TestApp, filesDir: string;

  beforeAll(async () => {
    ({ t, filesDir } = await start(target));
  });
  afterAll(stop);

  it('solution_url is Solucion_{name}.xlsx: a real workbook whose Resumen total is the study total', async () => {
    const s = await solvedStudy('Con libro');
    ok(
      await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 3, benefit: 7, material_costs: [] }),
    );
    const current = await waitStudy(s.id, (x) => x.sub_status === 'FINISHED');
    const res = await call('GET', `/api/previous_study/${s.id}/solution_url`);
    ok(res);
    expect(res.json().filename).toBe('Solucion_Con libro.xlsx');
    const wb = await download(res.json().download_url);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Resumen',
      'Presupuesto',
      'Horas anuales',
      'Categorías',
      'Plantilla',
      'Convenios',
      'Otros costes',
      'Eventos',
    ]);
    const sum = wb.getWorksheet('Resumen')!;
    const total = sum.getCell(SUMMARY_CELLS.total).value as { result: number };
    expect(total.result).toBeCloseTo(current.results.total_cost, 6);
    expect(sum.getCell(SUMMARY_CELLS.benefitRate).value).toBe(7);
    const plantilla = wb.getWorksheet('Plantilla')!;
    expect(plantilla.getColumn(1).values.slice(2)).toEqual(expect.arrayContaining(['Ana', 'Luis']));
    // reads of the study now hand out the same workbook
    const read = async () => (await call('GET', `/api/previous_study/${s.id}`)).json().result_url as string | null;
    expect(new URL((await read())!).pathname).toBe(new URL(res.json().download_url).pathname);
    expect((await call('GET', `/api/previous_study/${await newStudy('Sin libro')}/solution_url`)).statusCode).toBe(404);
  });

  it('reading the study after a parameter change builds no workbook; solution_url does, and reads hand it out after', async () => {
    const s = await solvedStudy('Sin libro al leer');
    const read = async () => (await call('GET', `/api/previous_study/${s.id}`)).json().result_url as string | null;
    const built = await call('GET', `/api/previous_study/${s.id}/solution_url`);
    ok(built);
    expect(new URL((await read())!).pathname).toBe(new URL(built.json().download_url).pathname);
    ok(
      await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 4, benefit: 5, material_costs: [] }),
    );
    await waitStudy(s.id, (x) => x.sub_status === 'FINISHED');
    const filesBefore = readdirSync(filesDir, { recursive: true, encoding: 'utf8' });
    // the page's reads after the change: no link, and not one file written (the old version's may go meanwhile)
    expect(await read()).toBeNull();
    expect(await read()).toBeNull();
    expect(readdirSync(filesDir, { recursive: true, encoding: 'utf8' }).filter((f) => !filesBefore.includes(f))).toEqual([]);
    const fresh = await call('GET', `/api/previous_study/${s.id}/solution_url`);
    ok(fresh);
    expect(fresh.json().download_url).not.toBe(built.json().download_url);
    expect(new URL((await read())!).pathname).toBe(new URL(fresh.json().download_url).pathname);
  });

  it('surrogates: the downloaded template (no center columns) imports back unchanged; a bad file names sheet, row and column and changes nothing', async () => {
    const id = await filledStudy('Plantilla');
    const link = await call('GET', `/api/previous_study/${id}/subrogate/download_url`);
    ok(link);
    expect(link.json().filename).toBe('Plantilla_subrogados.xlsx');
    const wb = await download(link.json().download_url);
    const ws = wb.getWorksheet('Subrogados')!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(STUDY_SURROGATE_HEADERS);
    expect(ws.rowCount).toBe(3);
    const strip = (l: any[]) => l.map(({ id: _id, ...r }) => r);
    const before = strip((await call('GET', `/api/previous_study/${id}/subrogate`)).json());

    async function upload(data: Buffer) {
      const addr = await call('POST', `/api/previous_study/${id}/subrogate/upload_url`, {
        filename: 'subrogados.xlsx',
        mime_type: XLSX,
      });
      ok(addr);
      expect((await call('GET', `/api/previous_study/${id}/subrogate/upload_status`)).json()).toEqual({
        status: 'PENDING',
        info_message: null,
      });
      const u = new URL(addr.json().upload_url);
      ok(await t.app.inject({ method: 'PUT', url: u.pathname + u.search, headers: { 'content-type': XLSX }, payload: data }));
      return (await call('GET', `/api/previous_study/${id}/subrogate/upload_status`)).json();
    }

    expect(await upload(Buffer.from(await wb.xlsx.writeBuffer()))).toEqual({ status: 'FINISHED', info_message: null });
    expect(strip((await call('GET', `/api/previous_study/${id}/subrogate`)).json())).toEqual(before);

    ws.getCell('D3').value = 'Astronauta';
    ws.getCell('E2').value = 'treinta';
    const counts = await t.counts();
    const bad = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(bad.status).toBe('ERROR');
    expect(bad.info_message.split('\n')).toEqual([
      'Hoja Subrogados, fila 2, columna E (Jornada): Valor incorrecto',
      "Hoja Subrogados, fila 3, columna D (Categoría): categoría desconocida 'Astronauta' en los convenios del espacio de trabajo",
    ]);
    const { previous_study_import: _status, ...rest } = await t.counts();
    const { previous_study_import: _before, ...restBefore } = counts;
    expect(rest).toEqual(restBefore);
  });

  it('delete removes the study with its surrogates, costs, results and files', async () => {
    const s = await solvedStudy('Para borrar');
    ok(await call('GET', `/api/previous_study/${s.id}/subrogate/download_url`));
    ok(await call('GET', `/api/previous_study/${s.id}/solution_url`));
    const row = await db().selectFrom('previous_study').select('workbook_key').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.workbook_key).toBeTruthy();
    expect(existsSync(join(filesDir, row.workbook_key!))).toBe(true);
    expect(existsSync(join(filesDir, `simtemplate-subrogates-${s.id}.xlsx`))).toBe(true);
    ok(await call('DELETE', `/api/previous_study/${s.id}`), 204);
    expect((await call('GET', `/api/previous_study/${s.id}`)).statusCode).toBe(404);
    const left = await sql<{
      n: number;
    }>`select (select count(*)::int from subrogate where previous_study_id = ${s.id}) + (select count(*)::int from simulation_material_cost where previous_study_id = ${s.id}) as n`.execute(
      db(),
    );
    expect(left.rows[0].n).toBe(0);
    expect(existsSync(join(filesDir, row.workbook_key!))).toBe(false);
    expect(existsSync(join(filesDir, `simtemplate-subrogates-${s.id}.xlsx`))).toBe(false);
  });
});
