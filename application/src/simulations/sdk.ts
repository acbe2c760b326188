/** The simulation slice's ports bound to the typed sdk (config host). */
import { inject, injectable } from 'inversify';
import * as t from 'io-ts';
import type { LicitaClient } from '@licita/sdk';
import {
  CategoryPositionsCodec,
  CenterCodec,
  ContractTypeCodec,
  FixedShiftCodec,
  HourlyTaskCodec,
  ImportStatusCodec,
  LocalityCodec,
  PositionCodec,
  SimulationMaterialCostCodec,
  SurrogateCodec,
} from '@licita/domain';
import type {
  BasicData,
  BidInputsValues,
  CategoryPositionsRead,
  CenterRead,
  CenterRow,
  ContractTypeRead,
  FixedShift,
  FixedShiftRead,
  HourlyTask,
  HourlyTaskRead,
  ImportStatusRead,
  LocalityRead,
  MaterialCostValue,
  PositionRead,
  RegionCode,
  SimulationMaterialCostRead,
  Surrogate,
  SurrogateRead,
} from '@licita/domain';
import { decoded, decodedPage, pageQuery, unwrap } from '../core/sdk';
import type { Paged, PageQuery } from '../core/paged-list';
import type { SimulationBasic, SimulationGateway, SimulationInputsGateway, SpreadsheetImportPort } from './ports';
import { CORE_PORTS } from '../core/ports';

@injectable()
export class SdkSimulationGateway implements SimulationGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  create(name: string, projectId: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation', { body: { name, project_id: projectId } }));
  }
  get(id: string): Promise<SimulationBasic> {
    return unwrap(this.api.config.GET('/simulation/{id}', { params: { path: { id } } }));
  }
  update(id: string, body: { name: string } & Partial<BasicData> & { bid?: BidInputsValues }): Promise<SimulationBasic> {
    return unwrap(this.api.config.PUT('/simulation/{id}', { params: { path: { id } }, body }));
  }
  async remove(id: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}', { params: { path: { id } } }));
  }
  duplicate(originId: string, newId: string): Promise<{ id: string }> {
    return unwrap(
      this.api.config.POST('/simulation/duplicate', { body: { origin_simulation: originId, new_simulation: newId } }),
    );
  }
  formularioImport(projectId: string): SpreadsheetImportPort {
    const path = (id: string) => ({ params: { path: { id } } });
    return {
      uploadUrl: (id, filename, mime_type) =>
        unwrap(
          this.api.config.POST('/simulation/{id}/upload-url', {
            ...path(id),
            body: { filename, mime_type, project_uid: projectId, simulation_uid: id },
          }),
        ),
      status: (id) =>
        decoded(
          ImportStatusCodec,
          unwrap(this.api.config.GET('/simulation/{id}/upload-status', path(id))),
          `/simulation/${id}/upload-status`,
        ),
      templateUrl: (id) => unwrap(this.api.config.GET('/simulation/{id}/formulario_url', path(id))),
    };
  }
}

