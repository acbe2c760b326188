/** The run slice's ports bound to the typed sdk (config host); every answer decoded with the domain's codecs. */
import { inject, injectable } from 'inversify';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either.js';
import type { LicitaClient } from '@licita/sdk';
import {
  DownloadUrlCodec,
  ExplanationsPageCodec,
  JustificationGroundsCodec,
  LaunchRefusedCodec,
  ResultsCodec,
  RosterPageCodec,
  StaffPageCodec,
  SimulationEventCodec,
  SimulationRunCodec,
  SimulationStateCodec,
  SolutionBoundCodec,
  SimulationValidationCodec,
  SocialSecurityEmployeeCodec,
  SolutionEmployeeCodec,
  SolutionParametersCodec,
  TaskStatusCodec,
  type DownloadUrl,
  type ExplanationsPage,
  type ExplanationsQuery,
  type JustificationGrounds,
  type Paged,
  type Results,
  type RosterPage,
  type RosterPageQuery,
  type StaffPage,
  type StaffPageQuery,
  type SimulationEvent,
  type SimulationRun,
  type SimulationState,
  type SolutionBound,
  type SocialSecurityEmployee,
  type SolutionEmployee,
  type SolutionParameters,
  type SolutionParametersUpdate,
  type TaskStatus,
  type ValidationFinding,
} from '@licita/domain';
import { LaunchRefusedError, type EventsPageQuery, type SimulationRunGateway, type SolutionGateway } from './ports';
import { decoded, decodedPage, pageQuery, unwrap } from '../core/sdk';
import { CORE_PORTS } from '../core/ports';

@injectable()
export class SdkSimulationRunGateway implements SimulationRunGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  private p(id: string) {
    return { params: { path: { id } } };
  }

  get(id: string): Promise<SimulationRun> {
    return decoded(SimulationRunCodec, unwrap(this.api.config.GET('/simulation/{id}', this.p(id))), `/simulation/${id}`);
  }
  results(id: string): Promise<Results> {
    return decoded(
      ResultsCodec,
      unwrap(this.api.config.GET('/simulation/{id}/results', this.p(id))),
      `/simulation/${id}/results`,
    );
  }
  explanations(id: string, query: ExplanationsQuery): Promise<ExplanationsPage> {
    return decoded(
      ExplanationsPageCodec,
      unwrap(this.api.config.GET('/simulation/{id}/explanations', { params: { path: { id }, query } })),
      `/simulation/${id}/explanations`,
    );
  }
  bounds(id: string): Promise<SolutionBound[]> {
    return decoded(
      t.array(SolutionBoundCodec),
      unwrap(this.api.config.GET('/simulation/{id}/bounds', this.p(id))),
      `/simulation/${id}/bounds`,
    );
  }
  events(id: string, page: EventsPageQuery): Promise<Paged<SimulationEvent>> {
    return decodedPage(
      SimulationEventCodec,
      this.api.config.GET('/simulation/{id}/events', { params: { path: { id }, query: pageQuery(page) } }),
      `/simulation/${id}/events`,
    );
  }
  async validate(id: string): Promise<ValidationFinding[]> {
    return (
      await decoded(
        SimulationValidationCodec,
        unwrap(this.api.config.GET('/simulation/{id}/validate', this.p(id))),
        `/simulation/${id}/validate`,
      )
    ).errors;
  }
  async launch(id: string): Promise<SimulationState> {
    const call = this.api.config.POST('/simulation/{id}/launch', this.p(id));
    // a 460 carries the error_code, which `unwrap` would drop
    const refused = call.then(
      ({ error, response }) => {
        if (response.status !== 460) return null;
        const body = LaunchRefusedCodec.decode(error);
        return isRight(body)
          ? new LaunchRefusedError(body.right.error_code, body.right.message, response.url)
          : new LaunchRefusedError(0, 'Lanzamiento rechazado', response.url);
      },
      () => null,
    );
    const r = await refused;
    if (r) throw r;
    return decoded(SimulationStateCodec, unwrap(call), `/simulation/${id}/launch`);
  }
  cancel(id: string): Promise<SimulationState> {
    return decoded(
      SimulationStateCodec,
      unwrap(this.api.config.POST('/simulation/{id}/cancel', this.p(id))),
      `/simulation/${id}/cancel`,
    );
  }
  formularioUrl(id: string): Promise<DownloadUrl> {
    return decoded(
      DownloadUrlCodec,
      unwrap(this.api.config.GET('/simulation/{id}/formulario_url', this.p(id))),
      `/simulation/${id}/formulario_url`,
    );
  }
  solutionUrl(id: string): Promise<DownloadUrl> {
    return decoded(
      DownloadUrlCodec,
      unwrap(this.api.config.GET('/simulation/{id}/solution_url', this.p(id))),
      `/simulation/${id}/solution_url`,
    );
  }
  justificationUrl(id: string): Promise<DownloadUrl> {
    return decoded(
      DownloadUrlCodec,
      unwrap(this.api.config.GET('/simulation/{id}/justification_url', this.p(id))),
      `/simulation/${id}/justification_url`,
    );
  }
  justification(id: string): Promise<JustificationGrounds> {
    return decoded(
      JustificationGroundsCodec,
      unwrap(this.api.config.GET('/simulation/{id}/justification', this.p(id))),
      `/simulation/${id}/justification`,
    );
  }
  saveJustification(id: string, grounds: JustificationGrounds): Promise<JustificationGrounds> {
    return decoded(
      JustificationGroundsCodec,
      unwrap(this.api.config.PUT('/simulation/{id}/justification', { ...this.p(id), body: grounds })),
      `/simulation/${id}/justification`,
    );
  }
}

