import type { PlacspNotice, PlacspRefreshPreview } from '@licita/domain';
import { ApiError } from '../errors';
import type { PlacspGateway, PlacspRefreshRef, PlacspSourceRef } from './placsp';

/** The fake: every upload holds the notices given (Storybook, ui tests); a file named `*.txt` fails like the server. */
export class InMemoryPlacspGateway implements PlacspGateway {
  readonly imports: Array<{ source: PlacspSourceRef; entryIndex: number; lots: string[] | undefined }> = [];
  readonly refreshes: Array<{ projectId: string; source: PlacspRefreshRef | null; updateSimulations: boolean }> = [];
  /** The changes every later notice brings ('Actualizar desde la Plataforma'); null: the tender's own notice, unchanged. */
  changes: PlacspRefreshPreview | null = null;
  constructor(
    private readonly notices: PlacspNotice[],
    private readonly refusal: string | null = null,
  ) {}
  async uploadUrl(_workspaceId: string, filename: string) {
    return { upload_url: `https://files.example/upload/${encodeURIComponent(filename)}`, upload_id: `placsp-${filename}` };
  }
  async preview() {
    if (this.refusal) throw new ApiError(400, this.refusal, '/api/project/import/preview');
    return this.notices;
  }
  async importNotice(_workspaceId: string, source: PlacspSourceRef, entryIndex: number, lots: string[] | undefined) {
    this.imports.push({ source, entryIndex, lots });
    const n = this.notices[entryIndex];
    return { id: 'p-imported', simulation_ids: (lots ?? n?.lots.map((l) => l.id) ?? []).map((l) => `s-lot-${l}`) };
  }
  async refreshUploadUrl(projectId: string, filename: string) {
    return {
      upload_url: `https://files.example/upload/${projectId}/${encodeURIComponent(filename)}`,
      upload_id: `placsp-${filename}`,
    };
  }
  async refreshPreview(): Promise<PlacspRefreshPreview> {
    if (this.refusal) throw new ApiError(400, this.refusal, '/api/project/import/refresh_preview');
    return this.changes ?? { notice: this.notices[0], fields: [], lots: [], criteria: [], simulations: [] };
  }
  async refresh(projectId: string, source: PlacspRefreshRef | null, updateSimulations: boolean) {
    this.refreshes.push({ projectId, source, updateSimulations });
    const simulationIds = updateSimulations ? (this.changes?.simulations.filter((x) => x.updatable).map((x) => x.id) ?? []) : [];
    const name = this.changes?.notice.name ?? '';
    const created_at = new Date(0).toISOString();
    const project = { id: projectId, uid: projectId, name, simulation_number: 0, workspace_id: 'w', created_at };
    return { project, simulation_ids: simulationIds };
  }
}

/** A refusal of the file or the import, already in Spanish: the dialog shows it. */
