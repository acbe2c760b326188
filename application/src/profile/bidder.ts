/**
 * 'Datos de la empresa' of /admin: the bidder's company name and tax id, which the justification of an offer prints
 * on its cover. The rule is the domain's (`checkBidderData`); a broken one rejects with InputFormError.
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, defer, from, map, switchMap, tap } from 'rxjs';
import { checkBidderData, type BidderData, type Workspace } from '@licita/domain';
import { CORE_PORTS } from '../core/ports';
import { checked, handled, watchedCall } from '../core/form-calls';
import { useCaseOver } from '../core/use-case';

const bidderOf = (w: Workspace): BidderData => ({ company_name: w.company_name ?? null, tax_id: w.tax_id ?? null });

@injectFromBase()
export class BidderDetails extends useCaseOver(CORE_PORTS.WorkspaceGateway) {
  load(workspaceId: string): Observable<BidderData> {
    return watchedCall(this.services.errors, () => this.gateway.get(workspaceId)).pipe(map(bidderOf));
  }

  save(workspaceId: string, form: Record<keyof BidderData, string>): Observable<BidderData> {
    return checked(checkBidderData(form)).pipe(
      switchMap((data) => defer(() => from(this.gateway.updateBidder(workspaceId, data)))),
      map(bidderOf),
      tap(() => this.services.notifier.show('Datos de la empresa guardados')),
      catchError(handled(this.services.errors)),
    );
  }
}
