/**
 * 'Datos de la empresa' of /admin: the bidder's company name and tax id, which the justification of an offer prints
 * on its cover. The rule is the domain's (`checkBidderData`); a broken one rejects with InputFormError.
 */
import { inject, injectable } from 'inversify';
import { Observable, catchError, defer, from, map, switchMap, tap } from 'rxjs';
import { checkBidderData, type BidderData, type Workspace } from '@licita/domain';
import { CORE_PORTS, type WorkspaceGateway } from '../core/ports';
import { checked, handled, watchedCall } from '../core/form-calls';
import { USE_CASE_SERVICES, type UseCaseServices } from '../core/services/use-case-services';

const bidderOf = (w: Workspace): BidderData => ({ company_name: w.company_name ?? null, tax_id: w.tax_id ?? null });

@injectable()
export class BidderDetails {
  constructor(
    @inject(CORE_PORTS.WorkspaceGateway) private readonly workspaces: WorkspaceGateway,
    @inject(USE_CASE_SERVICES) private readonly services: UseCaseServices,
  ) {}

  load(workspaceId: string): Observable<BidderData> {
    return watchedCall(this.services.errors, () => this.workspaces.get(workspaceId)).pipe(map(bidderOf));
  }

  save(workspaceId: string, form: Record<keyof BidderData, string>): Observable<BidderData> {
    return checked(checkBidderData(form)).pipe(
      switchMap((data) => defer(() => from(this.workspaces.updateBidder(workspaceId, data)))),
      map(bidderOf),
      tap(() => this.services.notifier.show('Datos de la empresa guardados')),
      catchError(handled(this.services.errors)),
    );
  }
}
