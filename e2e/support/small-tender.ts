/**
 * A small tender for the simulation form's tests, entered through the API: two centers of one group (Madrid and Getafe), a
 * split shift, a weekly task with a time slot, two surrogates and two other costs (one a percentage of wages, the
 * other applied for the whole service).
 */
import type { LicitaClient } from '@licita/sdk';
import { splitShiftBody, weeklyTaskBody } from '@licita/domain/test/fixtures/work';
import { baseAgreementId } from './api';

const ok = <T>(r: { data?: T; error?: unknown }, what: string): T => {
  if (r.error !== undefined || r.data === undefined) throw new Error(`${what}: ${JSON.stringify(r.error)}`);
  return r.data;
};

/** The basic data of the simulation: its name, and what differs from the small tender's defaults. */
export interface SmallTenderBasics {
  name: string;
  service_date_init?: string;
  service_duration?: number;
  social_security?: number;
  absenteeism_rate?: number;
}

/**
 * `agreementId`: the agreement of both centers (the shared base agreement by default); `places`: the localities of
 * the two centers (Madrid and Getafe by default).
 */
export async function fillSmallTender(
  api: LicitaClient,
  workspaceId: string,
  id: string,
  basics: SmallTenderBasics,
  agreementId?: string,
  places: readonly [string, string] = ['Madrid', 'Getafe'],
): Promise<void> {
  const p = { params: { path: { id } } };
  const basic = { service_date_init: '2026-01-01', service_duration: 12, social_security: 34, absenteeism_rate: 3, ...basics };
  ok(await api.config.PUT('/simulation/{id}', { ...p, body: basic }), 'basic data');
  const localities = ok(
    await api.config.GET('/location/municipality', { params: { query: { workspace_id: workspaceId } } }),
    'localities',
  );
  const agreement = { id: agreementId ?? (await baseAgreementId(api, workspaceId)) };
  const locality = (n: string) => localities.find((l) => l.name === n)!.id;
  const centers = ok(
    await api.config.PUT('/simulation/{id}/center', {
      ...p,
      body: {
        centers: [
          {
            name: 'Sede central',
            municipality_id: locality(places[0]),
            agreement_id: agreement.id,
            center_group: 1,
            vacation_coverage: 100,
          },
          {
            name: 'Nave Getafe',
            municipality_id: locality(places[1]),
            agreement_id: agreement.id,
            center_group: 1,
            vacation_coverage: 50,
          },
        ],
      },
    }),
    'centers',
  );
  const limpieza = ok(await api.config.POST('/simulation/{id}/position', { ...p, body: { name: 'Limpieza' } }), 'position').id;
  const cristaleria = ok(
    await api.config.POST('/simulation/{id}/position', { ...p, body: { name: 'Cristalería' } }),
    'position',
  ).id;
  const categories = ok(await api.config.GET('/simulation/{id}/category_positions', p), 'categories').categories;
  // as a preparer leaves Categorías-Puestos: the cleaning trade does the cleaning and the windows, every other
  // category keeps the position of its own name the form fills in (so no cheaper category takes the work)
  const cleaner = categories.find((c) => c.name === 'Limpiador/a') ?? categories[0]!;
  const own = new Map<string, string>();
  for (const c of categories.filter((x) => x.id !== cleaner.id))
    own.set(c.id, ok(await api.config.POST('/simulation/{id}/position', { ...p, body: { name: c.name } }), 'position').id);
  ok(
    await api.config.PUT('/simulation/{id}/category_positions', {
      ...p,
      body: {
        disabled: false,
        categories: categories.map((c) => ({
          id: c.id,
          positions: c.id === cleaner.id ? [{ id: limpieza }, { id: cristaleria }] : [{ id: own.get(c.id)! }],
        })),
      },
    }),
    'category positions',
  );
  ok(
    await api.config.POST('/simulation/{id}/fixed_work_shift', {
      ...p,
      body: splitShiftBody(centers[0]!.id, limpieza, { time_init: '16:00', time_end: '20:00' }) as never,
    }),
    'shift',
  );
  ok(
    await api.config.POST('/simulation/{id}/variable_work', {
      ...p,
      body: weeklyTaskBody(centers[1]!.id, cristaleria, {
        name: 'Cristales',
        number_of_workers: null,
        weekdays: ['saturday'],
        recommended_time_slot: { time_init: '08:00', time_end: '11:30' },
      }) as never,
    }),
    'task',
  );
  for (const body of [
    { name: 'Ana Pérez', category_id: cleaner.id, working_day: 30, center_id: centers[0]!.id },
    { name: 'Luis Gómez', category_id: cleaner.id, working_day: 20, beginning_year: '1985-05-01' },
  ])
    ok(await api.config.POST('/simulation/{id}/subrogate', { ...p, body: body as never }), 'surrogate');
  for (const body of [
    { name: 'Maquinaria', cost_type: 'SALARY_PERCENT', amount: 3, center_id: null },
    {
      name: 'Fregonas',
      cost_type: 'MONTHLY_UNIT_COST',
      amount: 2.5,
      number_of_units: 10,
      months_to_apply: basic.service_duration,
      center_id: centers[1]!.id,
    },
  ])
    ok(await api.config.POST('/simulation/{id}/material_cost', { ...p, body: body as never }), 'other cost');
}

