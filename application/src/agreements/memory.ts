/**
 * In-memory agreements and material costs behind the ports of this slice, one per InMemoryBackend (its latency is shared):
 * data in and out with the domain's own functions. The server's rules (a second copy refused, a missing PDF…) are tested
 * on the real server (application/test/real/); a refusal, or a copy's new tables, are recorded answers (`backend.answerNext`).
 */
import * as t from 'io-ts';
import { AGREEMENT_MESSAGES, agreementTerms, categoryTerms, isAgreementExpired, matchesAgreementSearch } from '@licita/domain';
import { AgreementEntity, WorkspaceMaterialCosts, type Agreement, type WorkspaceMaterialCost } from '@licita/domain';
import type { AgreementGateway, FileUploader, MaterialCostGateway } from './ports';
import { areaOf, DEMO_WORKSPACE, found, InMemoryArea, recorded, unfaked, withId } from '../core/memory';
import type { InMemoryBackend } from '../core/memory';
import samples from './samples.json';

// GET answers of the server: a shortened copy of the seeded base agreement (Madrid building cleaning, 2022–2025), an
// agreement of the demo workspace (Ávila) and its material costs (one of them the demo run's 'Productos de limpieza')
const Samples = t.type({ agreements: t.tuple([AgreementEntity, AgreementEntity]), material_costs: WorkspaceMaterialCosts });
const SAMPLES = recorded(Samples, samples, 'samples.json');
export const FAKE_BASE_AGREEMENT_ID = SAMPLES.agreements[0].id;
export const fakeMaterialCosts = (): WorkspaceMaterialCost[] =>
  SAMPLES.material_costs.map((c) => ({ ...c, workspace_id: DEMO_WORKSPACE.id }));

export class InMemoryAgreementBackend extends InMemoryArea {
  agreements: Agreement[] = structuredClone([...SAMPLES.agreements]);
  materialCosts: WorkspaceMaterialCost[] = fakeMaterialCosts();
  /** The current year (expired flags). */
  year = 2026;

  /** The agreement as read: its expired flag the domain's for `year`. */
  private find(id: string): Agreement {
    const a = found(this.agreements, withId(id), `/api/agreement/${id}`, AGREEMENT_MESSAGES.notFound);
    return { ...a, expired: isAgreementExpired(a.end_year, this.year) };
  }

  readonly gateway: AgreementGateway = {
    list: (ws, search) =>
      this.answer(`listAgreements:${search ?? ''}`, () =>
        this.agreements
          .filter((a) => [null, ws].includes(a.workspace_id) && (!search || matchesAgreementSearch(a.name, search)))
          .sort((a, b) => a.name.localeCompare(b.name))
          .map(({ id, workspace_id }) => ({ ...this.find(id), uid: id, update_permissions: !!workspace_id })),
      ),
    get: (id) => this.answer('getAgreement', () => this.find(id)),
    save: (p) =>
      this.answer('saveAgreement', () => {
        const id = p.id ?? this.id('agr');
        const old = this.agreements.find((a) => a.id === id);
        const saved: Agreement = {
          ...{ id, uid: id, workspace_id: p.workspace_id, ...agreementTerms(p, old) },
          categories: p.categories.map((c) => ({ ...categoryTerms(c), id: c.id ?? this.id('cat') })),
          ...{ update_permissions: true, expired: false, has_pdf: old?.has_pdf ?? false },
        };
        this.agreements = old ? this.agreements.map((a) => (a === old ? saved : a)) : [...this.agreements, saved];
        return { id };
      }),
    ...unfaked('remove', 'pdfUrl', 'pdfUploadUrl'),
    duplicate: (originId, id, ws) =>
      this.answer('duplicateAgreement', () => {
        const o = this.find(originId);
        const copy = { ...o, id, uid: id, workspace_id: ws, agreement_base_id: originId, name: `${o.name} (copia)` };
        this.agreements.push({ ...copy, reference: null, base_version: o.reference?.version ?? null, update_permissions: true });
        return { id };
      }),
    categories: (id) =>
      this.answer('agreementCategories', () =>
        this.find(id).categories.map((c) => ({ id: c.id!, name: c.professional_category })),
      ),
    baseChanges: (id) => this.answer('agreementBaseChanges', () => found<never>([], withId(id), `/api/agreement/${id}`)),
    applyBaseChanges: (id) => this.answer('applyAgreementBaseChanges', () => this.find(id)),
  };

  /** Every upload (an import's spreadsheet) is taken: what it brings is each import's recorded answer. */
  readonly uploader: FileUploader = { put: () => this.answer('putFile', () => undefined) };

  readonly materialCostGateway: MaterialCostGateway = {
    list: (ws) =>
      this.answer('listMaterialCosts', () =>
        this.materialCosts.filter((c) => c.workspace_id === ws).sort((a, b) => a.name.localeCompare(b.name)),
      ),
    create: (input, ws) =>
      this.answer('createMaterialCost', () =>
        this.added(this.materialCosts, 'mc-new', (id) => ({ id, ...input, workspace_id: ws })),
      ),
    ...unfaked('update', 'remove'),
  };
}

/** The agreement fakes of a backend (created on first use). */
export const agreementFakes = (backend: InMemoryBackend) => areaOf(backend, InMemoryAgreementBackend);
