/**
 * SocialSecurityDiscount: the new hires of a solution with their disability mark, and
 * 'Descontar SS': the PUT, then the status once a second up to 300 times (ERROR shows its info_message). The
 * observable of `save` carries that polling and stops when unsubscribed.
 */
import { inject, injectable } from 'inversify';
import { Observable, catchError, defer, from } from 'rxjs';
import { watchedAll, watchedCall } from '../core/form-calls';
import {
  RUN_MESSAGES,
  socialSecurityPayload,
  type Project,
  type SimulationRun,
  type SocialSecurityEmployee,
} from '@licita/domain';
import type { TenderGateway } from '../core/ports';
import type { SimulationRunGateway, SolutionGateway } from './ports';
import { saveAndFollow, TaskError, type TaskProgress } from '../core/task-polling';
import { refusalsAs, serverText } from '../core/failures';
import { CORE_PORTS } from '../core/ports';
import { RUN_PORTS } from './ports';
import { USE_CASE_SERVICES, type UseCaseServices } from '../core/services/use-case-services';

export interface SocialSecurityContext {
  project: Project;
  simulation: SimulationRun;
  employees: SocialSecurityEmployee[];
}

@injectable()
export class SocialSecurityDiscount {
  constructor(
    @inject(CORE_PORTS.TenderGateway) private readonly tenders: TenderGateway,
    @inject(RUN_PORTS.SimulationRunGateway) private readonly runs: SimulationRunGateway,
    @inject(RUN_PORTS.SolutionGateway) private readonly solutions: SolutionGateway,
    @inject(USE_CASE_SERVICES) private readonly services: UseCaseServices,
  ) {}

  load(projectId: string, id: string): Observable<SocialSecurityContext> {
    return watchedAll(this.services.errors, () => ({
      project: this.tenders.get(projectId),
      simulation: this.runs.get(id),
      employees: this.solutions.socialSecurityEmployees(id),
    }));
  }

  employees(id: string): Observable<SocialSecurityEmployee[]> {
    return watchedCall(this.services.errors, () => this.solutions.socialSecurityEmployees(id));
  }

  /** 'Descontar SS' with the selected rows marked and the others unmarked. */
  save(id: string, employees: readonly SocialSecurityEmployee[], selected: ReadonlySet<string>): Observable<TaskProgress> {
    const put = defer(() => from(this.solutions.updateSocialSecurity(id, socialSecurityPayload(employees, selected)))).pipe(
      catchError(refusalsAs(this.services.errors, [409, 400], (e) => new TaskError(serverText(e)))),
    );
    return saveAndFollow(put, () => this.solutions.socialSecurityStatus(id), this.services, RUN_MESSAGES.socialSecuritySaved);
  }
}
