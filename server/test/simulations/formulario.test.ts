/**
 * The Formulario workbook: GET /simulation/{id}/formulario_url links to every input; 'Nueva simulación' with the
 * file (upload address, PUT, status) gives the same inputs field by field; a broken workbook names sheet, row and
 * column of each problem and changes nothing.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from '../helpers';
import { fillSimulation, insertAgreement, newSimulation, newTender, readInputs } from './fixtures';
import { fetchLinked, openWorkbook } from '../linked-file';
import { createFilesTestApp, putUpload, uploadAddress, XLSX } from '../upload-fixtures';

const SHEETS = ['Datos básicos', 'Centros', 'Categorías-Puestos', 'Turnos', 'Tareas', 'Subrogados', 'Otros costes'];

async function edit(data: Buffer, change: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = await openWorkbook(data);
  change(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sets the cell under a header in a data row of a sheet. */
const setCell = (wb: ExcelJS.Workbook, sheet: string, row: number, header: string, value: ExcelJS.CellValue) => {
  const ws = wb.getWorksheet(sheet)!;
  const col = (ws.getRow(1).values as unknown[]).indexOf(header);
  expect(col, `${sheet} ${header}`).toBeGreaterThan(0);
  ws.getRow(row).getCell(col).value = value;
};

/** Cells a test breaks (case, sheet, data row, header, value), each with the problem the import names for it; a case breaks all its cells at once. */
const BROKEN_CELLS: [string, string, number, string, string, string][] = [
  [
    'wrong types',
    'Datos básicos',
    2,
    'Duración (meses)',
    'doce',
    'Hoja Datos básicos, fila 2, columna B (Duración (meses)): La duración debe ser un número entero de meses entre 1 y 100',
  ],
  [
    'wrong types',
    'Turnos',
    2,
    'Número de trabajadores',
    'dos',
    'Hoja Turnos, fila 2, columna C (Número de trabajadores): Valor incorrecto',
  ],
  [
    'wrong types',
    'Turnos',
    2,
    'Inicio del segundo turno',
    'tarde',
    'Hoja Turnos, fila 2, columna G (Inicio del segundo turno): Seleccione los horarios.',
  ],
  [
    'wrong types',
    'Tareas',
    2,
    'Tiempo de la tarea (hh:mm)',
    '3 horas',
    'Hoja Tareas, fila 2, columna H (Tiempo de la tarea (hh:mm)): Formato hh ó hh:mm.',
  ],
  ['wrong types', 'Subrogados', 3, 'Jornada', 'treinta', 'Hoja Subrogados, fila 3, columna G (Jornada): Valor incorrecto'],
  [
    'wrong types',
    'Otros costes',
    3,
    'Número de unidades',
    'x',
    'Hoja Otros costes, fila 3, columna F (Número de unidades): Valor incorrecto',
  ],
  [
    'unknown agreement, category, center and choices',
    'Centros',
    3,
    'Convenio',
    'Convenio inventado',
    "Hoja Centros, fila 3, columna D (Convenio): convenio desconocido 'Convenio inventado'",
  ],
  [
    'unknown agreement, category, center and choices',
    'Categorías-Puestos',
    2,
    'Categoría',
    'Astronauta',
    "Hoja Categorías-Puestos, fila 2, columna B (Categoría): categoría desconocida 'Astronauta' en los convenios de los centros",
  ],
  [
    'unknown agreement, category, center and choices',
    'Turnos',
    2,
    'Tipo de turno',
    'Madrugada',
    "Hoja Turnos, fila 2, columna D (Tipo de turno): tipo de turno desconocido 'Madrugada' (Mañana, Tarde, Noche, Partido)",
  ],
  [
    'unknown agreement, category, center and choices',
    'Tareas',
    2,
    'Centro',
    'Sede',
    "Hoja Tareas, fila 2, columna A (Centro): centro desconocido 'Sede'",
  ],
  [
    'unknown agreement, category, center and choices',
    'Subrogados',
    2,
    'Categoría',
    'Astronauta',
    "Hoja Subrogados, fila 2, columna F (Categoría): categoría desconocida 'Astronauta' en el convenio 'Convenio limpieza Ávila'",
  ],
  [
    'unknown agreement, category, center and choices',
    'Subrogados',
    3,
    'Contrato a efectos de cotización',
    'Fijo discontinuo',
    "Hoja Subrogados, fila 3, columna M (Contrato a efectos de cotización): valor desconocido 'Fijo discontinuo' (Indefinido o Temporal)",
  ],
];

