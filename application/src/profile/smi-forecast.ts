/**
 * "SMI previsto" of 'Datos de la empresa' in /admin: the minimum wage the workspace expects for years without a
 * published one; the runs of its tenders cost the minimum-wage floor with it (docs/premises.md). The rule is the
 * domain's (`checkSmiForecast`); a broken row rejects with InputFormError (fields `smi_forecast.<row>.year|annual`).
 */
import { inject, injectable } from 'inversify';
import { Observable, catchError, defer, from, map, switchMap, tap } from 'rxjs';
import { checkSmiForecast, type SmiForecastEntry, type SmiForecastRow, type Workspace } from '@licita/domain';
import { CORE_PORTS, type WorkspaceGateway } from '../core/ports';
import { checked, handled, watchedCall } from '../core/form-calls';
import { USE_CASE_SERVICES, type UseCaseServices } from '../core/services/use-case-services';

const forecastOf = (w: Workspace): SmiForecastEntry[] => [...(w.smi_forecast ?? [])].sort((a, b) => a.year - b.year);

@injectable()
export class SmiForecastSettings {
  constructor(
    @inject(CORE_PORTS.WorkspaceGateway) private readonly workspaces: WorkspaceGateway,
    @inject(USE_CASE_SERVICES) private readonly services: UseCaseServices,
  ) {}

  load(workspaceId: string): Observable<SmiForecastEntry[]> {
    return watchedCall(this.services.errors, () => this.workspaces.get(workspaceId)).pipe(map(forecastOf));
  }

  save(workspaceId: string, rows: readonly SmiForecastRow[]): Observable<SmiForecastEntry[]> {
    return checked(checkSmiForecast(rows)).pipe(
      switchMap((list) => defer(() => from(this.workspaces.updateSmiForecast(workspaceId, list)))),
      map(forecastOf),
      tap(() => this.services.notifier.show('SMI previsto guardado')),
      catchError(handled(this.services.errors)),
    );
  }
}
