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
import * as GeneratedConfig from '@licita/domain/generated/config';
import * as GeneratedUser from '@licita/domain/generated/user';
import { schemaSample, type Host } from './contract-samples';

/** `true` when every value of the wire type is a value of the codec's type. */
type Accepts<C extends t.Mixed, Wire> = [Wire] extends [t.TypeOf<C>] ? true : false;

/** `true` when the generated codecs are one per schema, each of exactly the schema's type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AllTrue<U> = false extends U ? false : true;
type GeneratedMatch<G, S> =
  Same<keyof G, keyof S> extends true
    ? AllTrue<{ [K in keyof G & keyof S]: G[K] extends t.Mixed ? Same<t.TypeOf<G[K]>, S[K]> : false }[keyof G & keyof S]>
    : false;
const generatedConfig: GeneratedMatch<typeof GeneratedConfig, Config> = true;
const generatedUser: GeneratedMatch<typeof GeneratedUser, User> = true;

interface CodecCase {
  host: Host;
  schema: string;
  codec: t.Mixed;
  check: boolean;
}

/** A codec of a schema of the config host; `check` compiles only as `true` when the codec accepts the schema's type. */
const config =
  <K extends keyof Config & string>(schema: K) =>
  <C extends t.Mixed>(codec: C, check: Accepts<C, Config[K]>): CodecCase => ({ host: 'config', schema, codec, check });
/** The same for the user host. */
const user =
  <K extends keyof User & string>(schema: K) =>
  <C extends t.Mixed>(codec: C, check: Accepts<C, User[K]>): CodecCase => ({ host: 'user', schema, codec, check });

const CODECS = [
  config('AgreementListItem')(D.AgreementListItem, true),
  config('Agreement')(D.AgreementEntity, true),
  config('AgreementBaseChanges')(D.AgreementBaseChanges, true),
  config('Center')(D.CenterCodec, true),
  config('Municipality')(D.LocalityCodec, true),
  config('ContractType')(D.ContractTypeCodec, true),
  config('Position')(D.PositionCodec, true),
  config('CategoryPositions')(D.CategoryPositionsCodec, true),
  config('FixedWorkShift')(D.FixedShiftCodec, true),
  config('VariableWork')(D.HourlyTaskCodec, true),
  config('Subrogate')(D.SurrogateCodec, true),
  config('MaterialCost')(D.SimulationMaterialCostCodec, true),
  config('WorkspaceMaterialCost')(D.WorkspaceMaterialCost, true),
  config('TaskStatus')(D.ImportStatusCodec, true),
  config('Event')(D.SimulationEventCodec, true),
  config('CategoryResult')(D.CategoryResultCodec, true),
  config('ContractYear')(D.ContractYearCodec, true),
  config('Budget')(D.BudgetCodec, true),
  config('Bid')(D.BidCodec, true),
  config('StaffingExplanation')(D.StaffingExplanationCodec, true),
  config('Results')(D.ResultsCodec, true),
  config('Simulation')(D.SimulationRunCodec, true),
  config('SimulationState')(D.SimulationStateCodec, true),
  config('ValidationFinding')(D.ValidationFindingCodec, true),
  config('SimulationValidation')(D.SimulationValidationCodec, true),
  config('LaunchRefused')(D.LaunchRefusedCodec, true),
  config('DownloadUrl')(D.DownloadUrlCodec, true),
  config('ParameterMaterialCost')(D.ParameterMaterialCostCodec, true),
  config('SolutionParameters')(D.SolutionParametersCodec, true),
  config('SolutionEmployee')(D.SolutionEmployeeCodec, true),
  config('SocialSecurityEmployee')(D.SocialSecurityEmployeeCodec, true),
  config('RosterShift')(D.RosterShiftCodec, true),
  config('RosterWeek')(D.RosterWeekCodec, true),
  config('RosterWorker')(D.WeeklyRosterWorkerCodec, true),
  config('PreviousStudy')(D.PreviousStudyCodec, true),
  config('PreviousStudyState')(D.PreviousStudyStateCodec, true),
  config('SimulationCard')(D.SimulationCard, true),
  config('PreviousStudyCard')(D.PreviousStudyCard, true),
  config('Project')(D.Project, true),
  user('Session')(D.SessionTokens, true),
  user('UserWorkspace')(D.UserWorkspace, true),
  user('Workspace')(D.Workspace, true),
  user('Role')(D.Role, true),
  user('Permission')(D.Permission, true),
  user('Profile')(D.Profile, true),
  user('RoleRef')(D.RoleRef, true),
  user('WorkspaceUser')(D.WorkspaceUser, true),
  user('Invitation')(D.Invitation, true),
  user('InvitationPreview')(D.InvitationPreview, true),
];

const cases = CODECS.flatMap(({ host, schema, codec }) =>
  (['full', 'minimal'] as const).map((mode) => ({ host, schema, mode, codec })),
);

describe('codecs against the contract', () => {
  it('the generated codecs have exactly the types of the sdk (checked by the compiler)', () => {
    expect([generatedConfig, generatedUser]).toEqual([true, true]);
  });

  it.each(cases)('$host $schema ($mode sample) decodes', ({ host, schema, mode, codec }) => {
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
