/** The simulation slice's ports bound to the typed sdk (config host). */
import { inject, injectable } from 'inversify';
import type { LicitaClient } from '@licita/sdk';
import type {
  BasicData,
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
  SimulationMaterialCostRead,
  Surrogate,
  SurrogateRead,
} from '@licita/domain';
import { TOKENS } from '../tokens';
import { unwrap } from './sdk';
import type { SimulationBasic, SimulationGateway, SimulationInputsGateway, SpreadsheetImportPort } from '../simulation-ports';

@injectable()
export class SdkSimulationGateway implements SimulationGateway {
  constructor(@inject(TOKENS.LicitaClient) private readonly api: LicitaClient) {}

  create(name: string, projectId: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation', { body: { name, project_id: projectId } }));
  }
  async get(id: string): Promise<SimulationBasic> {
    return (await unwrap(this.api.config.GET('/simulation/{id}', { params: { path: { id } } }))) as SimulationBasic;
  }
  async update(id: string, body: { name: string } & Partial<BasicData>): Promise<SimulationBasic> {
    return (await unwrap(this.api.config.PUT('/simulation/{id}', { params: { path: { id } }, body }))) as SimulationBasic;
  }
  async remove(id: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}', { params: { path: { id } } }));
  }
  duplicate(originId: string, newId: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/duplicate', { body: { origin_simulation: originId, new_simulation: newId } }));
  }
}

@injectable()
export class SdkSimulationInputsGateway implements SimulationInputsGateway {
  constructor(@inject(TOKENS.LicitaClient) private readonly api: LicitaClient) {}

  private p(id: string) {
    return { params: { path: { id } } };
  }