@injectable()
export class SdkSolutionGateway implements SolutionGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  private p(id: string) {
    return { params: { path: { id } } };
  }

  parameters(id: string): Promise<SolutionParameters> {
    return decoded(
      SolutionParametersCodec,
      unwrap(this.api.config.GET('/solution/{id}/parameters', this.p(id))),
      `/solution/${id}/parameters`,
    );
  }
  defaultParameters(id: string): Promise<SolutionParameters> {
    return decoded(
      SolutionParametersCodec,
      unwrap(this.api.config.GET('/solution/{id}/default_parameters', this.p(id))),
      `/solution/${id}/default_parameters`,
    );
  }
  updateParameters(id: string, body: SolutionParametersUpdate): Promise<TaskStatus> {
    return decoded(
      TaskStatusCodec,
      unwrap(this.api.config.PUT('/solution/{id}/parameters', { ...this.p(id), body })),
      `/solution/${id}/parameters`,
    );
  }
  parametersStatus(id: string): Promise<TaskStatus> {
    return decoded(
      TaskStatusCodec,
      unwrap(this.api.config.GET('/solution/{id}/parameters/status', this.p(id))),
      `/solution/${id}/parameters/status`,
    );
  }
  employees(id: string): Promise<SolutionEmployee[]> {
    return decoded(
      t.array(SolutionEmployeeCodec),
      unwrap(this.api.config.GET('/solution/{id}/parameters/employees', this.p(id))),
      `/solution/${id}/parameters/employees`,
    );
  }
  rosterPage(id: string, query: RosterPageQuery): Promise<RosterPage> {
    return decoded(
      RosterPageCodec,
      unwrap(this.api.config.GET('/solution/{id}/roster/page', { params: { path: { id }, query } })),
      `/solution/${id}/roster/page`,
    );
  }
  staffPage(id: string, query: StaffPageQuery): Promise<StaffPage> {
    return decoded(
      StaffPageCodec,
      unwrap(this.api.config.GET('/solution/{id}/staff', { params: { path: { id }, query } })),
      `/solution/${id}/staff`,
    );
  }
  socialSecurityEmployees(id: string): Promise<SocialSecurityEmployee[]> {
    return decoded(
      t.array(SocialSecurityEmployeeCodec),
      unwrap(this.api.config.GET('/simulation/{id}/social_security', this.p(id))),
      `/simulation/${id}/social_security`,
    );
  }
  updateSocialSecurity(
    id: string,
    body: { employees: { id: string; social_security_activate: boolean }[] },
  ): Promise<TaskStatus> {
    return decoded(
      TaskStatusCodec,
      unwrap(this.api.config.PUT('/simulation/{id}/social_security', { ...this.p(id), body })),
      `/simulation/${id}/social_security`,
    );
  }
  socialSecurityStatus(id: string): Promise<TaskStatus> {
    return decoded(
      TaskStatusCodec,
      unwrap(this.api.config.GET('/simulation/{id}/social_security/status', this.p(id))),
      `/simulation/${id}/social_security/status`,
    );
  }
}
