/**
 * The previous studies' rules on the real server (the fake only records answers): a new study's defaults, an other
 * cost's months, the launch refused without a start date, the costing, the re-cost by the benefit, the conversion.
 */
import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { parametersToForm, PREVIOUS_STUDY_DEFAULTS, PREVIOUS_STUDY_MESSAGES, type Results } from '@licita/domain';
import { TOKENS } from '../../src/index';
import type { ConvertPreviousStudy, CreatePreviousStudy, CreateTender, LaunchPreviousStudy } from '../../src/index';
import type { PreviousStudyEditor, PreviousStudyGateway, PreviousStudyOtherCosts } from '../../src/index';
import type { PreviousStudySolution, PreviousStudySurrogates } from '../../src/index';
import { api, rejection, serverFor } from './runs-world';

const ctx = serverFor('Limpiezas Estudios');

/** A new study of a new tender, as 'Nuevo estudio previo' makes it. */
async function newStudy() {
  const tender = await lastValueFrom(ctx.get<CreateTender>(TOKENS.CreateTender).execute(`Licitación ${crypto.randomUUID()}`));
  return lastValueFrom(ctx.get<CreatePreviousStudy>(TOKENS.CreatePreviousStudy).execute(tender, 'Estudio'));
}

/** Basic data (12 months from 2025) and one surrogate of 30 h of the shared catalogue's first category. */
async function ready(id: string) {
  const basic = { service_date_init: '2025-01-01', service_duration: '12', social_security: '34', absenteeism_rate: '5' };
  const editor = ctx.get<PreviousStudyEditor>(TOKENS.PreviousStudyEditor);
  await lastValueFrom(editor.saveBasicData({ id, name: 'Estudio' }, { ...basic, substitution_percentage: '100' }));
  const [listed] = await api(ctx, 'GET', '/api/agreement', undefined, { workspace_id: ctx.admin.id });
  const agreement = await api(ctx, 'GET', `/api/agreement/${listed.id}`);
  const category = agreement.categories[0];
  const surrogate = { category_id: category.id, working_day: '30', value_metric_working_day: 'FIXED' as const };
  await lastValueFrom(ctx.get<PreviousStudySurrogates>(TOKENS.PreviousStudySurrogates).save(id, null, surrogate));
  return category.professional_category as string;
}

describe('previous studies, on the real server', { timeout: 30_000 }, () => {
  it('a new study has the defaults 34 / 0 / 100; an other cost without months applies for the whole service', async () => {
    const id = await newStudy();
    const study = await ctx.get<PreviousStudyGateway>(TOKENS.PreviousStudyGateway).get(id);
    expect([study.social_security, study.absenteeism_rate, study.substitution_percentage]).toEqual([
      PREVIOUS_STUDY_DEFAULTS.social_security,
      PREVIOUS_STUDY_DEFAULTS.absenteeism_rate,
      PREVIOUS_STUDY_DEFAULTS.substitution_percentage,
    ]);
    expect([study.social_security, study.absenteeism_rate, study.substitution_percentage]).toEqual([34, 0, 100]);
    await ready(id);
    // the form always sends the months; a call without them (another client) gets the service's
    const studies = ctx.get<PreviousStudyGateway>(TOKENS.PreviousStudyGateway);
    await studies.createOtherCost(id, {
      name: 'Productos',
      cost_type: 'MONTHLY_AMOUNT',
      amount: 100,
      months_to_apply: null,
      number_of_units: null,
      center_id: null,
    });
    const costs = ctx.get<PreviousStudyOtherCosts>(TOKENS.PreviousStudyOtherCosts);
    expect((await lastValueFrom(costs.rows(id).load())).items.map((c) => [c.name, c.center_id, c.months_to_apply])).toEqual([
      ['Productos', null, 12],
    ]);
  });

  it('a launch without a start date is refused: No existe fecha inicial en el Estudio Previo', async () => {
    const id = await newStudy();
    const refused = await rejection(lastValueFrom(ctx.get<LaunchPreviousStudy>(TOKENS.LaunchPreviousStudy).execute(id)));
    expect(refused?.message).toBe(PREVIOUS_STUDY_MESSAGES.noStartDate);
    expect(refused?.message).toBe('No existe fecha inicial en el Estudio Previo');
  });

  it('launched: costed with its surrogate; Modificar re-costs the total by exactly the new benefit', async () => {
    const id = await newStudy();
    const category = await ready(id);
    const solved = await lastValueFrom(ctx.get<LaunchPreviousStudy>(TOKENS.LaunchPreviousStudy).execute(id));
    expect(solved).toMatchObject({ status: 'Solved', sub_status: 'FINISHED' });
    const before = solved.results as Results;
    expect(before.categories[category]!.count_sub).toBe(1);
    const solution = ctx.get<PreviousStudySolution>(TOKENS.PreviousStudySolution);
    const form = parametersToForm(await lastValueFrom(solution.parameters(id)));
    expect(form.benefit).toBe('0');
    const after = await lastValueFrom(solution.modify(id, { ...form, benefit: '10' }));
    expect((after.results as Results).total_cost).toBeCloseTo(before.total_cost * 1.1, 6);
  });

  it('convert: the new simulation holds the basic data, surrogates and other costs', async () => {
    const id = await newStudy();
    await ready(id);
    const costs = ctx.get<PreviousStudyOtherCosts>(TOKENS.PreviousStudyOtherCosts);
    await lastValueFrom(costs.save(id, null, { name: 'Maquinaria', cost_type: 'AMOUNT_BY_WORKER', amount: '120' }));
    const simId = await lastValueFrom(ctx.get<ConvertPreviousStudy>(TOKENS.ConvertPreviousStudy).execute(id));
    const surrogates = await api(ctx, 'GET', `/api/simulation/${simId}/subrogate`);
    expect(surrogates.map((s: { working_day: number }) => s.working_day)).toEqual([30]);
    const copied = await api(ctx, 'GET', `/api/simulation/${simId}/material_cost`);
    expect(copied.map((c: { name: string; amount: number; center_id: null }) => [c.name, c.amount, c.center_id])).toEqual([
      ['Maquinaria', 120, null],
    ]);
    const basic = await api(ctx, 'GET', `/api/simulation/${simId}`);
    expect(basic).toMatchObject({ service_date_init: '2025-01-01', service_duration: 12, absenteeism_rate: 5 });
  });
});
