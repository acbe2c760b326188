import type { Agreement, AgreementBaseChanges, AgreementListItem, AgreementSave } from '@licita/domain';
import type { MaterialCostInput, WorkspaceMaterialCost } from '@licita/domain';
import { token } from '../token';
import { CORE_PORTS } from '../core/ports';

export type { FileUploader } from '../core/ports';

/** Agreements (config host). Failures reject with ApiError. */
export interface AgreementGateway {
  list(workspaceId: string, search?: string): Promise<AgreementListItem[]>;
  get(id: string): Promise<Agreement>;
  save(payload: AgreementSave & { workspace_id: string }): Promise<{ id: string }>;
  remove(id: string, workspaceId: string): Promise<void>;
  duplicate(originId: string, newId: string, workspaceId: string): Promise<{ id: string }>;
  categories(id: string): Promise<{ id: string; name: string }[]>;
  pdfUrl(id: string): Promise<{ download_url: string; filename: string }>;
  pdfUploadUrl(id: string, filename: string): Promise<{ upload_url: string }>;
  /** A copy of a reference agreement: what its base's latest version changes. */
  baseChanges(id: string): Promise<AgreementBaseChanges>;
  /** Applies the base's version `toVersion` to the copy; the copy as it is now. */
  applyBaseChanges(id: string, toVersion: number): Promise<Agreement>;
}

/** The workspace catalogue of material costs. */
export interface MaterialCostGateway {
  list(workspaceId: string): Promise<WorkspaceMaterialCost[]>;
  create(input: MaterialCostInput, workspaceId: string): Promise<{ id: string }>;
  update(id: string, input: MaterialCostInput): Promise<WorkspaceMaterialCost>;
  remove(id: string): Promise<void>;
}

/** The tokens of these ports (bound to the sdk adapters in the app, to the fakes in tests and Storybook). */
export const AGREEMENT_PORTS = {
  AgreementGateway: token<AgreementGateway>('AgreementGateway'),
  MaterialCostGateway: token<MaterialCostGateway>('MaterialCostGateway'),
  /** Bound here (with the agreements' sdk adapters and fakes); declared in the core, whose services use it. */
  FileUploader: CORE_PORTS.FileUploader,
} as const;
