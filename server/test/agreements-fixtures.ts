/**
 * Shared set-up of the agreement tests: an app with local file storage on a clock the tests move, two workspaces,
 * an Editor and a Lector of the first, and a valid agreement save payload.
 */
import { agreementSave } from '@licita/domain/test/fixtures/agreement-save';
import { afterAll, beforeAll } from 'vitest';
import type { Target, TestApp } from './helpers';
import { createFilesTestApp } from './upload-fixtures';

/** The seeded base agreement every workspace reads. */
export const BASE_ID = '84207da8-c5b9-4070-93bc-aca5ad99e78a';
/** What the base agreement's texts state (migration 0017): the Comunidad de Madrid, its REGCON code and bulletin. */
export const BASE_STATED = {
  scope: { level: 'region', nuts: ['ES30'] },
  regcon_code: '28002585011981',
  source: {
    bulletin: 'BOCM (revisión salarial de 2025, BOCM-20250303-21)',
    date: '2025-03-03',
    url: 'https://www.bocm.es/boletin/CM_Orden_BOCM/2025/03/03/BOCM-20250303-21.PDF',
  },
};
/** The clock's time when a test has not moved it. */
export const AGREEMENTS_NOW = '2026-06-01T10:00:00Z';

/** A valid save payload; `over` replaces fields. */
export function payload(workspaceId: string, over: Record<string, unknown> = {}) {
  return {
    ...agreementSave({ free_day_available: 2, creation_year: 2024, salary_year: 2024 }),
    categories: [
      {
        professional_category: 'Limpiador/a',
        salary_year: 17000,
        base_salary_year: 14000,
        fixed_pluses: { price_day_worked: 0, price_month_worked: 0, price_year_worked: 0 },
        pluses_by_schedule: [{ time_init: '22:00', time_end: '06:00', price_hour: 2 }],
        pluses_by_weekday: [{ day: 'sunday', price_hour: 1.5 }],
        free_days: 1,
        seniority_bonus: null,
      },
      { professional_category: 'Especialista', salary_year: 19000, base_salary_year: 16000 },
    ],
    workspace_id: workspaceId,
    ...over,
  };
}

export interface AgreementsWorld {
  t: TestApp;
  A: { id: string; adminToken: string };
  B: { id: string; adminToken: string };
  editor: string;
  lector: string;
  /** The app's clock (and the signed links'): a test sets `clock.now` and puts it back. */
  clock: { now: Date };
}

/**
 * The world of one describe block on `target`: started in a beforeAll, closed in an afterAll. Its fields are there
 * once the tests run.
 */
export function agreementsWorld(target: Target): AgreementsWorld {
  const world = {} as AgreementsWorld;
  beforeAll(async () => {
    const clock = { now: new Date(AGREEMENTS_NOW) };
    const t = await createFilesTestApp(target, 'licita-files-', { now: () => clock.now });
    const A = await t.workspace('Convenios A');
    const B = await t.workspace('Convenios B');
    const editor = (await t.member('Convenios A', 'editor@conv-a.test', 'Editor')).token;
    const lector = (await t.member('Convenios A', 'lector@conv-a.test', 'Lector')).token;
    Object.assign(world, { t, A, B, editor, lector, clock });
  });
  afterAll(() => world.t?.close());
  return world;
}
