import type { PlacspNotice, PlacspRefreshPreview } from '@licita/domain';
import { ApiError } from '../errors';
import type { PlacspGateway, PlacspRefreshRef, PlacspSourceRef } from './placsp';

const upload = (path: string, filename: string) => ({
  upload_url: `https://files.example/upload/${path}`,
  upload_id: `placsp-${filename}`,
});

/** The fake: every upload holds the notices given (Storybook, ui tests), or is refused with the `refusal` recorded. */
export class InMemoryPlacspGateway implements PlacspGateway {
  readonly imports: Array<{ source: PlacspSourceRef; entryIndex: number; lots: string[] | undefined }> = [];
  readonly refreshes: Array<{ projectId: string; source: PlacspRefreshRef | null; updateSimulations: boolean }> = [];
  /** The changes every later notice brings ('Actualizar desde la Plataforma'); null: the tender's own notice, unchanged. */
  changes: PlacspRefreshPreview | null = null;
  constructor(
    private readonly notices: PlacspNotice[],
    private readonly refusal: string | null = null,
  ) {}
  private read<T>(url: string, value: T): Promise<T> {
    return this.refusal ? Promise.reject(new ApiError(400, this.refusal, url)) : Promise.resolve(value);
  }
  uploadUrl = async (_: string, filename: string) => upload(encodeURIComponent(filename), filename);
  preview = () => this.read('/api/project/import/preview', this.notices);
  async importNotice(_: string, source: PlacspSourceRef, entryIndex: number, lots: string[] | undefined) {
    this.imports.push({ source, entryIndex, lots });
    return { id: 'p-imported', simulation_ids: (lots ?? []).map((l) => `s-lot-${l}`) };
  }
  refreshUploadUrl = async (projectId: string, filename: string) =>
    upload(`${projectId}/${encodeURIComponent(filename)}`, filename);
  refreshPreview = () =>
    this.read(
      '/api/project/import/refresh_preview',
      this.changes ?? { notice: this.notices[0], fields: [], lots: [], criteria: [], awards: [], simulations: [] },
    );
  async refresh(projectId: string, source: PlacspRefreshRef | null, updateSimulations: boolean) {
    this.refreshes.push({ projectId, source, updateSimulations });
    const project = { id: projectId, uid: projectId, name: '', simulation_number: 0, workspace_id: '', created_at: '' };
    return { project, simulation_ids: [] };
  }
}
