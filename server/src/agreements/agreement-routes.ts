/** Config host: collective agreements (agreements.yaml), each operation handed to ./service.ts. */
import { isAgreementExpired, type AgreementSave } from '@licita/domain';
import type { ConfigHandlers } from '../http/context';
import { requirePermission, workspaceAccess } from '../access';
import { storageOf } from '../files/storage';
import * as repo from './repository';
import { applyBaseChanges, baseChanges } from './base-changes';
import {
  deleteAgreement,
  duplicateAgreement,
  pdfDownload,
  pdfKey,
  pdfUpload,
  readable,
  referenceOf,
  saveAgreement,
  territoryOf,
  toAgreement,
} from './service';

export const agreementHandlers = {
  async listAgreements({ query, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, query.workspace_id);
    requirePermission(access, 'agreement', 'read');
    const rows = await repo.listVisible(deps.db, access.workspaceId, typeof query.search === 'string' ? query.search.trim() : '');
    const year = deps.now().getUTCFullYear();
    return rows.map((r) => ({
      id: r.id,
      uid: r.id,
      name: r.name,
      start_year: r.start_year,
      end_year: r.end_year,
      update_permissions: r.workspace_id !== null,
      expired: isAgreementExpired(r.end_year, year),
      scope: territoryOf(r).scope,
      regcon_code: r.regcon_code,
      source: territoryOf(r).source,
      ...referenceOf(r),
    }));
  },

  async getAgreement(call) {
    const { row } = await readable(call, call.params.id);
    const hasPdf = await storageOf(call.deps).exists(pdfKey(row.id));
    return toAgreement(call.deps.db, row, call.deps.now(), hasPdf);
  },

  async listAgreementCategories(call) {
    const { row } = await readable(call, call.params.id);
    return (await repo.categoriesOf(call.deps.db, row.id)).map((r) => ({ id: r.id, name: r.professional_category }));
  },

  async saveAgreement({ body, user, deps }) {
    return { id: await saveAgreement(deps, user.id, body as AgreementSave & { workspace_id: string }) };
  },

  async deleteAgreement({ params, query, user, deps }) {
    await deleteAgreement(deps, user.id, params.id, query.workspace_id);
    return undefined;
  },

  async duplicateAgreement({ body, user, deps }) {
    await duplicateAgreement(deps, user.id, body);
    return { id: body.new_agreement };
  },

  async agreementPdfUrl(call) {
    return pdfDownload(call, call.params.id);
  },

  async agreementPdfUploadUrl(call) {
    return pdfUpload(call, call.params.id, call.body.filename);
  },

  async getAgreementBaseChanges(call) {
    return baseChanges(call, call.params.id);
  },

  async applyAgreementBaseChanges(call) {
    return applyBaseChanges(call, call.params.id, call.body.to_version);
  },
} satisfies ConfigHandlers;
