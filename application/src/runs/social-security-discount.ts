/**
 * SocialSecurityDiscount: the new hires of a solution with their disability mark, and
 * 'Descontar SS': the PUT, then the status once a second up to 300 times (ERROR shows its info_message). The
 * observable of `save` carries that polling and stops when unsubscribed.
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, defer, from } from 'rxjs';
import { watchedAll, watchedCall } from '../core/form-calls';
import {
  RUN_MESSAGES,
  socialSecurityPayload,
  type Project,
  type SimulationRun,
  type SocialSecurityEmployee,
} from '@licita/domain';
import { saveAndFollow, TaskError, type TaskProgress } from '../core/task-polling';
import { refusalsAs, serverText } from '../core/failures';
import { CORE_PORTS } from '../core/ports';
import { RUN_PORTS } from './ports';
import { useCaseOverPorts } from '../core/use-case';

export interface SocialSecurityContext {
  project: Project;
  simulation: SimulationRun;
  employees: SocialSecurityEmployee[];
}

@injectFromBase()
export class SocialSecurityDiscount extends useCaseOverPorts({
  tenders: CORE_PORTS.TenderGateway,
  runs: RUN_PORTS.SimulationRunGateway,
  solutions: RUN_PORTS.SolutionGateway,
}) {
  load(projectId: string, id: string): Observable<SocialSecurityContext> {
    return watchedAll(this.services.errors, () => ({
      project: this.ports.tenders.get(projectId),
      simulation: this.ports.runs.get(id),
      employees: this.ports.solutions.socialSecurityEmployees(id),
    }));
  }

  employees(id: string): Observable<SocialSecurityEmployee[]> {
    return watchedCall(this.services.errors, () => this.ports.solutions.socialSecurityEmployees(id));
  }

  /** 'Descontar SS' with the selected rows marked and the others unmarked. */
  save(id: string, employees: readonly SocialSecurityEmployee[], selected: ReadonlySet<string>): Observable<TaskProgress> {
    const put = defer(() => from(this.ports.solutions.updateSocialSecurity(id, socialSecurityPayload(employees, selected)))).pipe(
      catchError(refusalsAs(this.services.errors, [409, 400], (e) => new TaskError(serverText(e)))),
    );
    return saveAndFollow(
      put,
      () => this.ports.solutions.socialSecurityStatus(id),
      this.services,
      RUN_MESSAGES.socialSecuritySaved,
    );
  }
}
