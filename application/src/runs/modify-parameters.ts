/**
 * ModifyParameters ('Modificar parámetros'): the parameters a solution is costed with,
 * the form's values ('Restablecer valores del formulario'), and Guardar: the form's rules, the PUT, then the
 * status once a second up to 300 times. The observable of `save` carries that polling and stops when unsubscribed.
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, defer, from, switchMap, throwError } from 'rxjs';
import { watchedCall } from '../core/form-calls';
import {
  PARAMETER_MESSAGES,
  parametersToForm,
  toParametersUpdate,
  translateError,
  validateParametersForm,
  withOfferPrice,
  withPricePoints,
  type ParametersForm,
  type SolutionParameters,
} from '@licita/domain';
import { InputFormError } from '../simulations/simulation-form';
import { saveAndFollow, TaskError, type TaskProgress } from '../core/task-polling';
import { sessionOrOwnFailure } from '../core/failures';
import type { ApiError } from '../errors';
import { RUN_PORTS } from './ports';
import { useCaseOver } from '../core/use-case';

/** A refused PUT: 400 'Error al procesar los datos introducidos'; 409 the server's reason; otherwise the unknown-error text. */
function refusal(e: ApiError): TaskError {
  if (e.status === 400) return new TaskError(PARAMETER_MESSAGES.badValues);
  if (e.status === 409) return new TaskError(translateError(e.message) ?? PARAMETER_MESSAGES.unknown);
  return new TaskError(PARAMETER_MESSAGES.unknown);
}

@injectFromBase()
export class ModifyParameters extends useCaseOver(RUN_PORTS.SolutionGateway) {
  /** The parameters the solution is costed with now. */
  load(id: string): Observable<SolutionParameters> {
    return this.read(() => this.gateway.parameters(id));
  }

  /** The parameters as the simulation's inputs give them. */
  defaults(id: string): Observable<SolutionParameters> {
    return this.read(() => this.gateway.defaultParameters(id));
  }

  private read(f: () => Promise<SolutionParameters>): Observable<SolutionParameters> {
    return watchedCall(this.services.errors, () => f());
  }

  /**
   * Guardar: InputFormError when a rule fails (nothing sent); otherwise 'saving', one 'pending' a poll, then 'done'
   * (the page reloads the simulation). A refused PUT or a failed re-costing ends with TaskError, its message in the snackbar.
   */
  save(id: string, form: ParametersForm): Observable<TaskProgress> {
    return defer(() => {
      const problems = validateParametersForm(form);
      if (problems.length) return throwError(() => new InputFormError(problems));
      const put = defer(() => from(this.gateway.updateParameters(id, toParametersUpdate(form)))).pipe(
        catchError(sessionOrOwnFailure(this.services.errors, refusal)),
      );
      return saveAndFollow(put, () => this.gateway.parametersStatus(id), this.services, PARAMETER_MESSAGES.saved);
    });
  }

  /**
   * 'Usar solo este criterio' of an imported notice's price criteria: the parameters as they are with the price
   * criterion's points set, saved (re-costed) and followed like Guardar.
   */
  pricePoints(id: string, points: number): Observable<TaskProgress> {
    return this.load(id).pipe(switchMap((p) => this.save(id, withPricePoints(parametersToForm(p), points))));
  }

  /** 'Ofertar el precio ganador': the parameters as they are with the offer set to `price`, saved and followed like Guardar. */
  offerPrice(id: string, price: number): Observable<TaskProgress> {
    return this.load(id).pipe(switchMap((p) => this.save(id, withOfferPrice(parametersToForm(p), price))));
  }
}