/** Each case of BROKEN_CELLS: its name, the workbook with its cells broken and the problems expected, in order. */
const brokenCellCases = (data: Buffer): Promise<[string, Buffer, string[]][]> =>
  Promise.all(
    [...new Set(BROKEN_CELLS.map(([name]) => name))].map(async (name): Promise<[string, Buffer, string[]]> => {
      const cells = BROKEN_CELLS.filter((c) => c[0] === name);
      const broken = await edit(data, (wb) =>
        cells.forEach(([, sheet, row, header, value]) => setCell(wb, sheet, row, header, value)),
      );
      return [name, broken, cells.map((c) => c[5])];
    }),
  );

describe.each(await targets())('Formulario workbook (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let B: { id: string; adminToken: string };
  let lector: string;
  let project: string;
  let origin: string;
  let exported: Buffer;

  beforeAll(async () => {
    t = await createFilesTestApp(target, 'licita-formulario-');
    A = await t.workspace('Empresa A');
    B = await t.workspace('Empresa B');
    lector = (await t.member('Empresa A', 'lector@a.test', 'Lector')).token;
    const agreement = await insertAgreement(t, A.id);
    project = await newTender(t, A.adminToken, A.id);
    origin = await newSimulation(t, A.adminToken, project, 'Origen');
    await fillSimulation(t, A.adminToken, A.id, origin, agreement);
    // a third surrogate with every optional field, and a task with periods and a full time slot
    const centers = (await t.call('GET', `/api/simulation/${origin}/center`, { token: A.adminToken })).json();
    const more = await t.call('POST', `/api/simulation/${origin}/subrogate`, {
      token: A.adminToken,
      body: {
        name: 'Eva',
        organization_unit: 'Noches',
        category_id: agreement.cats.limpiador,
        center_group: 2,
        working_day: 12.5,
        salary_year: 15000.5,
        annual_bonuses: 120,
        beginning_year: '2012-09-30',
        contract_type_id: '00000000-0000-4000-a000-000000000200',
        contract_kind: 'temporal',
      },
    });
    expect(more.statusCode, more.body).toBe(200);
    const positions = (await t.call('GET', `/api/simulation/${origin}/position`, { token: A.adminToken })).json();
    const task = await t.call('POST', `/api/simulation/${origin}/variable_work`, {
      token: A.adminToken,
      body: {
        center_id: centers[0].id,
        position_id: positions[0].id,
        name: 'Desinfección',
        work_in_holidays: true,
        weekday_work_in_holidays: false,
        number_of_workers: null,
        weekdays: [],
        work_time: { hours: 2, minutes: 15 },
        frequency: { period_type: 'fixed_period', period: 'day', amount: 1 },
        recommended_time_slot: { time_init: '22:00', time_end: '02:00' },
        fill_complete_time_slot: true,
        periods_with_work: [{ date_init: '2026-03-01', date_end: '2026-03-31' }],
        periods_without_work: [{ date_init: '2026-12-24', date_end: '2026-12-31' }],
      },
    });
    expect(task.statusCode, task.body).toBe(200);
  });
  afterAll(() => t?.close());

  async function download(sim: string) {
    const res = await t.call('GET', `/api/simulation/${sim}/formulario_url`, { token: A.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const file = await fetchLinked(t.app, res.json().download_url);
    expect(file.headers['content-type']).toContain(XLSX);
    return {
      data: file.rawPayload,
      url: res.json().download_url as string,
      disposition: String(file.headers['content-disposition']),
    };
  }

  /** Asks for the address, PUTs the file and answers the import's state. */
  async function upload(sim: string, data: Buffer, filename = 'Formulario.xlsx') {
    const addr = await uploadAddress(t, A.adminToken, `/api/simulation/${sim}/upload-url`, {
      filename,
      project_uid: project,
      simulation_uid: sim,
      mime_type: XLSX,
    });
    expect(addr.contentUploadUrl).toBe(addr.upload_url);
    expect((await t.call('GET', `/api/simulation/${sim}/upload-status`, { token: A.adminToken })).json()).toEqual({
      status: 'PENDING',
      info_message: null,
    });
    const put = await putUpload(t, addr.upload_url, data);
    return {
      put,
      status: (await t.call('GET', `/api/simulation/${sim}/upload-status`, { token: A.adminToken })).json() as {
        status: string;
        info_message: string | null;
      },
    };
  }

  /** Every table but the events (an import writes its outcome there). */
  async function tables() {
    const { simulation_event: _events, ...rest } = await t.counts();
    return rest;
  }

  it('formulario_url downloads the simulation as the seven-sheet Formulario, named after it', async () => {
    const first = await download(origin);
    exported = first.data;
    expect(first.disposition).toContain('Formulario_Origen.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(first.data as any);
    expect(wb.worksheets.map((w) => w.name)).toEqual(SHEETS);
    const shift = wb.getWorksheet('Turnos')!.getRow(2).values as unknown[];
    expect(shift.slice(1)).toEqual([
      'Hospital',
      'Limpieza',
      2,
      'Partido',
      '06:00',
      '10:00',
      '17:00',
      '21:00',
      'L M X J V',
      'No',
      'No',
      '01/08/2026 - 15/08/2026',
    ]);
    const basic = wb.getWorksheet('Datos básicos')!.getRow(2).values as unknown[];
    expect(basic.slice(1)).toEqual([new Date('2026-01-01T00:00:00Z'), 12, 33, 2, 'No']);
    expect(wb.getWorksheet('Otros costes')!.getRow(2).getCell(1).value).toBe('Todos los centros');
    // Eva, the third surrogate, contributes as fixed-term; the others were left open-ended (empty)
    const kinds = wb.getWorksheet('Subrogados')!.getColumn(13);
    expect(
      Array.from(kinds.values)
        .slice(1)
        .map((v) => v || ''),
    ).toEqual(['Contrato a efectos de cotización', '', '', 'Temporal']);
    // unchanged inputs: the same file; the link follows a change
    expect(new URL((await download(origin)).url).pathname).toBe(new URL(first.url).pathname);
    const lectorView = await t.call('GET', `/api/simulation/${origin}/formulario_url`, { token: lector });
    expect(new URL(lectorView.json().download_url).pathname).toBe(new URL(first.url).pathname);
    // the answer of a rename carries the same link (the ui keeps what PUT answers)
    const renamed = await t.call('PUT', `/api/simulation/${origin}`, { token: A.adminToken, body: { name: 'Origen' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(new URL(renamed.json().data_url).pathname).toBe(new URL(first.url).pathname);
    expect(renamed.json()).not.toHaveProperty('events');
  });

  it('a new simulation imported from it holds the same inputs, field by field', async () => {
    const copy = await newSimulation(t, A.adminToken, project, 'Importada');
    const { put, status } = await upload(copy, exported);
    expect(put.statusCode, put.body).toBe(200);
    expect(status).toEqual({ status: 'FINISHED', info_message: null });
    expect(await readInputs(t, A.adminToken, copy)).toEqual(await readInputs(t, A.adminToken, origin));
    const events = (await t.call('GET', `/api/simulation/${copy}/events`, { token: A.adminToken })).json();
    expect(events).toEqual([expect.objectContaining({ title: 'Formulario importado', type_info: 'Info', group: 'formulario' })]);
    // and its own Formulario is the same workbook, sheet by sheet
    const again = new ExcelJS.Workbook();
    await again.xlsx.load((await download(copy)).data as any);
    const source = new ExcelJS.Workbook();
    await source.xlsx.load(exported as any);
    for (const name of SHEETS) {
      const rows = (wb: ExcelJS.Workbook) =>
        wb
          .getWorksheet(name)!
          .getSheetValues()
          .map((r) => (Array.isArray(r) ? r.slice(1) : r));
      expect(rows(again), name).toEqual(rows(source));
    }
  });

  it("'cualquier categoría' and a position of no category come back too", async () => {
    const sim = await newSimulation(t, A.adminToken, project, 'Cualquiera');
    const data = await edit(exported, (wb) => {
      setCell(wb, 'Datos básicos', 2, 'Cualquier categoría puede realizar cualquier puesto', 'Sí');
      wb.getWorksheet('Categorías-Puestos')!.addRow(['', '', 'Almacén']);
    });
    expect((await upload(sim, data)).status.status).toBe('FINISHED');
    const cp = (await t.call('GET', `/api/simulation/${sim}/category_positions`, { token: A.adminToken })).json();
    expect(cp.disabled).toBe(true);
    expect(cp.categories.every((c: any) => c.positions.map((p: any) => p.name).join() === 'cualquiera')).toBe(true);
    const positions = (await t.call('GET', `/api/simulation/${sim}/position`, { token: A.adminToken }))
      .json()
      .map((p: any) => p.name);
    expect(positions.sort()).toEqual(['Almacén', 'Cristales', 'Limpieza', 'cualquiera']);
  });

  it('broken workbooks name sheet, row and column of each problem and change nothing', async () => {
    const target = await newSimulation(t, A.adminToken, project, 'Destino');
    expect((await upload(target, exported)).status.status).toBe('FINISHED');
    const before = await readInputs(t, A.adminToken, target);
    const tablesBefore = await tables();
    const emptyBook = new ExcelJS.Workbook();
    emptyBook.addWorksheet('Hoja1');
    const cases: [string, Buffer, string[]][] = [
      [
        'missing sheet',
        await edit(exported, (wb) => wb.removeWorksheet(wb.getWorksheet('Turnos')!.id)),
        ["Hoja Turnos: falta la hoja 'Turnos'"],
      ],
      [
        'missing column',
        await edit(exported, (wb) => wb.getWorksheet('Tareas')!.spliceColumns(2, 1)),
        ["Hoja Tareas, fila 1, columna B: falta la columna 'Puesto'"],
      ],
      ...(await brokenCellCases(exported)),
      [
        'a workbook without the sheets',
        Buffer.from(await emptyBook.xlsx.writeBuffer()),
        SHEETS.map((s) => `Hoja ${s}: falta la hoja '${s}'`),
      ],
      ['not a workbook', Buffer.from('esto no es un excel'), ['El fichero no es un libro Excel (.xlsx) válido']],
    ];
    for (const [name, data, messages] of cases) {
      const { put, status } = await upload(target, data);
      expect(put.statusCode, name).toBe(200);
      expect(status.status, name).toBe('ERROR');
      expect(status.info_message!.split('\n'), name).toEqual(messages);
      const events = (await t.call('GET', `/api/simulation/${target}/events`, { token: A.adminToken })).json();
      expect(events, name).toEqual([
        expect.objectContaining({ title: 'Formulario no válido', type_info: 'Error', description: messages.join('\n') }),
      ]);
    }
    // an empty file is refused by the upload itself
    const { put } = await upload(target, Buffer.alloc(0));
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe('El fichero está vacío');
    expect(await readInputs(t, A.adminToken, target)).toEqual(before);
    expect(await tables()).toEqual(tablesBefore);
  });

  it('only a Stopped simulation takes a Formulario, also when it is launched between the address and the file', async () => {
    const sim = await newSimulation(t, A.adminToken, project, 'Lanzada');
    const addr = await t.call('POST', `/api/simulation/${sim}/upload-url`, {
      token: A.adminToken,
      body: { filename: 'f.xlsx', project_uid: project, simulation_uid: sim, mime_type: XLSX },
    });
    await sql`update simulation set status = 'Running' where id = ${sim}`.execute(t.database.db);
    const before = await readInputs(t, A.adminToken, sim);
    expect((await putUpload(t, addr.json().upload_url, exported)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/simulation/${sim}/upload-status`, { token: A.adminToken })).json()).toEqual({
      status: 'ERROR',
      info_message: 'Solo se puede importar en una simulación detenida (estado Running)',
    });
    expect(await readInputs(t, A.adminToken, sim)).toEqual(before);
    const again = await t.call('POST', `/api/simulation/${sim}/upload-url`, {
      token: A.adminToken,
      body: { filename: 'f.xlsx', project_uid: project, simulation_uid: sim, mime_type: XLSX },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a change of the inputs gives a new file, and the old one goes', async () => {
    const sim = await newSimulation(t, A.adminToken, project, 'Cambios');
    const before = await download(sim);
    await t.call('PUT', `/api/simulation/${sim}`, { token: A.adminToken, body: { name: 'Cambios', absenteeism_rate: 7 } });
    const after = await download(sim);
    expect(new URL(after.url).pathname).not.toBe(new URL(before.url).pathname);
    const old = new URL(before.url);
    expect((await t.app.inject({ method: 'GET', url: old.pathname + old.search })).statusCode).toBe(404);
  });

  it('the upload address needs update permission, the workspace, and the right tender and simulation', async () => {
    const body = (over: object = {}) => ({
      filename: 'f.xlsx',
      project_uid: project,
      simulation_uid: origin,
      mime_type: XLSX,
      ...over,
    });
    expect((await t.call('POST', `/api/simulation/${origin}/upload-url`, { token: lector, body: body() })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/simulation/${origin}/upload-url`, { token: B.adminToken, body: body() })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', `/api/simulation/${origin}/upload-status`, { token: B.adminToken })).statusCode).toBe(404);
    const wrongSim = await t.call('POST', `/api/simulation/${origin}/upload-url`, {
      token: A.adminToken,
      body: body({ simulation_uid: project }),
    });
    expect(wrongSim.statusCode).toBe(400);
    expect(wrongSim.json().field).toBe('simulation_uid');
    expect(
      (await t.call('POST', `/api/simulation/${origin}/upload-url`, { token: A.adminToken, body: body({ project_uid: origin }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call('POST', `/api/simulation/${origin}/upload-url`, { token: A.adminToken, body: body({ filename: 'f.pdf' }) }))
        .statusCode,
    ).toBe(400);
    expect((await t.call('GET', `/api/simulation/${origin}/upload-status`, { token: lector })).json()).toEqual({
      status: 'FINISHED',
      info_message: null,
    });
  });
});