  async centers(id: string): Promise<CenterRead[]> {
    return (await unwrap(this.api.config.GET('/simulation/{id}/center', this.p(id)))) as CenterRead[];
  }
  async saveCenters(id: string, centers: CenterRow[]): Promise<CenterRead[]> {
    return (await unwrap(this.api.config.PUT('/simulation/{id}/center', { ...this.p(id), body: { centers } }))) as CenterRead[];
  }
  async localities(workspaceId: string): Promise<LocalityRead[]> {
    return (await unwrap(this.api.config.GET('/location/municipality', { params: { query: { workspace_id: workspaceId } } }))) as LocalityRead[];
  }
  createLocality(workspaceId: string, body: { name: string; region?: string | null; local_holidays?: string[] }): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/location/municipality', { body: { workspace_id: workspaceId, ...body } as never }));
  }
  async updateLocality(id: string, body: { name?: string; region?: string | null; local_holidays?: string[] }): Promise<LocalityRead> {
    return (await unwrap(this.api.config.PUT('/location/municipality/{id}', { ...this.p(id), body: body as never }))) as LocalityRead;
  }
  contractTypes(): Promise<ContractTypeRead[]> {
    return unwrap(this.api.config.GET('/contract/types'));
  }
  positions(id: string, centerId?: string): Promise<PositionRead[]> {
    return unwrap(this.api.config.GET('/simulation/{id}/position', { params: { path: { id }, query: centerId ? { center_id: centerId } : {} } }));
  }
  createPosition(id: string, name: string): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/position', { ...this.p(id), body: { name } }));
  }
  categoryPositions(id: string): Promise<CategoryPositionsRead> {
    return unwrap(this.api.config.GET('/simulation/{id}/category_positions', this.p(id)));
  }
  saveCategoryPositions(id: string, body: { disabled: boolean; categories: { id: string; positions: { id: string }[] }[] }): Promise<CategoryPositionsRead> {
    return unwrap(this.api.config.PUT('/simulation/{id}/category_positions', { ...this.p(id), body }));
  }
  async shifts(id: string): Promise<FixedShiftRead[]> {
    return (await unwrap(this.api.config.GET('/simulation/{id}/fixed_work_shift', this.p(id)))) as FixedShiftRead[];
  }
  createShift(id: string, shift: FixedShift): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/fixed_work_shift', { ...this.p(id), body: shift as never }));
  }
  async updateShift(id: string, shiftId: string, shift: FixedShift): Promise<FixedShiftRead> {
    return (await unwrap(
      this.api.config.PUT('/simulation/{id}/fixed_work_shift/{shiftId}', { params: { path: { id, shiftId } }, body: shift as never }),
    )) as FixedShiftRead;
  }
  async removeShift(id: string, shiftId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}/fixed_work_shift/{shiftId}', { params: { path: { id, shiftId } } }));
  }
  async tasks(id: string): Promise<HourlyTaskRead[]> {
    return (await unwrap(this.api.config.GET('/simulation/{id}/variable_work', this.p(id)))) as HourlyTaskRead[];
  }
  createTask(id: string, task: HourlyTask): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/variable_work', { ...this.p(id), body: task as never }));
  }
  async updateTask(id: string, workId: string, task: HourlyTask): Promise<HourlyTaskRead> {
    return (await unwrap(this.api.config.PUT('/simulation/{id}/variable_work/{workId}', { params: { path: { id, workId } }, body: task as never }))) as HourlyTaskRead;
  }
  async removeTask(id: string, workId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}/variable_work/{workId}', { params: { path: { id, workId } } }));
  }
  async surrogates(id: string): Promise<SurrogateRead[]> {
    return (await unwrap(this.api.config.GET('/simulation/{id}/subrogate', this.p(id)))) as SurrogateRead[];
  }
  createSurrogate(id: string, s: Surrogate): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/subrogate', { ...this.p(id), body: s as never }));
  }
  async updateSurrogate(id: string, subrogateId: string, s: Surrogate): Promise<SurrogateRead> {
    return (await unwrap(
      this.api.config.PUT('/simulation/{id}/subrogate/{subrogateId}', { params: { path: { id, subrogateId } }, body: s as never }),
    )) as SurrogateRead;
  }
  async removeSurrogate(id: string, subrogateId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}/subrogate/{subrogateId}', { params: { path: { id, subrogateId } } }));
  }
  async otherCosts(id: string): Promise<SimulationMaterialCostRead[]> {
    return (await unwrap(this.api.config.GET('/simulation/{id}/material_cost', this.p(id)))) as SimulationMaterialCostRead[];
  }
  createOtherCost(id: string, c: MaterialCostValue): Promise<{ id: string }> {
    return unwrap(this.api.config.POST('/simulation/{id}/material_cost', { ...this.p(id), body: c as never }));
  }
  async updateOtherCost(id: string, costId: string, c: MaterialCostValue): Promise<SimulationMaterialCostRead> {
    return (await unwrap(
      this.api.config.PUT('/simulation/{id}/material_cost/{costId}', { params: { path: { id, costId } }, body: c as never }),
    )) as SimulationMaterialCostRead;
  }
  async removeOtherCost(id: string, costId: string): Promise<void> {
    await unwrap(this.api.config.DELETE('/simulation/{id}/material_cost/{costId}', { params: { path: { id, costId } } }));
  }

  readonly centersImport: SpreadsheetImportPort = {
    uploadUrl: (id, filename, mime_type) => unwrap(this.api.config.POST('/simulation/{id}/center/excel/upload', { ...this.p(id), body: { filename, mime_type } })),
    status: async (id) => (await unwrap(this.api.config.GET('/simulation/{id}/center/excel/status', this.p(id)))) as ImportStatusRead,
    templateUrl: (id) => unwrap(this.api.config.GET('/simulation/{id}/center/excel/download', this.p(id))),
  };

  readonly surrogatesImport: SpreadsheetImportPort = {
    uploadUrl: (id, filename, mime_type) => unwrap(this.api.config.POST('/files_server/simulation/{id}/subrogates', { ...this.p(id), body: { filename, mime_type } })),
    status: async (id) => (await unwrap(this.api.config.GET('/files_server/simulation/{id}/subrogates/upload_status', this.p(id)))) as ImportStatusRead,
    templateUrl: (id) => unwrap(this.api.config.GET('/simulation/{id}/subrogate/download_url', this.p(id))),
  };
}
