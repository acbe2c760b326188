import { inject, injectable } from 'inversify';
import type { ConfigPaths, LicitaClient } from '@licita/sdk';
import { isLeft, type Either } from 'fp-ts/lib/Either.js';
import {
  COMMON_MESSAGES,
  AgreementEntity,
  AgreementListItems,
  AgreementBaseChanges as AgreementBaseChangesCodec,
  type AgreementBaseChanges,
  WorkspaceMaterialCost as WorkspaceMaterialCostCodec,
  WorkspaceMaterialCosts,
  type Agreement,
  type AgreementListItem,
  type AgreementSave,
  type MaterialCostInput,
  type WorkspaceMaterialCost,
} from '@licita/domain';
import { ApiError } from '../errors';
import { unwrap } from '../core/sdk';
import type { AgreementGateway, MaterialCostGateway } from './ports';
import { CORE_PORTS } from '../core/ports';

/** The answer checked against the domain's codec (a contract drift fails here, not deep in a screen). */
function decoded<T>(codec: { decode(u: unknown): Either<unknown, T> }, data: unknown, url: string): T {
  const r = codec.decode(data);
  if (isLeft(r)) throw new ApiError(0, COMMON_MESSAGES.invalidResponse, url);
  return r.right;
}

@injectable()
export class SdkAgreementGateway implements AgreementGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  async list(workspaceId: string, search?: string): Promise<AgreementListItem[]> {
    const data = await unwrap(
      this.api.config.GET('/agreement', { params: { query: { workspace_id: workspaceId, ...(search ? { search } : {}) } } }),
    );
    return decoded(AgreementListItems, data, '/agreement');
  }
  async get(id: string): Promise<Agreement> {
    return decoded(
      AgreementEntity,
      await unwrap(this.api.config.GET('/agreement/{id}', { params: { path: { id } } })),
      `/agreement/${id}`,
    );
  }
  save(payload: AgreementSave & { workspace_id: string }): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/agreement', { body: agreementBody(payload) }));
  }
  async remove(id: string, workspaceId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/agreement/{id}', { params: { path: { id }, query: { workspace_id: workspaceId } } }));
  }
  duplicate(originId: string, newId: string, workspaceId: string): Promise<{ id: string }> {
    return unwrap(
      this.api.config.POST('/agreement/duplicate', {
        body: { origin_agreement: originId, new_agreement: newId, workspace_id: workspaceId },
      }),
    );
  }
  categories(id: string): Promise<{ id: string; name: string }[]> {
    return unwrap(this.api.config.GET('/agreement/{id}/categories', { params: { path: { id } } }));
  }
  pdfUrl(id: string): Promise<{ download_url: string; filename: string }> {
    return unwrap(this.api.config.GET('/agreement/{id}/pdf', { params: { path: { id } } }));
  }
  pdfUploadUrl(id: string, filename: string): Promise<{ upload_url: string }> {
    return unwrap(
      this.api.config.POST('/agreement/{id}/pdf', { params: { path: { id } }, body: { filename, mime_type: 'application/pdf' } }),
    );
  }
  async baseChanges(id: string): Promise<AgreementBaseChanges> {
    const url = `/agreement/${id}/base_changes`;
    return decoded(
      AgreementBaseChangesCodec,
      await unwrap(this.api.config.GET('/agreement/{id}/base_changes', { params: { path: { id } } })),
      url,
    );
  }
  async applyBaseChanges(id: string, toVersion: number): Promise<Agreement> {
    const answer = this.api.config.POST('/agreement/{id}/base_changes', {
      params: { path: { id } },
      body: { to_version: toVersion },
    });
    return decoded(AgreementEntity, await unwrap(answer), `/agreement/${id}/base_changes`);
  }
}

@injectable()
export class SdkMaterialCostGateway implements MaterialCostGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  async list(workspaceId: string): Promise<WorkspaceMaterialCost[]> {
    return decoded(
      WorkspaceMaterialCosts,
      await unwrap(this.api.config.GET('/material_cost', { params: { query: { workspace_id: workspaceId } } })),
      '/material_cost',
    );
  }
  create(input: MaterialCostInput, workspaceId: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/material_cost', { body: { ...input, workspace_id: workspaceId } }));
  }
  async update(id: string, input: MaterialCostInput): Promise<WorkspaceMaterialCost> {
    return decoded(
      WorkspaceMaterialCostCodec,
      await unwrap(this.api.config.PUT('/material_cost/{id}', { params: { path: { id } }, body: input })),
      `/material_cost/${id}`,
    );
  }
  async remove(id: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/material_cost/{id}', { params: { path: { id } } }));
  }
}

export { FetchFileUploader } from '../core/file-uploader';

type AgreementBody = NonNullable<ConfigPaths['/agreement']['post']['requestBody']>['content']['application/json'];

/** The contract's body of a saved agreement: every category lists its night and weekday pluses (empty when none). */
export function agreementBody(p: AgreementSave & { workspace_id: string }): AgreementBody {
  return {
    ...p,
    categories: p.categories.map((c) => ({
      ...c,
      pluses_by_schedule: c.pluses_by_schedule ?? [],
      pluses_by_weekday: c.pluses_by_weekday ?? [],
    })),
  };
}
