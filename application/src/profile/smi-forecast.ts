/**
 * "SMI previsto" of 'Datos de la empresa' in /admin: the minimum wage the workspace expects for years without a
 * published one; the runs of its tenders cost the minimum-wage floor with it (docs/premises.md). The rule is the
 * domain's (`checkSmiForecast`); a broken row rejects with InputFormError (fields `smi_forecast.<row>.year|annual`).
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, defer, from, map, switchMap, tap } from 'rxjs';
import { checkSmiForecast, type SmiForecastEntry, type SmiForecastRow, type Workspace } from '@licita/domain';
import { CORE_PORTS } from '../core/ports';
import { checked, handled, watchedCall } from '../core/form-calls';
import { useCaseOver } from '../core/use-case';

const forecastOf = (w: Workspace): SmiForecastEntry[] => [...(w.smi_forecast ?? [])].sort((a, b) => a.year - b.year);

@injectFromBase()
export class SmiForecastSettings extends useCaseOver(CORE_PORTS.WorkspaceGateway) {
  load(workspaceId: string): Observable<SmiForecastEntry[]> {
    return watchedCall(this.services.errors, () => this.gateway.get(workspaceId)).pipe(map(forecastOf));
  }

  save(workspaceId: string, rows: readonly SmiForecastRow[]): Observable<SmiForecastEntry[]> {
    return checked(checkSmiForecast(rows)).pipe(
      switchMap((list) => defer(() => from(this.gateway.updateSmiForecast(workspaceId, list)))),
      map(forecastOf),
      tap(() => this.services.notifier.show('SMI previsto guardado')),
      catchError(handled(this.services.errors)),
    );
  }
}
