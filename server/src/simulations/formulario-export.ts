/**
 * The Formulario of a simulation: its inputs as the workbook of ./formulario-sheets.ts, and the
 * signed link to it that GET /simulation/{id} hands out as `data_url`. The file is built on demand, kept under a
 * key per content (a hash of the rows), and reused while the simulation's inputs stamp does not move.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requestOrigin, storageOf } from '../files/storage';
import type { Deps } from '../http/context';
import { categoriesOfAgreements } from './agreements';
import { listCenters } from './centers';
import { listSurrogates } from './surrogates';
import { listCosts } from './other-costs';
import { listShifts, listTasks, readCategoryPositions, simulationAgreementIds } from './work';
import { regionName, FREQUENCY_TYPE_LABELS, OTHER_COST_TYPE_LABELS, PERIOD_LABELS, SHIFT_TYPE_LABELS, WORKING_DAY_UNIT_LABELS, formatTaskTime, type OtherCostType } from '../../../domain/src/simulation-inputs/index.js';
import { yesNo } from './sheets';
import { buildDocumentInThread } from '../runs/document-builder';
import type { FormularioRows } from './formulario-workbook';
import { XLSX_MIME } from './spreadsheets';
import { ALL_CENTERS, periodsText, weekdaysText } from './formulario-sheets';
export { formularioWorkbook, type FormularioRows } from './formulario-workbook';

const blank = <T>(v: T | null | undefined): T | '' => (v === null || v === undefined ? '' : v);
const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : '');

/** The simulation as its caller has already read it (GET /simulation/{id}): name and basic data, numbers as numbers. */
export interface FormularioSimulation {
  id: string;
  name: string;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
}

/** The rows of every sheet, read from the simulation's inputs. */
export async function formularioRows(db: Kysely<Database>, s: FormularioSimulation): Promise<FormularioRows> {
  const simulationId = s.id;
  const centers = await listCenters(db, simulationId);
  const localityIds = [...new Set(centers.map((c) => c.municipality_id))];
  const regions = new Map(
    localityIds.length ? (await db.selectFrom('locality').select(['id', 'region']).where('id', 'in', localityIds).execute()).map((l) => [l.id, l.region] as const) : [],
  );
  const centerName = new Map(centers.map((c) => [c.id, c.name]));
  const categories = new Map((await categoriesOfAgreements(db, await simulationAgreementIds(db, simulationId))).map((c) => [c.id, c]));
  const cp = await readCategoryPositions(db, simulationId);
  const assigned = new Set(cp.categories.flatMap((c) => c.positions.map((p) => p.id)));
  const positions = await db.selectFrom('position').select(['id', 'name']).where('simulation_id', '=', simulationId).orderBy('name').execute();
  const days = (x: { work_in_holidays: boolean; weekday_work_in_holidays: boolean }, weekdays: string[]) => ({
    weekdays: weekdaysText(weekdays),
    holidays: yesNo(x.work_in_holidays),
    weekday_holidays: yesNo(x.weekday_work_in_holidays),
  });
  return {
    basic: [
      {
        service_date_init: day(s.service_date_init),
        service_duration: blank(s.service_duration),
        social_security: blank(s.social_security),
        absenteeism_rate: blank(s.absenteeism_rate),
        any_category: yesNo(cp.disabled),
      },
    ],
    centers: centers.map((c) => ({
      name: c.name,
      locality: c.municipality_name,
      region: regionName(regions.get(c.municipality_id)) ?? '',
      agreement: c.agreement_name,
      center_group: blank(c.center_group),
      vacation_coverage: c.vacation_coverage,
    })),
    categoryPositions: [
      ...cp.categories.flatMap((c) => c.positions.map((p) => ({ agreement: categories.get(c.id)?.agreement_name ?? '', category: c.name, position: p.name }))),
      ...positions.filter((p) => !assigned.has(p.id)).map((p) => ({ agreement: '', category: '', position: p.name })),
    ],
    shifts: (await listShifts(db, simulationId)).map((f) => ({
      center: f.center.name,
      position: f.position.name,
      number_of_workers: f.number_of_workers,
      shift_type: SHIFT_TYPE_LABELS[f.shift_type as keyof typeof SHIFT_TYPE_LABELS] ?? f.shift_type,
      time_init_1: f.shift_times[0]?.time_init ?? '',
      time_end_1: f.shift_times[0]?.time_end ?? '',
      time_init_2: f.shift_times[1]?.time_init ?? '',
      time_end_2: f.shift_times[1]?.time_end ?? '',
      ...days(f, f.weekdays_working),
      without: periodsText(f.periods_without_work),
    })),
    tasks: (await listTasks(db, simulationId)).map((t) => ({
      center: t.center.name,
      position: t.position.name,
      name: t.name,
      number_of_workers: blank(t.number_of_workers),
      ...days(t, t.weekdays),
      work_time: formatTaskTime(t.work_time),
      period_type: FREQUENCY_TYPE_LABELS[t.frequency.period_type as keyof typeof FREQUENCY_TYPE_LABELS] ?? t.frequency.period_type,
      period: PERIOD_LABELS[t.frequency.period as keyof typeof PERIOD_LABELS] ?? t.frequency.period,
      amount: t.frequency.amount,
      slot_init: t.recommended_time_slot?.time_init ?? '',
      slot_end: t.recommended_time_slot?.time_end ?? '',
      fill: yesNo(t.fill_complete_time_slot),
      without: periodsText(t.periods_without_work),
      with: periodsText(t.periods_with_work),
    })),
    surrogates: (await listSurrogates(db, s)).map((x) => ({
      name: blank(x.name),
      organization_unit: blank(x.organization_unit),
      center: x.center_id ? (centerName.get(x.center_id) ?? '') : '',
      center_group: blank(x.center_group),
      agreement: x.agreement.name,
      category: x.category.name,
      working_day: x.working_day,
      unit: WORKING_DAY_UNIT_LABELS[x.value_metric_working_day],
      contract: x.contract_type?.contract_key ?? '',
      salary_year: blank(x.salary_year),
      annual_bonuses: blank(x.annual_bonuses),
      beginning_year: day(x.beginning_year),
    })),
    costs: (await listCosts(db, s)).map((m) => ({
      center: m.center_id ? (m.center_name ?? '') : ALL_CENTERS,
      name: m.name,
      cost_type: OTHER_COST_TYPE_LABELS[m.cost_type as OtherCostType] ?? m.cost_type,
      amount: m.amount,
      months_to_apply: blank(m.months_to_apply),
      number_of_units: blank(m.number_of_units),
    })),
  };
}

