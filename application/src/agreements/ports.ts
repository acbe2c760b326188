import type { Agreement, AgreementListItem, AgreementSave, MaterialCostInput, WorkspaceMaterialCost } from '@licita/domain';
import { token } from '../token';

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
}

/** PUTs a file to an upload address (a signed URL: no API key, no token). */
export interface FileUploader {
  put(url: string, file: Blob, contentType: string): Promise<void>;
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
  FileUploader: token<FileUploader>('FileUploader'),
} as const;
