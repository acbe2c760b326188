/**
 * "Comparar" (docs/budget.md §6): the tender and 2 to 4 of its solved simulations or previous studies, each with
 * its name and results, read in the order chosen (the first is the one the others are compared with).
 */
import { inject, injectable } from 'inversify';
import { Observable, forkJoin, from, map } from 'rxjs';
import { watchedAll, watchedCall } from '../core/form-calls';
import { parseResults, type Project, type Results } from '@licita/domain';
import type { TenderGateway } from '../core/ports';
import { CORE_PORTS } from '../core/ports';
import type { SimulationRunGateway } from '../runs/ports';
import { RUN_PORTS } from '../runs/ports';
import type { PreviousStudyGateway } from './ports';
import { PREVIOUS_STUDY_PORTS } from './ports';
import { USE_CASE_SERVICES, type UseCaseServices } from '../core/services/use-case-services';

export interface ComparedItem {
  kind: 'simulation' | 'previous_study';
  id: string;
}

export interface ComparedColumn extends ComparedItem {
  name: string;
  /** null when its results cannot be read (then the page says so in that column) */
  results: Results | null;
}

/** `s:<id>` for a simulation, `p:<id>` for a previous study: the page's address carries the choice. */
export const comparedKey = (i: ComparedItem) => `${i.kind === 'simulation' ? 's' : 'p'}:${i.id}`;
export function comparedItems(keys: string): ComparedItem[] {
  return keys
    .split(',')
    .map((k) => k.trim())
    .filter((k) => /^[sp]:.+/.test(k))
    .map((k) => ({ kind: k.startsWith('s:') ? ('simulation' as const) : ('previous_study' as const), id: k.slice(2) }));
}

@injectable()
export class CompareScenarios {
  constructor(
    @inject(CORE_PORTS.TenderGateway) private readonly tenders: TenderGateway,
    @inject(RUN_PORTS.SimulationRunGateway) private readonly runs: SimulationRunGateway,
    @inject(PREVIOUS_STUDY_PORTS.PreviousStudyGateway) private readonly studies: PreviousStudyGateway,
    @inject(USE_CASE_SERVICES) private readonly services: UseCaseServices,
  ) {}

  load(projectId: string, items: readonly ComparedItem[]): Observable<{ project: Project; columns: ComparedColumn[] }> {
    const column = (i: ComparedItem) =>
      from(i.kind === 'simulation' ? this.runs.get(i.id) : this.studies.get(i.id)).pipe(
        map((x): ComparedColumn => {
          const parsed = parseResults(x.results);
          return { ...i, name: x.name, results: parsed.kind === 'ok' ? parsed.results : null };
        }),
      );
    return watchedAll(this.services.errors, () => ({
      project: this.tenders.get(projectId),
      columns: items.length ? forkJoin(items.map(column)) : from([[] as ComparedColumn[]]),
    }));
  }

  /** 'Descargar comparativa': the signed link of the sheet. */
  downloadLink(projectId: string, items: readonly ComparedItem[]): Observable<{ download_url: string; filename: string }> {
    return watchedCall(this.services.errors, () => this.tenders.comparisonUrl(projectId, items));
  }
}
