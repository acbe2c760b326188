/**
 * "Comparar" (docs/budget.md §6): the tender and 2 to 4 of its solved simulations or previous studies, each with
 * its name and results, read in the order chosen (the first is the one the others are compared with).
 */
import { injectFromBase } from 'inversify';
import { Observable, forkJoin, from, map } from 'rxjs';
import { watchedAll, watchedCall } from '../core/form-calls';
import { parseResults, type Project, type Results } from '@licita/domain';
import { CORE_PORTS } from '../core/ports';
import { RUN_PORTS } from '../runs/ports';
import { PREVIOUS_STUDY_PORTS } from './ports';
import { useCaseOverPorts } from '../core/use-case';

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

@injectFromBase()
export class CompareScenarios extends useCaseOverPorts({
  tenders: CORE_PORTS.TenderGateway,
  runs: RUN_PORTS.SimulationRunGateway,
  studies: PREVIOUS_STUDY_PORTS.PreviousStudyGateway,
}) {
  load(projectId: string, items: readonly ComparedItem[]): Observable<{ project: Project; columns: ComparedColumn[] }> {
    const column = (i: ComparedItem) =>
      from(i.kind === 'simulation' ? this.ports.runs.get(i.id) : this.ports.studies.get(i.id)).pipe(
        map((x): ComparedColumn => {
          const parsed = parseResults(x.results);
          return { ...i, name: x.name, results: parsed.kind === 'ok' ? parsed.results : null };
        }),
      );
    return watchedAll(this.services.errors, () => ({
      project: this.ports.tenders.get(projectId),
      columns: items.length ? forkJoin(items.map(column)) : from([[] as ComparedColumn[]]),
    }));
  }

  /** 'Descargar comparativa': the signed link of the sheet. */
  downloadLink(projectId: string, items: readonly ComparedItem[]): Observable<{ download_url: string; filename: string }> {
    return watchedCall(this.services.errors, () => this.ports.tenders.comparisonUrl(projectId, items));
  }
}
