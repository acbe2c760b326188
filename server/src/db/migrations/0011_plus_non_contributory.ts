/**
 * A plus may be left out of the social security base ("No cotiza a la Seguridad Social": plus de transporte
 * extrasalarial, dietas…; docs/engine.md). The flag lives in each plus of a category's JSON columns; every stored plus,
 * the shared base agreement's included, is marked contributory, which is what the engine did before the flag existed.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    update agreement_category set fixed_pluses = fixed_pluses || '{"non_contributory": false}'::jsonb
      where jsonb_typeof(fixed_pluses) = 'object' and not (fixed_pluses ? 'non_contributory');
    update agreement_category set pluses_by_schedule = (
        select coalesce(jsonb_agg(case when p ? 'non_contributory' then p else p || '{"non_contributory": false}'::jsonb end order by i), '[]'::jsonb)
        from jsonb_array_elements(pluses_by_schedule) with ordinality as e(p, i))
      where jsonb_typeof(pluses_by_schedule) = 'array';
    update agreement_category set pluses_by_weekday = (
        select coalesce(jsonb_agg(case when p ? 'non_contributory' then p else p || '{"non_contributory": false}'::jsonb end order by i), '[]'::jsonb)
        from jsonb_array_elements(pluses_by_weekday) with ordinality as e(p, i))
      where jsonb_typeof(pluses_by_weekday) = 'array';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    update agreement_category set fixed_pluses = fixed_pluses - 'non_contributory' where jsonb_typeof(fixed_pluses) = 'object';
    update agreement_category set pluses_by_schedule = (
        select coalesce(jsonb_agg(p - 'non_contributory' order by i), '[]'::jsonb) from jsonb_array_elements(pluses_by_schedule) with ordinality as e(p, i))
      where jsonb_typeof(pluses_by_schedule) = 'array';
    update agreement_category set pluses_by_weekday = (
        select coalesce(jsonb_agg(p - 'non_contributory' order by i), '[]'::jsonb) from jsonb_array_elements(pluses_by_weekday) with ordinality as e(p, i))
      where jsonb_typeof(pluses_by_weekday) = 'array';
  `,
  );
}
