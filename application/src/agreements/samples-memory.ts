/** The agreements and material costs the in-memory agreements start with (./memory.ts). */
import type { Agreement, WorkspaceMaterialCost } from '@licita/domain';
import { DEMO_WORKSPACE } from '../core/memory';
import { CLEANING_PRODUCTS } from '../runs/demo';

export const FAKE_BASE_AGREEMENT_ID = '84207da8-c5b9-4070-93bc-aca5ad99e78a';

const cat = (id: string, name: string, salary: number, base: number): Agreement['categories'][number] => ({
  id,
  professional_category: name,
  salary_year: salary,
  base_salary_year: base,
  fixed_pluses: { price_day_worked: 0, price_month_worked: 0, price_year_worked: 0 },
  pluses_by_schedule: [{ time_init: '22:00', time_end: '06:00', price_hour: Math.round((0.25 * base * 100) / 1739) / 100 }],
  pluses_by_weekday: [
    { day: 'sunday', price_hour: null, price_day: 24.11 },
    { day: 'holiday', price_hour: null, price_day: 24.11 },
  ],
  free_days: 0,
  seniority_bonus: null,
});

/** A shortened copy of the seeded base agreement (Madrid building cleaning, 2022–2025). */
export function fakeBaseAgreement(): Agreement {
  return {
    id: FAKE_BASE_AGREEMENT_ID,
    uid: FAKE_BASE_AGREEMENT_ID,
    agreement_base_id: null,
    workspace_id: null,
    name: 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025',
    start_year: 2022,
    end_year: 2025,
    creation_year: 2022,
    salary_year: 2025,
    max_hours_per_day: 9,
    max_hours_per_week: 40,
    max_hours_per_month: null,
    max_hours_per_year: 1739,
    max_sections_planned_day: 2,
    rest_hours_between_shifts: 12,
    consecutive_rest_days: 1.5,
    free_day_available: null,
    holiday_days: 31,
    holidays_rules_from: 'june',
    holidays_rules_until: 'september',
    holiday_days_types: 'naturales',
    holiday_work_compensation: 'plus',
    seniority_bonus: [
      {
        period_bonus: 3,
        percent_over_salary: 4,
        max_percent: 100,
        max_percent_date: null,
        fixed_annual: null,
        max_seniority: 100,
      },
    ],
    annual_increment: [{ year: 2025, increment: 2.8 }],
    categories: [
      cat('0aa7eca1-b417-4e5b-9e29-76994cbdc56e', 'Limpiador/a', 17785.95, 14478.1),
      cat('456b1e1f-0787-4c2b-bae4-7b6a61576766', 'Especialista', 19596.85, 16216.2),
      cat('b59fb7a2-7db1-4ab8-9463-83951f3662e4', 'Encargado/a General', 23550.66, 19998.3),
      cat('342aac35-ba6f-4fb2-811d-53af6ad3e748', 'Aspirante Administrativo', 15147.84, 11956.95),
    ],
    update_permissions: false,
    expired: true,
    has_pdf: true,
    scope: { level: 'region', nuts: ['ES30'] },
    regcon_code: '28002585011981',
    source: {
      bulletin: 'BOCM (revisión salarial de 2025, BOCM-20250303-21)',
      date: '2025-03-03',
      url: 'https://www.bocm.es/boletin/CM_Orden_BOCM/2025/03/03/BOCM-20250303-21.PDF',
    },
    after_validity: { mode: 'repeat_last' },
  };
}

/** An agreement of the demo workspace. */
export function fakeWorkspaceAgreement(over: Partial<Agreement> = {}): Agreement {
  return {
    ...fakeBaseAgreement(),
    id: 'agr-avila',
    uid: 'agr-avila',
    workspace_id: DEMO_WORKSPACE.id,
    name: 'Limpieza Ávila 2024-2027',
    start_year: 2024,
    end_year: 2027,
    salary_year: 2024,
    annual_increment: [
      { year: 2025, increment: 3 },
      { year: 2026, increment: 2.5 },
      { year: 2027, increment: 2 },
    ],
    categories: [cat('cat-limp', 'Limpiador/a', 17000, 14000), cat('cat-esp', 'Especialista', 18500, 15500)],
    update_permissions: true,
    expired: false,
    has_pdf: false,
    scope: { level: 'province', nuts: ['ES411'] },
    regcon_code: null,
    source: null,
    ...over,
  };
}

export function fakeMaterialCosts(workspaceId = DEMO_WORKSPACE.id): WorkspaceMaterialCost[] {
  return [
    { id: 'mc-1', name: 'Fregonas', cost_type: 'MONTHLY_UNIT_COST', amount: 2.5, workspace_id: workspaceId },
    { id: 'mc-2', name: 'Maquinaria', cost_type: 'SALARY_PERCENT', amount: 3, workspace_id: workspaceId },
    { id: 'mc-3', name: 'Uniformes', cost_type: 'AMOUNT_BY_WORKER', amount: 120, workspace_id: workspaceId },
    { id: 'mc-4', name: CLEANING_PRODUCTS, cost_type: 'MONTHLY_AMOUNT', amount: 1234.5, workspace_id: workspaceId },
  ];
}
