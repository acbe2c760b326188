import {
  AGREEMENT_MESSAGES,
  agreementTerms,
  categoryTerms,
  isAgreementExpired,
  matchesAgreementSearch,
  type Agreement,
  type AgreementListItem,
  type AgreementSave,
  type MaterialCostInput,
  type WorkspaceMaterialCost,
} from '@licita/domain';
import { ApiError } from '../errors';
import type { AgreementGateway, FileUploader, MaterialCostGateway } from './ports';
import { areaOf, DEMO_WORKSPACE, found, InMemoryArea, type InMemoryBackend } from '../core/memory';
import type { Container } from 'inversify';
import { AGREEMENT_TOKENS } from './tokens';
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

/**
 * In-memory agreements and material costs behind the ports of this slice, one per InMemoryBackend (its latency
 * is shared). Get it with `agreementFakes(backend)` to change the data of a test or story.
 */
export class InMemoryAgreementBackend extends InMemoryArea {
  agreements: Agreement[] = [fakeBaseAgreement(), fakeWorkspaceAgreement()];
  materialCosts: WorkspaceMaterialCost[] = fakeMaterialCosts();
  /** The current year (expired flags). */
  year = 2026;
  /** Files PUT to upload addresses, by URL. */
  uploads = new Map<string, Blob>();

  private find(id: string): Agreement {
    return found(this.agreements, (x) => x.id === id, `/api/agreement/${id}`, AGREEMENT_MESSAGES.notFound);
  }

  private expired(a: Agreement): boolean {
    return isAgreementExpired(a.end_year, this.year);
  }

  readonly gateway: AgreementGateway = {
    list: (ws, search) =>
      this.answer(`listAgreements:${search ?? ''}`, (): AgreementListItem[] =>
        this.agreements
          .filter(
            (a) => (a.workspace_id === null || a.workspace_id === ws) && (!search || matchesAgreementSearch(a.name, search)),
          )
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((a) => ({
            id: a.id,
            uid: a.id,
            name: a.name,
            start_year: a.start_year,
            end_year: a.end_year,
            update_permissions: a.workspace_id !== null,
            expired: this.expired(a),
            scope: a.scope,
            regcon_code: a.regcon_code,
          })),
      ),
    get: (id) => this.answer('getAgreement', () => ({ ...this.find(id), expired: this.expired(this.find(id)) })),
    save: (p: AgreementSave & { workspace_id: string }) =>
      this.answer('saveAgreement', () => {
        const id = p.id ?? this.id('agr');
        const existing = this.agreements.find((a) => a.id === id);
        const saved: Agreement = {
          id,
          uid: id,
          workspace_id: p.workspace_id,
          ...agreementTerms(p, existing),
          categories: p.categories.map((c) => ({ ...categoryTerms(c), id: c.id ?? this.id('cat') })),
          update_permissions: true,
          expired: false,
          has_pdf: existing?.has_pdf ?? false,
        };
        this.agreements = existing ? this.agreements.map((a) => (a.id === id ? saved : a)) : [...this.agreements, saved];
        return { id };
      }),
    remove: (id) =>
      this.answer('deleteAgreement', () => {
        this.find(id);
        this.agreements = this.agreements.filter((a) => a.id !== id);
      }),
    duplicate: (originId, newId, ws) =>
      this.answer('duplicateAgreement', () => {
        const origin = this.find(originId);
        if (this.agreements.some((a) => a.id === newId || (a.workspace_id === ws && a.agreement_base_id === originId))) {
          throw new ApiError(409, AGREEMENT_MESSAGES.duplicateExists, '/api/agreement/duplicate');
        }
        this.agreements.push({
          ...structuredClone(origin),
          id: newId,
          uid: newId,
          workspace_id: ws,
          agreement_base_id: originId,
          name: `${origin.name} (copia)`,
          update_permissions: true,
        });
        return { id: newId };
      }),
    categories: (id) =>
      this.answer('agreementCategories', () =>
        this.find(id).categories.map((c) => ({ id: c.id!, name: c.professional_category })),
      ),
    pdfUrl: (id) =>
      this.answer('agreementPdfUrl', () => {
        const a = this.find(id);
        if (!a.has_pdf) throw new ApiError(404, AGREEMENT_MESSAGES.pdfMissing, `/api/agreement/${id}/pdf`);
        return { download_url: `https://files.example/${id}.pdf`, filename: `${a.name}.pdf` };
      }),
    pdfUploadUrl: (id, filename) =>
      this.answer('agreementPdfUploadUrl', () => {
        this.find(id);
        return { upload_url: `https://files.example/upload/${id}?name=${encodeURIComponent(filename)}` };
      }),
  };

  readonly uploader: FileUploader = {
    put: (url, file) =>
      this.answer('putFile', () => {
        this.uploads.set(url, file);
        const id = /upload\/([^?]+)/.exec(url)?.[1];
        const a = this.agreements.find((x) => x.id === id);
        if (a) a.has_pdf = true;
      }),
  };

  readonly materialCostGateway: MaterialCostGateway = {
    list: (ws) =>
      this.answer('listMaterialCosts', () =>
        this.materialCosts.filter((c) => c.workspace_id === ws).sort((a, b) => a.name.localeCompare(b.name)),
      ),
    create: (input: MaterialCostInput, ws) =>
      this.answer('createMaterialCost', () => {
        const id = this.id('mc-new');
        this.materialCosts.push({ id, ...input, workspace_id: ws });
        return { id };
      }),
    update: (id, input) =>
      this.answer('updateMaterialCost', () =>
        Object.assign(
          found(this.materialCosts, (x) => x.id === id, ''),
          input,
        ),
      ),
    remove: (id) =>
      this.answer('deleteMaterialCost', () => {
        this.materialCosts = this.materialCosts.filter((c) => c.id !== id);
      }),
  };
}

/** The agreement fakes of a backend (created on first use). */
export const agreementFakes = (backend: InMemoryBackend) => areaOf(backend, InMemoryAgreementBackend);

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindAgreementFakes(c: Container, backend: InMemoryBackend): void {
  const f = agreementFakes(backend);
  c.bind(AGREEMENT_TOKENS.AgreementGateway).toConstantValue(f.gateway);
  c.bind(AGREEMENT_TOKENS.MaterialCostGateway).toConstantValue(f.materialCostGateway);
  c.bind(AGREEMENT_TOKENS.FileUploader).toConstantValue(f.uploader);
}
