/** The previous-study port bound to the typed sdk (config host); answers are checked with the domain's codecs. */
import { inject, injectable } from 'inversify';
import type { LicitaClient } from '@licita/sdk';
import {
  ImportStatusCodec,
  PreviousStudyCodec,
  SolutionParametersCodec,
  PreviousStudyStateCodec,
  SimulationMaterialCostCodec,
  SurrogateCodec,
  type BidInputsValues,
  type ImportStatusRead,
  type MaterialCostValue,
  type PreviousStudy,
  type PreviousStudyBasicData,
  type SolutionParameters,
  type SolutionParametersUpdate,
  type PreviousStudyState,
  type SimulationMaterialCostRead,
  type Surrogate,
  type SurrogateRead,
} from '@licita/domain';
import { decoded, decodedPage, pageQuery, unwrap } from '../core/sdk';
import type { Paged, PageQuery } from '../core/paged-list';
import type { SpreadsheetImportPort } from '../simulations/ports';
import type { PreviousStudyGateway } from './ports';
import { CORE_PORTS } from '../core/ports';

@injectable()
export class SdkPreviousStudyGateway implements PreviousStudyGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  private p(id: string) {
    return { params: { path: { id } } };
  }

  create(name: string, projectId: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/previous_study', { body: { name, project_id: projectId } }));
  }
  get(id: string): Promise<PreviousStudy> {
    return decoded(PreviousStudyCodec, unwrap(this.api.config.GET('/previous_study/{id}', this.p(id))), `/previous_study/${id}`);
  }
  update(
    id: string,
    body: { name: string } & Partial<PreviousStudyBasicData> & { bid?: BidInputsValues },
  ): Promise<PreviousStudy> {
    return decoded(
      PreviousStudyCodec,
      unwrap(this.api.config.PUT('/previous_study/{id}', { ...this.p(id), body })),
      `/previous_study/${id}`,
    );
  }
  async remove(id: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/previous_study/{id}', this.p(id)));
  }
  toSimulation(id: string): Promise<{ id: string }> {
    return unwrap(
      this.api.config.GET('/simulation/from_previous_study/{previousStudyId}', { params: { path: { previousStudyId: id } } }),
    );
  }

  surrogates(id: string, page?: Partial<PageQuery>): Promise<Paged<SurrogateRead>> {
    return decodedPage(
      SurrogateCodec,
      this.api.config.GET('/previous_study/{id}/subrogate', { params: { path: { id }, query: pageQuery(page) } }),
      `/previous_study/${id}/subrogate`,
    );
  }
  createSurrogate(id: string, s: Surrogate): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/previous_study/{id}/subrogate', { ...this.p(id), body: s }));
  }
  updateSurrogate(id: string, surrogateId: string, s: Surrogate): Promise<SurrogateRead> {
    return decoded(
      SurrogateCodec,
      unwrap(
        this.api.config.PUT('/previous_study/{id}/subrogate/{subrogateId}', {
          params: { path: { id, subrogateId: surrogateId } },
          body: s,
        }),
      ),
      `/previous_study/${id}/subrogate/${surrogateId}`,
    );
  }
  async removeSurrogate(id: string, surrogateId: string): Promise<void> {
    await unwrap(
      this.api.config.DELETE('/previous_study/{id}/subrogate/{subrogateId}', {
        params: { path: { id, subrogateId: surrogateId } },
      }),
    );
  }
  readonly surrogatesImport: SpreadsheetImportPort = {
    uploadUrl: (id, filename, mime_type) =>
      unwrap(this.api.config.POST('/previous_study/{id}/subrogate/upload_url', { ...this.p(id), body: { filename, mime_type } })),
    status: (id): Promise<ImportStatusRead> =>
      decoded(
        ImportStatusCodec,
        unwrap(this.api.config.GET('/previous_study/{id}/subrogate/upload_status', this.p(id))),
        `/previous_study/${id}/subrogate/upload_status`,
      ),
    templateUrl: (id) => unwrap(this.api.config.GET('/previous_study/{id}/subrogate/download_url', this.p(id))),
  };

  otherCosts(id: string, page?: Partial<PageQuery>): Promise<Paged<SimulationMaterialCostRead>> {
    return decodedPage(
      SimulationMaterialCostCodec,
      this.api.config.GET('/previous_study/{id}/material_cost', { params: { path: { id }, query: pageQuery(page) } }),
      `/previous_study/${id}/material_cost`,
    );
  }
  createOtherCost(id: string, c: MaterialCostValue): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/previous_study/{id}/material_cost', { ...this.p(id), body: c }));
  }
  updateOtherCost(id: string, costId: string, c: MaterialCostValue): Promise<SimulationMaterialCostRead> {
    return decoded(
      SimulationMaterialCostCodec,
      unwrap(this.api.config.PUT('/previous_study/{id}/material_cost/{costId}', { params: { path: { id, costId } }, body: c })),
      `/previous_study/${id}/material_cost/${costId}`,
    );
  }
  async removeOtherCost(id: string, costId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/previous_study/{id}/material_cost/{costId}', { params: { path: { id, costId } } }));
  }

  launch(id: string): Promise<PreviousStudyState> {
    return decoded(
      PreviousStudyStateCodec,
      unwrap(this.api.config.POST('/previous_study/{id}/launch_async', this.p(id))),
      `/previous_study/${id}/launch_async`,
    );
  }
  parameters(id: string): Promise<SolutionParameters> {
    return decoded(
      SolutionParametersCodec,
      unwrap(this.api.config.GET('/previous_study/{id}/parameters', this.p(id))),
      `/previous_study/${id}/parameters`,
    );
  }
  updateParameters(id: string, body: SolutionParametersUpdate): Promise<PreviousStudyState> {
    return decoded(
      PreviousStudyStateCodec,
      unwrap(this.api.config.PUT('/previous_study/{id}/parameters_async', { ...this.p(id), body })),
      `/previous_study/${id}/parameters_async`,
    );
  }
  solutionUrl(id: string): Promise<{ download_url: string }> {
    return unwrap(this.api.config.GET('/previous_study/{id}/solution_url', this.p(id)));
  }
  justificationUrl(id: string): Promise<{ download_url: string; filename?: string }> {
    return unwrap(this.api.config.GET('/previous_study/{id}/justification_url', this.p(id)));
  }
}
