/**
 * ModifyParameters ('Modificar parámetros'): the parameters a solution is costed with,
 * the form's values ('Restablecer valores del formulario'), and Guardar: the form's rules, the PUT, then the
 * status once a second up to 300 times. The observable of `save` carries that polling and stops when unsubscribed.
 */
import { inject, injectable } from 'inversify';
import { Observable, catchError, concat, defer, from, of, switchMap, tap, throwError } from 'rxjs';
import { PARAMETER_MESSAGES, toParametersUpdate, translateError, validateParametersForm, type ParametersForm, type SolutionParameters } from '@licita/domain';
import { toApiError } from '../errors';
import type { SolutionGateway } from './ports';

import { InputFormError } from '../simulations/simulation-form';
import { followTask, TaskError, type TaskProgress } from '../core/task-polling';

import { RUN_PORTS } from './ports';

import { USE_CASE_SERVICES, type UseCaseServices } from '../core/services/use-case-services';

@injectable()
export class ModifyParameters {
  constructor(@inject(RUN_PORTS.SolutionGateway) private readonly solutions: SolutionGateway, @inject(USE_CASE_SERVICES) private readonly services: UseCaseServices) {}

  /** The parameters the solution is costed with now. */
  load(id: string): Observable<SolutionParameters> {
    return this.read(() => this.solutions.parameters(id));
  }

  /** The parameters as the simulation's inputs give them. */
  defaults(id: string): Observable<SolutionParameters> {
    return this.read(() => this.solutions.defaultParameters(id));
  }

  private read(f: () => Promise<SolutionParameters>): Observable<SolutionParameters> {
    return defer(() => from(f())).pipe(
      catchError((err) => {
        this.services.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }

  /**
   * Guardar: InputFormError when a rule fails (nothing sent); otherwise 'saving', one 'pending' a poll, then 'done'
   * (the page reloads the simulation). A refused PUT or a failed re-costing ends with TaskError, its message in the snackbar.
   */
  save(id: string, form: ParametersForm): Observable<TaskProgress> {
    return defer(() => {
      const problems = validateParametersForm(form);
      if (problems.length) return throwError(() => new InputFormError(problems));
      const put = defer(() => from(this.solutions.updateParameters(id, toParametersUpdate(form)))).pipe(catchError((err) => throwError(() => this.putFailure(err))));
      return concat(of<TaskProgress>({ phase: 'saving' }), put.pipe(switchMap((answer) => followTask(answer, () => this.solutions.parametersStatus(id), this.services.scheduler))));
    }).pipe(
      tap((p) => {
        if (p.phase === 'done') this.services.notifier.show(PARAMETER_MESSAGES.saved);
      }),
      catchError((err) => {
        if (err instanceof TaskError) this.services.notifier.error(err.message);
        return throwError(() => err);
      }),
    );
  }

  /** 400: 'Error al procesar los datos introducidos'; 409: the server's reason; otherwise the unknown-error text. */
  private putFailure(err: unknown): unknown {
    const e = toApiError(err);
    if (e.status === 401 || e.status === 0) {
      this.services.errors.handle(err);
      return err;
    }
    if (e.status === 400) return new TaskError(PARAMETER_MESSAGES.badValues);
    if (e.status === 409) return new TaskError(translateError(e.message) ?? PARAMETER_MESSAGES.unknown);
    return new TaskError(PARAMETER_MESSAGES.unknown);
  }
}
