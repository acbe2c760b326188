/**
 * Runs of simulations (docs/runs.md), server side: launch refusals (460, codes 1–9), the quota spent atomically, runs off the request path
 * (Stopped → Running → Solved with events), parameters and social security re-costed
 * without solving again, and the solution workbook read back (cancellation and lost workers: ./runs-lifecycle.test.ts).
 * On PGlite and, when it answers, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { targets, type TestApp } from '../helpers';
import { runsWorld, copyOf, executed, getSim, setQuota, waitEnd, waitTask, world, type RunsWorld, type World } from './fixtures';
import { LAUNCH_MESSAGES } from '../../src/runs/checks';
import { SUMMARY_CELLS } from '../../src/runs/workbook';
import { fetchLinked, openWorkbook } from '../linked-file';

describe.each(await targets())('simulation runs (%s)', (target) => {
  let t: TestApp, w: World, token: string, launch: RunsWorld['launch'];
  beforeAll(async () => {
    ({ t, w, token, launch } = await runsWorld(target, 'Runs'));
  });
  afterAll(() => t?.close());
  const db = () => t.database.db;

  it('refuses each launch condition with 460, its code and message, spending nothing', async () => {
    await setQuota(t, w.ws.id, 100);
    const cases: [number, (sim: string) => Promise<void>][] = [
      [
        1,
        async (sim) =>
          void (await sql`update subrogate set center_group = 7 where simulation_id = ${sim} and center_id is null`.execute(
            db(),
          )),
      ],
      [
        2,
        async (sim) => {
          const other = await db()
            .selectFrom('position')
            .select('id')
            .where('simulation_id', '=', w.base.sim)
            .executeTakeFirstOrThrow();
          await sql`update fixed_work_shift set position_id = ${other.id} where simulation_id = ${sim}`.execute(db());
        },
      ],
      [
        3,
        async (sim) => {
          const other = await db()
            .selectFrom('center')
            .select('id')
            .where('simulation_id', '=', w.base.sim)
            .executeTakeFirstOrThrow();
          await sql`update variable_work set center_id = ${other.id} where simulation_id = ${sim}`.execute(db());
        },
      ],
      [
        4,
        async (sim) => {
          for (const table of ['fixed_work_shift', 'variable_work', 'subrogate', 'simulation_material_cost', 'center'])
            await sql`delete from ${sql.table(table)} where simulation_id = ${sim}`.execute(db());
        },
      ],
      [
        5,
        async (sim) =>
          void (
            await sql`delete from fixed_work_shift where simulation_id = ${sim}; `.execute(db()),
            await sql`delete from variable_work where simulation_id = ${sim}`.execute(db())
          ),
      ],
      [
        6,
        async (sim) => {
          const empty = randomUUID();
          await sql`insert into agreement (id, workspace_id, name, start_year, end_year, salary_year, max_hours_per_day, max_hours_per_week,
              max_hours_per_year, max_sections_planned_day, rest_hours_between_shifts, consecutive_rest_days, holiday_days)
            values (${empty}, ${w.ws.id}, ${'Sin categorías ' + sim}, 2025, 2028, 2026, 9, 40, 1800, 2, 12, 1.5, 30)`.execute(
            db(),
          );
          await sql`update center set agreement_id = ${empty} where simulation_id = ${sim}`.execute(db());
          // surrogates stay placed (otherwise code 1, lower, would win)
          await sql`update subrogate set center_id = (select id from center where simulation_id = ${sim} order by seq limit 1) where simulation_id = ${sim}`.execute(
            db(),
          );
        },
      ],
      [8, async (sim) => void (await sql`update simulation set service_date_init = null where id = ${sim}`.execute(db()))],
      [9, async (sim) => void (await sql`update simulation set service_duration = null where id = ${sim}`.execute(db()))],
    ];
    const before = await executed(t, w.ws.id);
    for (const [code, spoil] of cases) {
      const sim = await copyOf(t, w);
      await spoil(sim);
      const res = await launch(sim);
      expect(res.statusCode, `code ${code}: ${res.body}`).toBe(460);
      expect(res.json().error_code).toBe(code);
      expect(res.json().message).toContain(LAUNCH_MESSAGES[code as 1]);
      // validate names the same condition
      const v = (await t.call('GET', `/api/simulation/${sim}/validate`, { token })).json();
      expect(v.errors.map((e: { error_code: number | null }) => e.error_code)).toContain(code);
      expect((await getSim(t, token, sim)).status).toBe('Stopped');
    }
    expect(await executed(t, w.ws.id)).toBe(before);

    // 7: the quota is spent (executed = max + added); the lowest code wins over 8
    await setQuota(t, w.ws.id, 2, 3, 1);
    const sim = await copyOf(t, w);
    const res = await launch(sim);
    expect(res.statusCode).toBe(460);
    expect(res.json()).toEqual({ message: LAUNCH_MESSAGES[7], error_code: 7 });
    await sql`update simulation set service_date_init = null where id = ${sim}`.execute(db());
    expect((await launch(sim)).json().error_code).toBe(7);
    expect(await executed(t, w.ws.id)).toBe(3);
    const clean = (await t.call('GET', `/api/simulation/${w.base.sim}/validate`, { token })).json();
    expect(clean.errors).toEqual([]);
    // what only the engine would refuse shows as a warning (no code): the launch accepts it, the run ends in Error
    const odd = await copyOf(t, w);
    await sql`update simulation set social_security = null where id = ${odd}`.execute(db());
    const warned = (await t.call('GET', `/api/simulation/${odd}/validate`, { token })).json();
    expect(warned.errors.length).toBeGreaterThan(0);
    expect(warned.errors.every((e: { error_code: number | null }) => e.error_code === null)).toBe(true);
    expect(warned.errors[0].message).toMatch(/social_security/);
  });

  it('warns (without refusing) when categories whose salaries differ by more than 15 % can fill one position', async () => {
    const v = await world(t, `Salarios ${target}`);
    const token2 = v.ws.adminToken;
    const validate = async () =>
      (await t.call('GET', `/api/simulation/${v.base.sim}/validate`, { token: token2 })).json().errors as {
        message: string;
        error_code: number | null;
        section: string;
      }[];
    expect(await validate()).toEqual([]); // Limpiador/a 18,000 € and Cristalero/a 19,000 €: within 15 %
    const aspirante = randomUUID();
    await sql`insert into agreement_category (id, agreement_id, position, professional_category, salary_year, base_salary_year)
      values (${aspirante}, ${v.agreement.id}, 2, 'Aspirante', 12000, 10000)`.execute(db());
    const cp = (await t.call('GET', `/api/simulation/${v.base.sim}/category_positions`, { token: token2 })).json();
    const body = {
      disabled: false,
      categories: cp.categories.map((c: { id: string; positions: { id: string }[] }) => ({
        id: c.id,
        positions: c.id === aspirante ? [{ id: v.base.positions.limpieza }] : c.positions.map((x) => ({ id: x.id })),
      })),
    };
    expect((await t.call('PUT', `/api/simulation/${v.base.sim}/category_positions`, { token: token2, body })).statusCode).toBe(
      200,
    );
    const warned = await validate();
    expect(warned).toEqual([
      {
        error_code: null,
        section: 'category_positions',
        message:
          'El puesto Limpieza lo pueden cubrir 3 categorías con salarios que difieren más de un 15 % (de Aspirante, 12.000,00 €, a Cristalero/a, 19.000,00 €): ' +
          'el cálculo contratará la más barata, Aspirante. Revisa Categorías-Puestos si no es lo que quieres.',
      },
    ]);
    // a warning is not a refusal
    expect((await launch(v.base.sim, token2)).statusCode).toBe(200);
  });

  it('permissions: a reader cannot launch (403), another workspace does not see it (404)', async () => {
    const lector = (await t.member('Runs', `lector.${target}@runs.test`, 'Lector')).token;
    expect((await launch(w.base.sim, lector)).statusCode).toBe(403);
    const other = await t.workspace(`Otra ${target}`);
    expect((await launch(w.base.sim, other.adminToken)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/solution/${w.base.sim}/parameters`, { token: other.adminToken })).statusCode).toBe(404);
  });

  it('spends the quota atomically: of six launches at once, exactly the three left pass', async () => {
    await setQuota(t, w.ws.id, 5, 2, 0);
    const sims = await Promise.all(Array.from({ length: 6 }, () => copyOf(t, w)));
    const answers = await Promise.all(sims.map((s) => launch(s)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 460, 460, 460]);
    for (const r of answers.filter((a) => a.statusCode === 460)) expect(r.json().error_code).toBe(7);
    expect(await executed(t, w.ws.id)).toBe(5);
    // the same simulation launched twice at once: one run, one quota unit
    await setQuota(t, w.ws.id, null, 0);
    const twice = await copyOf(t, w);
    const pair = await Promise.all([launch(twice), launch(twice)]);
    expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await executed(t, w.ws.id)).toBe(1);
    const runs = await db().selectFrom('simulation_run').select('id').where('simulation_id', '=', twice).execute();
    expect(runs).toHaveLength(1);
    for (const s of [...sims, twice]) await waitEnd(t, token, s);
  });

  let solved: any;
  it('runs off the request path: Stopped → Running → Solved, events stored as they come, results and link', async () => {
    await setQuota(t, w.ws.id, null, 0);
    const res = await launch(w.base.sim);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: w.base.sim, status: 'Running' });
    const running = await getSim(t, token, w.base.sim);
    expect(['Running', 'Solved']).toContain(running.status); // a small tender may already be done
    expect(running.started).not.toBeNull();
    expect(running.events[0].title).toBe('Simulación lanzada');
    solved = await waitEnd(t, token, w.base.sim);
    expect(solved.status).toBe('Solved');
    expect(solved.finished).not.toBeNull();
    const titles = solved.events.map((e: { title: string }) => e.title);
    for (const title of ['Simulación lanzada', 'Datos cargados', 'Calendario', 'Carga de trabajo', 'Plantilla', 'Costes', 'Fin'])
      expect(titles).toContain(title);
    expect(solved.events.some((e: { type_info: string }) => e.type_info === 'Debug')).toBe(true);
    const r = solved.results;
    expect(r.total_cost).toBeGreaterThan(0);
    expect(r.total_cost).toBeCloseTo(r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs + r.benefit, 6);
    expect(Object.keys(r.categories).sort()).toEqual(['Cristalero/a', 'Limpiador/a']);
    expect(r.material_costs).toBeCloseTo(300 * 12 + 50 * 2 * 12, 6);
    expect(r.uncovered_hours).toBeCloseTo(0, 6);
    // both lower bounds per group and position: the block bound is between the hours bound and the roster
    expect(r.bounds.length).toBeGreaterThan(0);
    for (const b of r.bounds) {
      expect(b.block_lb_fte).toBeGreaterThanOrEqual(b.lb_fte - 1e-9);
      expect(b.block_lb_fte).toBeLessThanOrEqual(b.fte_new + 1e-9);
      expect(b.block_ratio).toBe(b.block_lb_fte > 1e-9 ? b.fte_new / b.block_lb_fte : null);
    }
    expect(r.bounds.map((b: { position: string }) => b.position).sort()).toEqual(
      [...new Set(r.demand.map((d: { position: string }) => d.position))].sort(),
    );
    expect(r.block_lower_bound_cost).toBeLessThanOrEqual(r.total_cost + 1e-6);
    expect(r.block_cost_gap).toBeCloseTo((r.total_cost - r.block_lower_bound_cost) / r.block_lower_bound_cost, 9);
    expect(r.block_cost_gap).toBeLessThanOrEqual(r.cost_gap + 1e-12);
    expect(r.demand.map((d: { weekly_hours: number }) => d.weekly_hours).sort((a: number, b: number) => a - b)).toEqual([
      3.5, 80,
    ]);
    // why the staffing is what it is: the engine's sentences per group and position, with their figures
    const cleaning = r.explanations.find((e: { position: string }) => e.position === 'Limpieza');
    expect(cleaning).toMatchObject({ center_group: '1', position_id: expect.any(String) });
    expect(cleaning.items[0]).toEqual({
      code: 'idle_surrogate',
      rules: ['contract', 'no_demand'],
      message:
        'Ana queda 6 h semanales sin trabajo: ningún bloque pendiente cabe en las 6 h que le quedan de contrato (el menor dura 8 h) y el resto de la demanda de Limpieza que puede hacer la cubren otros subrogados.',
      numbers: { idle_hours: 6, contracted_hours: 30, assigned_hours: 24, blocks_tested: 5 },
      worker: 'Ana',
    });
    expect(cleaning.items.map((i: { message: string }) => i.message)).toContain(
      'Las 40 h semanales de Limpieza que no cubren los subrogados se reparten en 2 contrataciones (24 h y 16 h): el convenio exige 12 h de descanso entre jornadas.',
    );
    // reading the simulation never builds the solution workbook: its own request does, and later reads link to it
    expect(solved.result_url).toBeNull();
    const built = await t.call('GET', `/api/simulation/${w.base.sim}/solution_url`, { token });
    expect(built.statusCode, built.body).toBe(200);
    expect(built.json().filename).toMatch(/^Solucion_.*\.xlsx$/);
    const reread = (await t.call('GET', `/api/simulation/${w.base.sim}`, { token })).json();
    expect(new URL(reread.result_url).pathname).toBe(new URL(built.json().download_url).pathname);
    expect(reread.result_url).toMatch(/\/api\/files\/solution-/);
    const run = await db()
      .selectFrom('simulation_run')
      .selectAll()
      .where('simulation_id', '=', w.base.sim)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'solved', attempt: 1 });
    // a solved simulation is not launched again (duplicate it)
    expect((await launch(w.base.sim)).statusCode).toBe(409);
  });

  it('Modificar parámetros re-costs the stored roster without solving again: the total follows the benefit', async () => {
    const url = `/api/solution/${w.base.sim}`;
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    expect(params.absenteeism_rate).toBe(2);
    expect(params.benefit).toBe(0);
    expect(params.material_costs.map((m: { center_id: string | null }) => m.center_id === null)).toEqual([true, false]);
    const defaults = (await t.call('GET', `${url}/default_parameters`, { token })).json();
    expect(defaults).toEqual(params);
    expect((await t.call('GET', `${url}/parameters/status`, { token })).json()).toEqual({
      status: 'FINISHED',
      info_message: null,
    });
    const runsBefore = await db().selectFrom('simulation_run').select('id').execute();
    const old = solved.results;

    // a re-costing this small ends within the request: the PUT's answer is final, no poll needed
    const put = await t.call('PUT', `${url}/parameters`, { token, body: { ...params, benefit: 10 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ status: 'FINISHED', info_message: null });
    expect((await t.call('GET', `${url}/parameters/status`, { token })).json()).toEqual({
      status: 'FINISHED',
      info_message: null,
    });
    const now = (await getSim(t, token, w.base.sim)).results;
    expect(now.hiring_costs).toBe(old.hiring_costs);
    expect(now.social_security).toBe(old.social_security);
    expect(now.total_cost).toBeCloseTo(old.total_cost * 1.1, 6);
    expect(now.benefit).toBeCloseTo(old.total_cost * 0.1, 6);
    expect((await db().selectFrom('simulation_run').select('id').execute()).length).toBe(runsBefore.length);

    // absenteeism and a material amount too; a cost of another simulation is refused
    const m = params.material_costs[0];
    // with no time allowed in the request (INLINE_RECOST_MS=0) the PUT answers PENDING and the change ends behind it
    const inline = t.app.deps.settings.inlineRecostMs;
    t.app.deps.settings.inlineRecostMs = 0;
    const put2 = await t
      .call('PUT', `${url}/parameters`, {
        token,
        body: { absenteeism_rate: 5, benefit: 0, material_costs: [{ id: m.id, amount: 400, months_to_apply: 12 }] },
      })
      .finally(() => (t.app.deps.settings.inlineRecostMs = inline));
    expect(put2.statusCode, put2.body).toBe(200);
    expect(put2.json()).toEqual({ status: 'PENDING', info_message: null });
    expect(await waitTask(t, token, `${url}/parameters/status`)).toEqual({ status: 'FINISHED', info_message: null });
    const again = (await getSim(t, token, w.base.sim)).results;
    expect(again.absenteeism_cost).toBeCloseTo((old.hiring_costs + old.social_security) * 0.05, 6);
    expect(again.material_costs).toBeCloseTo(400 * 12 + 50 * 2 * 12, 6);
    const got = (await t.call('GET', `${url}/parameters`, { token })).json();
    expect(got).toMatchObject({ absenteeism_rate: 5, benefit: 0 });
    expect(got.material_costs).toHaveLength(2);
    const bad = await t.call('PUT', `${url}/parameters`, {
      token,
      body: { absenteeism_rate: 5, benefit: 0, material_costs: [{ id: randomUUID(), amount: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    // back to the form's values
    await t.call('PUT', `${url}/parameters`, { token, body: defaults });
    await waitTask(t, token, `${url}/parameters/status`);
    expect((await getSim(t, token, w.base.sim)).results.total_cost).toBeCloseTo(old.total_cost, 6);

    // employees: surrogates first, one row a worker
    const employees = (await t.call('GET', `${url}/parameters/employees`, { token })).json();
    expect(employees[0].kind).toBe('surrogate');
    expect(
      employees
        .filter((e: { kind: string }) => e.kind === 'surrogate')
        .map((e: { name: string }) => e.name)
        .sort(),
    ).toEqual(['Ana', 'Luis']);
    const wages = employees.reduce((a: number, e: { salary: number }) => a + e.salary, 0);
    expect(wages).toBeCloseTo(old.hiring_costs, 6);

    // a Stopped simulation has nothing to re-cost
    const stopped = await copyOf(t, w);
    expect((await t.call('PUT', `/api/solution/${stopped}/parameters`, { token, body: defaults })).statusCode).toBe(409);
    expect((await t.call('GET', `/api/solution/${stopped}/parameters`, { token })).statusCode).toBe(404);
  });

  it('social security discount: marking a new hire lowers social security and the total', async () => {
    const list = (await t.call('GET', `/api/simulation/${w.base.sim}/social_security`, { token })).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e: { social_security_activate: boolean }) => !e.social_security_activate)).toBe(true);
    // each new hire says where it works (names may repeat across centers)
    const centerNames = (await t.call('GET', `/api/simulation/${w.base.sim}/center`, { token }))
      .json()
      .map((c: { name: string }) => c.name);
    for (const e of list as { centers: string[] }[]) {
      expect(e.centers.length).toBeGreaterThan(0);
      for (const c of e.centers) expect(centerNames).toContain(c);
    }
    const before = (await getSim(t, token, w.base.sim)).results;
    const one = list[0];
    const put = await t.call('PUT', `/api/simulation/${w.base.sim}/social_security`, {
      token,
      body: { employees: [{ id: one.id, social_security_activate: true }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await waitTask(t, token, `/api/simulation/${w.base.sim}/social_security/status`)).toEqual({
      status: 'FINISHED',
      info_message: null,
    });
    const after = (await getSim(t, token, w.base.sim)).results;
    const months = 12;
    const expected = Math.min(one.social_security, 4500 * (one.weekly_hours / 40) * (months / 12));
    expect(before.social_security - after.social_security).toBeCloseTo(expected, 6);
    expect(after.total_cost).toBeLessThan(before.total_cost);
    const marked = (await t.call('GET', `/api/simulation/${w.base.sim}/social_security`, { token })).json();
    expect(marked.find((e: { id: string }) => e.id === one.id).social_security_activate).toBe(true);
    // a surrogate cannot be marked
    const sur = (await t.call('GET', `/api/solution/${w.base.sim}/parameters/employees`, { token })).json()[0];
    expect(
      (
        await t.call('PUT', `/api/simulation/${w.base.sim}/social_security`, {
          token,
          body: { employees: [{ id: sur.id, social_security_activate: true }] },
        })
      ).statusCode,
    ).toBe(400);
    solved = await getSim(t, token, w.base.sim);
  });

  it('the solution workbook, opened back, holds the stored totals', async () => {
    const link = await t.call('GET', `/api/simulation/${w.base.sim}/solution_url`, { token });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().filename).toBe('Solucion_Base.xlsx');
    const file = await fetchLinked(t.app, link.json().download_url);
    expect(file.headers['content-disposition']).toContain('Solucion_Base.xlsx');
    const wb = await openWorkbook(file.rawPayload);
    expect(wb.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Presupuesto',
      'Horas anuales',
      'Categorías',
      'Plantilla',
      'Convenios',
      'Cuadrante',
      'Demanda',
      'Otros costes',
      'Calendario',
      'Eventos',
    ]);
    const sum = wb.getWorksheet('Resumen')!;
    const value = (addr: string) => {
      const v = sum.getCell(addr).value as number | { result?: number };
      return typeof v === 'number' ? v : (v.result ?? 0); // ExcelJS leaves out a cached result of 0
    };
    const r = solved.results;
    expect(value(SUMMARY_CELLS.wages)).toBe(r.hiring_costs);
    expect(value(SUMMARY_CELLS.socialSecurity)).toBe(r.social_security);
    expect(value(SUMMARY_CELLS.absenteeism)).toBe(r.absenteeism_cost);
    expect(value(SUMMARY_CELLS.materials)).toBe(r.material_costs);
    expect(value(SUMMARY_CELLS.benefit)).toBe(r.benefit);
    expect(value(SUMMARY_CELLS.total)).toBe(r.total_cost);
    expect((sum.getCell(SUMMARY_CELLS.total).value as { formula: string }).formula).toContain('+');
    expect(sum.getCell(SUMMARY_CELLS.total).numFmt).toContain('0.00');
    const cats = wb.getWorksheet('Categorías')!;
    expect(cats.getRow(1).values).toContain('Coste salarial');
    let wageSum = 0;
    cats.eachRow((row, i) => {
      if (i > 1) wageSum += Number(row.getCell(7).value);
    });
    expect(wageSum).toBeCloseTo(r.hiring_costs, 6);
    const plantilla = wb.getWorksheet('Plantilla')!;
    const kinds = new Set<string>();
    plantilla.eachRow((row, i) => void (i > 1 && kinds.add(String(row.getCell(2).value))));
    expect(kinds).toContain('Subrogado/a');
    expect(kinds).toContain('A contratar');
    // Luis's own 500 € a year of bonuses are counted in his Pluses, not hidden in his salary: Salario − Pluses is
    // his agreed 20.000 € a year (the service is twelve months; no seniority, no SMI complement at 50 %)
    let luis: [number, number] | null = null;
    plantilla.eachRow(
      (row) => void (row.getCell(1).value === 'Luis' && (luis = [Number(row.getCell(8).value), Number(row.getCell(9).value)])),
    );
    expect(luis).not.toBeNull();
    const [luisSalary, luisPluses] = luis!;
    expect(luisPluses).toBeGreaterThanOrEqual(500);
    expect(luisSalary - luisPluses).toBeCloseTo(20000, 6);
    const roster = wb.getWorksheet('Cuadrante')!;
    expect(roster.getRow(1).values).toContain('Lunes');
    let mondays = '';
    roster.eachRow((row, i) => void (i > 1 && (mondays += String(row.getCell(5).value ?? ''))));
    expect(mondays).toMatch(/06:00-10:00 y 17:00-21:00 Hospital/);
    const calendar = wb.getWorksheet('Calendario')!;
    // dates are date cells shown DD/MM/YYYY; the holidays of each center come below the months, not beside them
    expect(calendar.getRow(2).values).toEqual([
      undefined,
      1,
      new Date('2026-01-01T00:00:00Z'),
      new Date('2026-01-31T00:00:00Z'),
      31,
    ]);
    expect(calendar.getCell('B2').numFmt).toBe('dd/mm/yyyy');
    expect(calendar.getRow(13).getCell(3).value).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(calendar.getRow(14).values).toEqual([]);
    expect(calendar.getRow(15).values).toEqual([undefined, 'Centro', 'Festivos']);
    expect(String(calendar.getRow(16).getCell(2).value)).toMatch(/^01\/01\/2026, /);
    const sheetEvents = wb.getWorksheet('Eventos')!;
    expect(String(sheetEvents.getRow(2).getCell(1).value)).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    // the level in a preparer's words, and no solver jargon or English number in the descriptions
    expect(sheetEvents.getRow(1).getCell(2).value).toBe('Nivel');
    const levels = new Set<string>();
    sheetEvents.eachRow((row, i) => i > 1 && levels.add(String(row.getCell(2).value)));
    expect([...levels].every((l) => ['Información', 'Detalle', 'Aviso', 'Error'].includes(l))).toBe(true);
    expect(levels.has('Información')).toBe(true);
    const texts: string[] = [];
    sheetEvents.eachRow((row, i) => i > 1 && texts.push(String(row.getCell(4).value)));
    expect(texts.join('\n')).not.toMatch(/MILP|cota por bloques|persona-semana|ratio|\d{4}-\d{2}-\d{2}|\d\.\d{2} (h|€)/);
    expect(String(sum.getCell('A2').value)).toMatch(/^Inicio del servicio 01\/01\/2026, 12 meses$/);
    // no solution, no link
    expect((await t.call('GET', `/api/simulation/${await copyOf(t, w)}/solution_url`, { token })).statusCode).toBe(404);
  });
});
