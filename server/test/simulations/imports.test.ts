/** Centers and surrogates spreadsheets: templates, good imports, and bad files naming sheet, row and column while writing nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from '../helpers';
import { insertAgreement, newSimulation, newTender, readInputs } from './fixtures';
import { fetchLinked, openWorkbook } from '../linked-file';
import {
  CENTER_HEADERS,
  createFilesTestApp,
  HOSPITAL_ROW,
  importedHospital,
  putUpload,
  SURROGATE_HEADERS,
  uploadAddress,
  workbook,
  XLSX,
} from '../upload-fixtures';

describe.each(await targets())('spreadsheet imports (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let B: { id: string; adminToken: string };
  let lector: string;
  let sim: string;
  let agreement: Awaited<ReturnType<typeof insertAgreement>>;

  beforeAll(async () => {
    t = await createFilesTestApp(target, 'licita-imports-');
    A = await t.workspace('Empresa A');
    B = await t.workspace('Empresa B');
    lector = (await t.member('Empresa A', 'lector@a.test', 'Lector')).token;
    agreement = await insertAgreement(t, A.id);
    sim = await newSimulation(t, A.adminToken, await newTender(t, A.adminToken, A.id), 'Importada');
    await t.call('PUT', `/api/simulation/${sim}`, {
      token: A.adminToken,
      body: { name: 'Importada', service_date_init: '2026-01-01', service_duration: 12 },
    });
  });
  afterAll(() => t?.close());

  /** Asks for the address, PUTs the file, and answers the import status. */
  async function upload(kind: 'centers' | 'subrogates', data: Buffer, filename = 'fichero.xlsx') {
    const path =
      kind === 'centers' ? `/api/simulation/${sim}/center/excel/upload` : `/api/files_server/simulation/${sim}/subrogates`;
    const addr = await uploadAddress(t, A.adminToken, path, { filename, mime_type: XLSX });
    const statusPath =
      kind === 'centers'
        ? `/api/simulation/${sim}/center/excel/status`
        : `/api/files_server/simulation/${sim}/subrogates/upload_status`;
    expect((await t.call('GET', statusPath, { token: A.adminToken })).json()).toEqual({ status: 'PENDING', info_message: null });
    const put = await putUpload(t, addr.upload_url, data);
    expect(put.statusCode, put.body).toBe(200);
    return (await t.call('GET', statusPath, { token: A.adminToken })).json() as { status: string; info_message: string | null };
  }

  async function download(path: string) {
    const res = await t.call('GET', path, { token: A.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const file = await fetchLinked(t.app, res.json().download_url);
    expect(file.headers['content-type']).toContain(XLSX);
    return { wb: await openWorkbook(file.rawPayload), filename: res.json().filename as string };
  }

  it('with no import yet the status is FINISHED', async () => {
    expect((await t.call('GET', `/api/simulation/${sim}/center/excel/status`, { token: lector })).json()).toEqual({
      status: 'FINISHED',
      info_message: null,
    });
  });

  it('the centers template is a real workbook with headers, an example row and the reference lists', async () => {
    const { wb, filename } = await download(`/api/simulation/${sim}/center/excel/download`);
    expect(filename).toBe('Plantilla_centros.xlsx');
    const ws = wb.getWorksheet('Centros')!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(CENTER_HEADERS);
    expect(ws.getRow(2).getCell(1).value).toBe('Hospital General (ejemplo)');
    expect(wb.getWorksheet('Convenios')).toBeDefined();
    expect(wb.getWorksheet('Localidades')!.rowCount).toBeGreaterThan(50);
  });

  it('a good centers file creates the centers, and localities merged by name', async () => {
    const data = await workbook('Centros', [
      CENTER_HEADERS,
      HOSPITAL_ROW,
      ['Almacén', 'Villanueva de la Cañada', 'Comunidad de Madrid', 'convenio LIMPIEZA avila', '', ''],
    ]);
    expect(await upload('centers', data)).toEqual({ status: 'FINISHED', info_message: null });
    const centers = (await t.call('GET', `/api/simulation/${sim}/center`, { token: A.adminToken })).json();
    expect(centers).toEqual([
      importedHospital(agreement.id),
      expect.objectContaining({
        name: 'Almacén',
        municipality_name: 'Villanueva de la Cañada',
        center_group: null,
        vacation_coverage: 100,
      }),
    ]);
    const localities = (
      await t.call('GET', '/api/location/municipality', { token: A.adminToken, query: { workspace_id: A.id } })
    ).json();
    expect(localities.filter((l: any) => l.name.toLowerCase() === 'madrid')).toHaveLength(1);
    expect(localities.find((l: any) => l.name === 'Villanueva de la Cañada').region).toBe('ES-MD');
  });

  it('a bad centers file names sheet, row and column of each problem and changes nothing', async () => {
    const before = await readInputs(t, A.adminToken, sim);
    const bad = await upload(
      'centers',
      await workbook('Centros', [
        CENTER_HEADERS,
        ['', 'Madrid', '', 'Convenio limpieza Ávila'],
        ['Otro', '', 'Narnia', 'Convenio inventado', 'x', 150],
      ]),
    );
    expect(bad.status).toBe('ERROR');
    expect(bad.info_message!.split('\n')).toEqual([
      'Hoja Centros, fila 2, columna A (Centro): Centros es requerido',
      'Hoja Centros, fila 3, columna C (Comunidad autónoma): Comunidad autónoma desconocida',
      "Hoja Centros, fila 3, columna D (Convenio): convenio desconocido 'Convenio inventado'",
      'Hoja Centros, fila 3, columna B (Localidad): Localidad es requerido',
      'Hoja Centros, fila 3, columna E (Agrupación): Valor incorrecto',
      'Hoja Centros, fila 3, columna F (Cobertura Vac. (%)): Valor incorrecto',
    ]);
    const missing = await upload(
      'centers',
      await workbook('Centros', [
        ['Centro', 'Localidad', 'Convenio'],
        ['A', 'Madrid', 'Convenio limpieza Ávila'],
      ]),
    );
    expect(missing.info_message).toContain("Hoja Centros, fila 1, columna C: falta la columna 'Comunidad autónoma'");
    const noSheet = await upload('centers', await workbook('Hoja1', [CENTER_HEADERS]));
    expect(noSheet.info_message).toBe("Hoja Centros: falta la hoja 'Centros' (descarga la plantilla)");
    expect(await readInputs(t, A.adminToken, sim)).toEqual(before);
  });

  it('a good surrogates file replaces the surrogates; the template round-trips', async () => {
    const [hospital] = (await t.call('GET', `/api/simulation/${sim}/center`, { token: A.adminToken })).json();
    const data = await workbook('Subrogados', [
      SURROGATE_HEADERS,
      [
        'Ana',
        'Turno mañana',
        'Hospital',
        '',
        'Convenio limpieza Ávila',
        'Limpiador/a',
        30,
        'Horas semanales',
        '200',
        '',
        '',
        new Date('1988-05-01T00:00:00Z'),
      ],
      ['Luis', '', '', 2, '', 'cristalero/a', 50, 'Porcentaje', '100 - Indefinido', 21000, '300,5', '01/02/2010', 'temporal'],
      ['Eva', '', '', '', '', 'Limpiador/a', '20', '', '', '', '', ''],
    ]);
    expect(await upload('subrogates', data)).toEqual({ status: 'FINISHED', info_message: null });
    const list = (await t.call('GET', `/api/simulation/${sim}/subrogate`, { token: A.adminToken })).json();
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Ana',
        organization_unit: 'Turno mañana',
        center_id: hospital.id,
        working_day_fixed: 30,
        beginning_year: '1988-05-01',
        possible_retirement: true,
        contract_type: expect.objectContaining({ contract_key: '200' }),
      }),
      expect.objectContaining({
        name: 'Luis',
        center_group: 2,
        working_day: 50,
        value_metric_working_day: 'PERCENT',
        working_day_fixed: 20,
        salary_year: 21000,
        annual_bonuses: 300.5,
        beginning_year: '2010-02-01',
        contract_kind: 'temporal',
      }),
      expect.objectContaining({ name: 'Eva', working_day_fixed: 20, category: expect.objectContaining({ name: 'Limpiador/a' }) }),
    ]);
    const { wb } = await download(`/api/simulation/${sim}/subrogate/download_url`);
    const ws = wb.getWorksheet('Subrogados')!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(SURROGATE_HEADERS);
    expect(ws.rowCount).toBe(4);
    // the contract for social security: not chosen stays empty (open-ended), a chosen one by its name
    expect([2, 3, 4].map((r) => ws.getRow(r).getCell(13).value || '')).toEqual(['', 'Temporal', '']);
    const again = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await upload('subrogates', again)).toEqual({ status: 'FINISHED', info_message: null });
    const strip = (l: any[]) => l.map(({ id: _id, ...r }) => r);
    expect(strip((await t.call('GET', `/api/simulation/${sim}/subrogate`, { token: A.adminToken })).json())).toEqual(strip(list));
    // a file written before the contract column existed still imports: open-ended
    const older = await workbook('Subrogados', [SURROGATE_HEADERS.slice(0, -1), ['Eva', '', '', '', '', 'Limpiador/a', 20]]);
    expect(await upload('subrogates', older)).toEqual({ status: 'FINISHED', info_message: null });
    const [eva] = (await t.call('GET', `/api/simulation/${sim}/subrogate`, { token: A.adminToken })).json();
    expect([eva.name, eva.contract_kind ?? null]).toEqual(['Eva', null]);
  });

  it('bad surrogates files (missing column, wrong type, unknown category, empty, not a workbook) change nothing', async () => {
    const before = await readInputs(t, A.adminToken, sim);
    const cases: [Buffer, string[]][] = [
      [
        await workbook('Subrogados', [SURROGATE_HEADERS.filter((h) => h !== 'Categoría'), ['Ana']]),
        ["Hoja Subrogados, fila 1, columna F: falta la columna 'Categoría'"],
      ],
      [
        await workbook('Subrogados', [
          SURROGATE_HEADERS,
          ['Ana', '', '', '', '', 'Limpiador/a', 30],
          ['Luis', '', '', '', '', 'Limpiador/a', 'treinta'],
          ['Eva', '', '', '', '', 'Limpiador/a', 45],
        ]),
        [
          'Hoja Subrogados, fila 3, columna G (Jornada): Valor incorrecto',
          'Hoja Subrogados, fila 4, columna G (Jornada): Las horas de un subrogado no pueden superar las horas del convenio',
        ],
      ],
      [
        await workbook('Subrogados', [
          SURROGATE_HEADERS,
          ['Ana', '', 'Sede', '', '', 'Astronauta', 30, '', '999'],
          ['Luis', '', '', '', '', '', 20, '', '', -5],
        ]),
        [
          "Hoja Subrogados, fila 2, columna F (Categoría): categoría desconocida 'Astronauta' en los convenios de los centros de la simulación",
          "Hoja Subrogados, fila 2, columna C (Centro): centro desconocido 'Sede'",
          "Hoja Subrogados, fila 2, columna I (Tipo de contrato): tipo de contrato desconocido '999'",
          'Hoja Subrogados, fila 3, columna F (Categoría): Categoría requerida',
          'Hoja Subrogados, fila 3, columna J (Salario anual pactado): Valor incorrecto',
        ],
      ],
      [
        await workbook('Subrogados', [SURROGATE_HEADERS, ['Ana', '', '', '', '', 'Limpiador/a', 30, '', '', '', '', '', 'Fijo']]),
        [
          "Hoja Subrogados, fila 2, columna M (Contrato a efectos de cotización): valor desconocido 'Fijo' (Indefinido o Temporal)",
        ],
      ],
      [await workbook('Subrogados', [SURROGATE_HEADERS]), ['Hoja Subrogados: no hay ninguna fila con datos']],
      [Buffer.from('esto no es un excel'), ['Hoja Subrogados: el fichero no es un libro Excel (.xlsx) válido']],
    ];
    for (const [data, messages] of cases) {
      const res = await upload('subrogates', data);
      expect(res.status).toBe('ERROR');
      expect(res.info_message!.split('\n')).toEqual(messages);
    }
    expect(await readInputs(t, A.adminToken, sim)).toEqual(before);
  });

  it('a centers file that leaves out a center with shifts is refused with its message, nothing written', async () => {
    const centers = (await t.call('GET', `/api/simulation/${sim}/center`, { token: A.adminToken })).json();
    const almacen = centers.find((c: any) => c.name === 'Almacén');
    const position = (
      await t.call('POST', `/api/simulation/${sim}/position`, { token: A.adminToken, body: { name: 'Limpieza' } })
    ).json().id;
    const shift = await t.call('POST', `/api/simulation/${sim}/fixed_work_shift`, {
      token: A.adminToken,
      body: {
        center_id: almacen.id,
        position_id: position,
        number_of_workers: 1,
        shift_type: 'morning',
        shift_times: [{ time_init: '07:00', time_end: '15:00' }],
        weekdays_working: ['monday'],
        work_in_holidays: false,
        weekday_work_in_holidays: false,
      },
    });
    expect(shift.statusCode, shift.body).toBe(200);
    const before = await readInputs(t, A.adminToken, sim);
    const res = await upload(
      'centers',
      await workbook('Centros', [
        CENTER_HEADERS,
        ['Hospital', 'Madrid', '', 'Convenio limpieza Ávila', 1, 50],
        ['Nuevo', 'Pueblo Nuevo del Test', 'Andalucía', 'Convenio limpieza Ávila'],
      ]),
    );
    expect(res).toEqual({
      status: 'ERROR',
      info_message:
        'Hoja Centros: No puedes borrar un centro con turnos y/o tareas. Elimina lo turnos/tareas primero. También puedes reutilizar el centro editando sus datos y los turnos/tareas se mantendrán asignados.',
    });
    expect(await readInputs(t, A.adminToken, sim)).toEqual(before);
    const localities = (
      await t.call('GET', '/api/location/municipality', { token: A.adminToken, query: { workspace_id: A.id } })
    ).json();
    expect(localities.find((l: any) => l.name === 'Pueblo Nuevo del Test')).toBeUndefined();
    await t.call('DELETE', `/api/simulation/${sim}/fixed_work_shift/${shift.json().id}`, { token: A.adminToken });
  });

  it('an import claimed by a process that stopped does not stay PENDING for ever: after 5 minutes it is an ERROR saying so', async () => {
    const statusPath = `/api/simulation/${sim}/center/excel/status`;
    const db = t.database.db;
    // claimed (no file key left) a minute ago: still running, as far as anyone can tell
    const row = {
      simulation_id: sim,
      kind: 'centers',
      status: 'PENDING',
      info_message: null,
      upload_key: null,
      updated_at: new Date(Date.now() - 60_000),
    };
    await db
      .insertInto('simulation_import')
      .values(row)
      .onConflict((oc) => oc.columns(['simulation_id', 'kind']).doUpdateSet(row))
      .execute();
    expect((await t.call('GET', statusPath, { token: A.adminToken })).json()).toEqual({ status: 'PENDING', info_message: null });
    await db
      .updateTable('simulation_import')
      .set({ updated_at: new Date(Date.now() - 6 * 60_000) })
      .where('simulation_id', '=', sim)
      .where('kind', '=', 'centers')
      .execute();
    expect((await t.call('GET', statusPath, { token: A.adminToken })).json()).toEqual({
      status: 'ERROR',
      info_message: 'La importación se interrumpió porque el servidor se detuvo; vuelve a subir el fichero',
    });
  });

  it('upload addresses need update permission and the workspace', async () => {
    for (const path of [`/api/simulation/${sim}/center/excel/upload`, `/api/files_server/simulation/${sim}/subrogates`]) {
      expect((await t.call('POST', path, { token: lector, body: { filename: 'a.xlsx', mime_type: XLSX } })).statusCode).toBe(403);
      expect(
        (await t.call('POST', path, { token: B.adminToken, body: { filename: 'a.xlsx', mime_type: XLSX } })).statusCode,
      ).toBe(404);
      expect((await t.call('POST', path, { token: A.adminToken, body: { filename: 'a.pdf', mime_type: XLSX } })).statusCode).toBe(
        400,
      );
    }
    for (const path of [
      `/api/simulation/${sim}/center/excel/status`,
      `/api/simulation/${sim}/center/excel/download`,
      `/api/simulation/${sim}/subrogate/download_url`,
      `/api/files_server/simulation/${sim}/subrogates/upload_status`,
    ])
      expect((await t.call('GET', path, { token: B.adminToken })).statusCode).toBe(404);
  });
});