/** A new simulation of the small tender in the tender `projectId`, filled but not launched; answers its id. */
export async function newSmallSimulation(
  api: LicitaClient,
  workspaceId: string,
  projectId: string,
  basics: SmallTenderBasics,
  agreementId?: string,
  places?: readonly [string, string],
): Promise<string> {
  const id = ok(await api.config.POST('/simulation', { body: { name: basics.name, project_id: projectId } }), 'simulation').id;
  await fillSmallTender(api, workspaceId, id, basics, agreementId, places);
  return id;
}

/** The small tender's Ana Pérez and Luis Gómez, then 'Persona 3' … 'Persona 60' of Ana's category at 10 h: 60 surrogates, two pages. */
export async function sixtySurrogates(api: LicitaClient, id: string): Promise<void> {
  const p = { params: { path: { id } } };
  const [ana] = ok(await api.config.GET('/simulation/{id}/subrogate', p), 'surrogates');
  for (let i = 3; i <= 60; i++)
    ok(
      await api.config.POST('/simulation/{id}/subrogate', {
        ...p,
        body: { name: `Persona ${i}`, category_id: ana!.category_id, working_day: 10 } as never,
      }),
      'surrogate',
    );
}

/** Launches the simulation and waits until it is solved; answers the simulation as its page reads it. */
export async function launchUntilSolved(api: LicitaClient, id: string, timeout = 40_000) {
  const p = { params: { path: { id } } };
  ok(await api.config.POST('/simulation/{id}/launch', p), 'launch');
  let simulation = ok(await api.config.GET('/simulation/{id}', p), 'simulation');
  for (const end = Date.now() + timeout; simulation.status !== 'Solved';) {
    if (simulation.status === 'Error' || Date.now() > end) throw new Error(`simulation ${id}: ${simulation.status}`);
    await new Promise((r) => setTimeout(r, 500));
    simulation = ok(await api.config.GET('/simulation/{id}', p), 'simulation');
  }
  return simulation;
}

/** A new tender named `tender` holding one small simulation, launched and solved. */
export async function solvedSmallTender(
  api: LicitaClient,
  workspaceId: string,
  tender: string,
  basics: SmallTenderBasics,
  places?: readonly [string, string],
) {
  const projectId = ok(await api.config.POST('/project', { body: { name: tender, workspace_id: workspaceId } }), 'tender').id;
  const simulationId = await newSmallSimulation(api, workspaceId, projectId, basics, undefined, places);
  return { projectId, simulationId, simulation: await launchUntilSolved(api, simulationId) };
}
