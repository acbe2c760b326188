/** Copies every input of a simulation into a new Stopped simulation of the same tender (not results nor files). */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const j = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));

export async function duplicateSimulationInputs(db: Kysely<Database>, fromId: string, toId: string, name: string, now: Date): Promise<void> {
  const s = await db.selectFrom('simulation').selectAll().where('id', '=', fromId).executeTakeFirstOrThrow();
  await db
    .insertInto('simulation')
    .values({
      id: toId,
      project_id: s.project_id,
      name,
      service_date_init: s.service_date_init,
      service_duration: s.service_duration,
      social_security: s.social_security,
      absenteeism_rate: s.absenteeism_rate,
      category_positions_disabled: s.category_positions_disabled,
      bid: j(s.bid),
      updated_at: now,
    })
    .execute();

  const centerMap = new Map<string, string>();
  for (const c of await db.selectFrom('center').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute()) {
    const id = randomUUID();
    centerMap.set(c.id, id);
    await db
      .insertInto('center')
      .values({ id, simulation_id: toId, name: c.name, municipality_id: c.municipality_id, agreement_id: c.agreement_id, center_group: c.center_group, vacation_coverage: c.vacation_coverage })
      .execute();
  }
  const positionMap = new Map<string, string>();
  for (const p of await db.selectFrom('position').selectAll().where('simulation_id', '=', fromId).orderBy('created_at').execute()) {
    const id = randomUUID();
    positionMap.set(p.id, id);
    await db.insertInto('position').values({ id, simulation_id: toId, name: p.name, folded_name: p.folded_name }).execute();
  }
  for (const cp of await db.selectFrom('category_position').selectAll().where('simulation_id', '=', fromId).execute()) {
    await db
      .insertInto('category_position')
      .values({ simulation_id: toId, category_id: cp.category_id, position_id: positionMap.get(cp.position_id)!, ordinal: cp.ordinal })
      .execute();
  }
  for (const f of await db.selectFrom('fixed_work_shift').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute()) {
    await db
      .insertInto('fixed_work_shift')
      .values({
        simulation_id: toId,
        center_id: centerMap.get(f.center_id)!,
        position_id: positionMap.get(f.position_id)!,
        number_of_workers: f.number_of_workers,
        shift_type: f.shift_type,
        shift_times: j(f.shift_times)!,
        weekdays_working: j(f.weekdays_working)!,
        work_in_holidays: f.work_in_holidays,
        weekday_work_in_holidays: f.weekday_work_in_holidays,
        periods_without_work: j(f.periods_without_work)!,
      })
      .execute();
  }
  for (const v of await db.selectFrom('variable_work').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute()) {
    await db
      .insertInto('variable_work')
      .values({
        simulation_id: toId,
        center_id: centerMap.get(v.center_id)!,
        position_id: positionMap.get(v.position_id)!,
        name: v.name,
        work_in_holidays: v.work_in_holidays,
        weekday_work_in_holidays: v.weekday_work_in_holidays,
        number_of_workers: v.number_of_workers,
        weekdays: j(v.weekdays)!,
        work_hours: v.work_hours,
        work_minutes: v.work_minutes,
        period_type: v.period_type,
        period: v.period,
        amount: v.amount,
        periods_without_work: j(v.periods_without_work)!,
        periods_with_work: j(v.periods_with_work)!,
        recommended_time_slot: j(v.recommended_time_slot),
        fill_complete_time_slot: v.fill_complete_time_slot,
      })
      .execute();
  }
  for (const su of await db.selectFrom('subrogate').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute()) {
    const { id: _id, seq: _q, simulation_id: _s, created_at: _c, center_id, ...rest } = su;
    await db
      .insertInto('subrogate')
      .values({ ...rest, simulation_id: toId, center_id: center_id ? centerMap.get(center_id)! : null })
      .execute();
  }
  for (const m of await db.selectFrom('simulation_material_cost').selectAll().where('simulation_id', '=', fromId).orderBy('seq').execute()) {
    const { id: _id, seq: _q, simulation_id: _s, created_at: _c, center_id, ...rest } = m;
    await db
      .insertInto('simulation_material_cost')
      .values({ ...rest, simulation_id: toId, center_id: center_id ? centerMap.get(center_id)! : null })
      .execute();
  }
}
