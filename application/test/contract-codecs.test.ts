/**
 * Every codec that decodes an answer of the API is tied to the contract schema it decodes, twice:
 * - at compile time, the schema's generated type must be assignable to the codec's type (a property the contract
 *   may leave out, or a wider type, fails `npm run typecheck`);
 * - at run time, a sample with every property and one with only the required ones (null wherever allowed),
 *   generated from the published contract, must decode.
 * Most of them are the codecs `npm run gen:sdk` generates from the contract (domain/src/generated); the generator
 * itself is checked here too: each generated codec's type is exactly the sdk's type of its schema.
 */
import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import type { ConfigSchemas as Config, UserSchemas as User } from '@licita/sdk';
import * as D from '@licita/domain';
import * as GeneratedConfig from '../../domain/src/generated/config';
import * as GeneratedUser from '../../domain/src/generated/user';
import { schemaSample, type Host } from './contract-samples';

/** `true` when every value of the wire type is a value of the codec's type. */
type Accepts<C extends t.Mixed, Wire> = [Wire] extends [t.TypeOf<C>] ? true : false;
const accepts = <C extends t.Mixed, Wire>(codec: C, check: Accepts<C, Wire>) => ({ codec, check });

/** `true` when the generated codecs are one per schema, each of exactly the schema's type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AllTrue<U> = false extends U ? false : true;
type GeneratedMatch<G, S> = Same<keyof G, keyof S> extends true
  ? AllTrue<{ [K in keyof G & keyof S]: G[K] extends t.Mixed ? Same<t.TypeOf<G[K]>, S[K]> : false }[keyof G & keyof S]>
  : false;
const generatedConfig: GeneratedMatch<typeof GeneratedConfig, Config> = true;
const generatedUser: GeneratedMatch<typeof GeneratedUser, User> = true;

const CONFIG_CODECS = {
  AgreementListItem: accepts<typeof D.AgreementListItem, Config['AgreementListItem']>(D.AgreementListItem, true),
  Agreement: accepts<typeof D.AgreementEntity, Config['Agreement']>(D.AgreementEntity, true),
  Center: accepts<typeof D.CenterCodec, Config['Center']>(D.CenterCodec, true),
  Municipality: accepts<typeof D.LocalityCodec, Config['Municipality']>(D.LocalityCodec, true),
  ContractType: accepts<typeof D.ContractTypeCodec, Config['ContractType']>(D.ContractTypeCodec, true),
  Position: accepts<typeof D.PositionCodec, Config['Position']>(D.PositionCodec, true),
  CategoryPositions: accepts<typeof D.CategoryPositionsCodec, Config['CategoryPositions']>(D.CategoryPositionsCodec, true),
  FixedWorkShift: accepts<typeof D.FixedShiftCodec, Config['FixedWorkShift']>(D.FixedShiftCodec, true),
  VariableWork: accepts<typeof D.HourlyTaskCodec, Config['VariableWork']>(D.HourlyTaskCodec, true),
  Subrogate: accepts<typeof D.SurrogateCodec, Config['Subrogate']>(D.SurrogateCodec, true),
  MaterialCost: accepts<typeof D.SimulationMaterialCostCodec, Config['MaterialCost']>(D.SimulationMaterialCostCodec, true),
  WorkspaceMaterialCost: accepts<typeof D.WorkspaceMaterialCost, Config['WorkspaceMaterialCost']>(D.WorkspaceMaterialCost, true),
  TaskStatus: accepts<typeof D.ImportStatusCodec, Config['TaskStatus']>(D.ImportStatusCodec, true),
  Event: accepts<typeof D.SimulationEventCodec, Config['Event']>(D.SimulationEventCodec, true),
  CategoryResult: accepts<typeof D.CategoryResultCodec, Config['CategoryResult']>(D.CategoryResultCodec, true),
  ContractYear: accepts<typeof D.ContractYearCodec, Config['ContractYear']>(D.ContractYearCodec, true),
  Budget: accepts<typeof D.BudgetCodec, Config['Budget']>(D.BudgetCodec, true),
  Bid: accepts<typeof D.BidCodec, Config['Bid']>(D.BidCodec, true),
  StaffingExplanation: accepts<typeof D.StaffingExplanationCodec, Config['StaffingExplanation']>(D.StaffingExplanationCodec, true),
  Results: accepts<typeof D.ResultsCodec, Config['Results']>(D.ResultsCodec, true),
  Simulation: accepts<typeof D.SimulationRunCodec, Config['Simulation']>(D.SimulationRunCodec, true),
  SimulationState: accepts<typeof D.SimulationStateCodec, Config['SimulationState']>(D.SimulationStateCodec, true),
  ValidationFinding: accepts<typeof D.ValidationFindingCodec, Config['ValidationFinding']>(D.ValidationFindingCodec, true),
  SimulationValidation: accepts<typeof D.SimulationValidationCodec, Config['SimulationValidation']>(D.SimulationValidationCodec, true),
  LaunchRefused: accepts<typeof D.LaunchRefusedCodec, Config['LaunchRefused']>(D.LaunchRefusedCodec, true),
  DownloadUrl: accepts<typeof D.DownloadUrlCodec, Config['DownloadUrl']>(D.DownloadUrlCodec, true),
  ParameterMaterialCost: accepts<typeof D.ParameterMaterialCostCodec, Config['ParameterMaterialCost']>(D.ParameterMaterialCostCodec, true),
  SolutionParameters: accepts<typeof D.SolutionParametersCodec, Config['SolutionParameters']>(D.SolutionParametersCodec, true),
  SolutionEmployee: accepts<typeof D.SolutionEmployeeCodec, Config['SolutionEmployee']>(D.SolutionEmployeeCodec, true),
  SocialSecurityEmployee: accepts<typeof D.SocialSecurityEmployeeCodec, Config['SocialSecurityEmployee']>(D.SocialSecurityEmployeeCodec, true),
  RosterShift: accepts<typeof D.RosterShiftCodec, Config['RosterShift']>(D.RosterShiftCodec, true),
  RosterWeek: accepts<typeof D.RosterWeekCodec, Config['RosterWeek']>(D.RosterWeekCodec, true),
  RosterWorker: accepts<typeof D.WeeklyRosterWorkerCodec, Config['RosterWorker']>(D.WeeklyRosterWorkerCodec, true),
  PreviousStudy: accepts<typeof D.PreviousStudyCodec, Config['PreviousStudy']>(D.PreviousStudyCodec, true),
  PreviousStudyState: accepts<typeof D.PreviousStudyStateCodec, Config['PreviousStudyState']>(D.PreviousStudyStateCodec, true),
  SimulationCard: accepts<typeof D.SimulationCard, Config['SimulationCard']>(D.SimulationCard, true),
  PreviousStudyCard: accepts<typeof D.PreviousStudyCard, Config['PreviousStudyCard']>(D.PreviousStudyCard, true),
  Project: accepts<typeof D.Project, Config['Project']>(D.Project, true),
};

const USER_CODECS = {
  Session: accepts<typeof D.SessionTokens, User['Session']>(D.SessionTokens, true),
  UserWorkspace: accepts<typeof D.UserWorkspace, User['UserWorkspace']>(D.UserWorkspace, true),
  Workspace: accepts<typeof D.Workspace, User['Workspace']>(D.Workspace, true),
  Role: accepts<typeof D.Role, User['Role']>(D.Role, true),
  Permission: accepts<typeof D.Permission, User['Permission']>(D.Permission, true),
  Profile: accepts<typeof D.Profile, User['Profile']>(D.Profile, true),
  RoleRef: accepts<typeof D.RoleRef, User['RoleRef']>(D.RoleRef, true),
  WorkspaceUser: accepts<typeof D.WorkspaceUser, User['WorkspaceUser']>(D.WorkspaceUser, true),
  Invitation: accepts<typeof D.Invitation, User['Invitation']>(D.Invitation, true),
  InvitationPreview: accepts<typeof D.InvitationPreview, User['InvitationPreview']>(D.InvitationPreview, true),
};

const cases = (host: Host, codecs: Record<string, { codec: t.Mixed }>) =>
  Object.entries(codecs).flatMap(([schema, { codec }]) => (['full', 'minimal'] as const).map((mode) => ({ host, schema, mode, codec })));

describe('codecs against the contract', () => {
  it('the generated codecs have exactly the types of the sdk (checked by the compiler)', () => {
    expect([generatedConfig, generatedUser]).toEqual([true, true]);
  });

  it.each([...cases('config', CONFIG_CODECS), ...cases('user', USER_CODECS)])('$host $schema ($mode sample) decodes', ({ host, schema, mode, codec }) => {
    const result = codec.decode(schemaSample(host, schema, mode));
    expect(isRight(result) ? [] : PathReporter.report(result)).toEqual([]);
  });

  it('a sample the contract refuses is refused by the codec too (the check can fail)', () => {
    const surrogate = schemaSample('config', 'Subrogate', 'full') as Record<string, unknown>;
    expect(isRight(D.SurrogateCodec.decode({ ...surrogate, working_day: 'ocho' }))).toBe(false);
    const { id: _id, ...withoutId } = surrogate;
    expect(isRight(D.SurrogateCodec.decode(withoutId))).toBe(false);
  });
});

describe('request payloads the domain builds against the contract', () => {
  // Compile-time: what the domain's rules produce is a body the contract accepts.
  const surrogate: [D.Surrogate] extends [Config['SubrogateInput']] ? true : false = true;
  // (The agreement's body is completed by the sdk adapter's `agreementBody`, typed by the contract itself.)
  it('the surrogate payload is a contract body', () => {
    expect(surrogate).toBe(true);
  });
});