@injectable()
export class SdkSimulationInputsGateway implements SimulationInputsGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  private p(id: string) {
    return { params: { path: { id } } };
  }

  centers(id: string): Promise<CenterRead[]> {
    return decoded(
      t.array(CenterCodec),
      unwrap(this.api.config.GET('/simulation/{id}/center', this.p(id))),
      `/simulation/${id}/center`,
    );
  }
  saveCenters(id: string, centers: CenterRow[]): Promise<CenterRead[]> {
    return decoded(
      t.array(CenterCodec),
      unwrap(this.api.config.PUT('/simulation/{id}/center', { ...this.p(id), body: { centers } })),
      `/simulation/${id}/center`,
    );
  }
  localities(workspaceId: string): Promise<LocalityRead[]> {
    return decoded(
      t.array(LocalityCodec),
      unwrap(this.api.config.GET('/location/municipality', { params: { query: { workspace_id: workspaceId } } })),
      '/location/municipality',
    );
  }
  createLocality(
    workspaceId: string,
    body: { name: string; region?: RegionCode | null; local_holidays?: string[]; nuts_code?: string | null },
  ): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/location/municipality', { body: { workspace_id: workspaceId, ...body } }));
  }
  updateLocality(
    id: string,
    body: { name?: string; region?: RegionCode | null; local_holidays?: string[]; nuts_code?: string | null },
  ): Promise<LocalityRead> {
    return decoded(
      LocalityCodec,
      unwrap(this.api.config.PUT('/location/municipality/{id}', { ...this.p(id), body: body })),
      `/location/municipality/${id}`,
    );
  }
  contractTypes(): Promise<ContractTypeRead[]> {
    return decoded(t.array(ContractTypeCodec), unwrap(this.api.config.GET('/contract/types')), '/contract/types');
  }
  positions(id: string, centerId?: string): Promise<PositionRead[]> {
    return decoded(
      t.array(PositionCodec),
      unwrap(
        this.api.config.GET('/simulation/{id}/position', {
          params: { path: { id }, query: centerId ? { center_id: centerId } : {} },
        }),
      ),
      `/simulation/${id}/position`,
    );
  }
  createPosition(id: string, name: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/position', { ...this.p(id), body: { name } }));
  }
  categoryPositions(id: string): Promise<CategoryPositionsRead> {
    return decoded(
      CategoryPositionsCodec,
      unwrap(this.api.config.GET('/simulation/{id}/category_positions', this.p(id))),
      `/simulation/${id}/category_positions`,
    );
  }
  saveCategoryPositions(
    id: string,
    body: { disabled: boolean; categories: { id: string; positions: { id: string }[] }[] },
  ): Promise<CategoryPositionsRead> {
    return decoded(
      CategoryPositionsCodec,
      unwrap(this.api.config.PUT('/simulation/{id}/category_positions', { ...this.p(id), body })),
      `/simulation/${id}/category_positions`,
    );
  }
  shifts(id: string, page?: Partial<PageQuery>): Promise<Paged<FixedShiftRead>> {
    return decodedPage(
      FixedShiftCodec,
      this.api.config.GET('/simulation/{id}/fixed_work_shift', { params: { path: { id }, query: pageQuery(page) } }),
      `/simulation/${id}/fixed_work_shift`,
    );
  }

  createShift(id: string, shift: FixedShift): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/fixed_work_shift', { ...this.p(id), body: shift }));
  }
  updateShift(id: string, shiftId: string, shift: FixedShift): Promise<FixedShiftRead> {
    return decoded(
      FixedShiftCodec,
      unwrap(
        this.api.config.PUT('/simulation/{id}/fixed_work_shift/{shiftId}', { params: { path: { id, shiftId } }, body: shift }),
      ),
      `/simulation/${id}/fixed_work_shift/${shiftId}`,
    );
  }
  async removeShift(id: string, shiftId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}/fixed_work_shift/{shiftId}', { params: { path: { id, shiftId } } }));
  }
  tasks(id: string, page?: Partial<PageQuery>): Promise<Paged<HourlyTaskRead>> {
    return decodedPage(
      HourlyTaskCodec,
      this.api.config.GET('/simulation/{id}/variable_work', { params: { path: { id }, query: pageQuery(page) } }),
      `/simulation/${id}/variable_work`,
    );
  }

  createTask(id: string, task: HourlyTask): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/variable_work', { ...this.p(id), body: task }));
  }
  updateTask(id: string, workId: string, task: HourlyTask): Promise<HourlyTaskRead> {
    return decoded(
      HourlyTaskCodec,
      unwrap(this.api.config.PUT('/simulation/{id}/variable_work/{workId}', { params: { path: { id, workId } }, body: task })),
      `/simulation/${id}/variable_work/${workId}`,
    );
  }
  async removeTask(id: string, workId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}/variable_work/{workId}', { params: { path: { id, workId } } }));
  }
  surrogates(id: string, page?: Partial<PageQuery>): Promise<Paged<SurrogateRead>> {
    return decodedPage(
      SurrogateCodec,
      this.api.config.GET('/simulation/{id}/subrogate', { params: { path: { id }, query: pageQuery(page) } }),
      `/simulation/${id}/subrogate`,
    );
  }

  createSurrogate(id: string, s: Surrogate): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/subrogate', { ...this.p(id), body: s }));
  }
  updateSurrogate(id: string, surrogateId: string, s: Surrogate): Promise<SurrogateRead> {
    return decoded(
      SurrogateCodec,
      unwrap(
        this.api.config.PUT('/simulation/{id}/subrogate/{subrogateId}', {
          params: { path: { id, subrogateId: surrogateId } },
          body: s,
        }),
      ),
      `/simulation/${id}/subrogate/${surrogateId}`,
    );
  }
  async removeSurrogate(id: string, surrogateId: string): Promise<void> {
    await unwrap(
      this.api.config.DELETE('/simulation/{id}/subrogate/{subrogateId}', { params: { path: { id, subrogateId: surrogateId } } }),
    );
  }
  otherCosts(id: string, page?: Partial<PageQuery>): Promise<Paged<SimulationMaterialCostRead>> {
    return decodedPage(
      SimulationMaterialCostCodec,
      this.api.config.GET('/simulation/{id}/material_cost', { params: { path: { id }, query: pageQuery(page) } }),
      `/simulation/${id}/material_cost`,
    );
  }

  createOtherCost(id: string, c: MaterialCostValue): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/material_cost', { ...this.p(id), body: c }));
  }
  updateOtherCost(id: string, costId: string, c: MaterialCostValue): Promise<SimulationMaterialCostRead> {
    return decoded(
      SimulationMaterialCostCodec,
      unwrap(this.api.config.PUT('/simulation/{id}/material_cost/{costId}', { params: { path: { id, costId } }, body: c })),
      `/simulation/${id}/material_cost/${costId}`,
    );
  }
  async removeOtherCost(id: string, costId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}/material_cost/{costId}', { params: { path: { id, costId } } }));
  }

  readonly centersImport: SpreadsheetImportPort = {
    uploadUrl: (id, filename, mime_type) =>
      unwrap(this.api.config.POST('/simulation/{id}/center/excel/upload', { ...this.p(id), body: { filename, mime_type } })),
    status: (id): Promise<ImportStatusRead> =>
      decoded(
        ImportStatusCodec,
        unwrap(this.api.config.GET('/simulation/{id}/center/excel/status', this.p(id))),
        `/simulation/${id}/center/excel/status`,
      ),
    templateUrl: (id) => unwrap(this.api.config.GET('/simulation/{id}/center/excel/download', this.p(id))),
  };

  readonly surrogatesImport: SpreadsheetImportPort = {
    uploadUrl: (id, filename, mime_type) =>
      unwrap(this.api.config.POST('/files_server/simulation/{id}/subrogates', { ...this.p(id), body: { filename, mime_type } })),
    status: (id): Promise<ImportStatusRead> =>
      decoded(
        ImportStatusCodec,
        unwrap(this.api.config.GET('/files_server/simulation/{id}/subrogates/upload_status', this.p(id))),
        `/files_server/simulation/${id}/subrogates/upload_status`,
      ),
    templateUrl: (id) => unwrap(this.api.config.GET('/simulation/{id}/subrogate/download_url', this.p(id))),
  };
}