export function formularioFilename(name: string): string {
  return `Formulario_${name.replace(/[\\/:*?"<>|\r\n]+/g, '_')}.xlsx`;
}

/**
 * The signed link to the simulation's Formulario (`data_url`). While the simulation's `inputs_version` is the one
 * its stored file was built for, the link is signed without reading any input (this is what the simulation page's
 * poll asks for every 2 s); otherwise the rows are read again and the file written under a key per content, the
 * previous file removed and the new key remembered for that version.
 */
export async function formularioLink(
  deps: Deps,
  request: { protocol: string; host: string },
  simulation: FormularioSimulation,
  /** the stamp columns, when the caller has just read the row */
  read?: { inputs_version: string; formulario_key: string | null; formulario_version: string | null },
): Promise<string> {
  const storage = storageOf(deps);
  const origin = requestOrigin(request);
  const stamp =
    read ??
    (await deps.db.selectFrom('simulation').select(['inputs_version', 'formulario_key', 'formulario_version']).where('id', '=', simulation.id).executeTakeFirstOrThrow());
  if (stamp.formulario_key && String(stamp.formulario_version) === String(stamp.inputs_version))
    return (await storage.downloadUrl(stamp.formulario_key, { origin })).url;

  const rows = await formularioRows(deps.db, simulation);
  const filename = formularioFilename(simulation.name);
  const hash = createHash('sha256').update(JSON.stringify([filename, rows])).digest('hex').slice(0, 20);
  const key = `formulario-${simulation.id}-${hash}.xlsx`;
  if (!(await storage.exists(key))) {
    await storage.uploadUrl(key, { origin, filename, contentType: XLSX_MIME }); // records the download name
    await storage.put(key, await buildDocumentInThread({ kind: 'formulario', rows }), XLSX_MIME);
  }
  if (stamp.formulario_key && stamp.formulario_key !== key) await storage.remove(stamp.formulario_key).catch(() => undefined);
  // remembered only if no input changed while the rows were read (the next call would rebuild otherwise)
  await deps.db
    .updateTable('simulation')
    .set({ formulario_key: key, formulario_version: stamp.inputs_version })
    .where('id', '=', simulation.id)
    .where('inputs_version', '=', stamp.inputs_version)
    .execute();
  return (await storage.downloadUrl(key, { origin })).url;
}
