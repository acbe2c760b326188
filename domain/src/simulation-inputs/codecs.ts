/**
 * The codecs of what the simulation form reads from the API, under the domain's names: each is the codec generated
 * from the contract (openapi/config/simulation-inputs.yaml, `../generated/config`). The form's writes are checked
 * by the rules of each entity's module.
 */
import * as t from 'io-ts';
import * as Config from '../generated/config';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const BasicDataCodec = t.type({
  name: t.string,
  service_date_init: nullable(t.string),
  service_duration: nullable(t.number),
  social_security: nullable(t.number),
  absenteeism_rate: nullable(t.number),
});
export type BasicDataRead = t.TypeOf<typeof BasicDataCodec>;

export const CenterCodec = Config.Center;
export type CenterRead = t.TypeOf<typeof CenterCodec>;

export const LocalityCodec = Config.Municipality;
export type LocalityRead = t.TypeOf<typeof LocalityCodec>;

export const ContractTypeCodec = Config.ContractType;
export type ContractTypeRead = t.TypeOf<typeof ContractTypeCodec>;

/** How a contract type is shown: 'key - description'. */
export const contractTypeLabel = (c: { contract_key: string; description: string }) => `${c.contract_key} - ${c.description}`;

export const PositionCodec = Config.Position;
export type PositionRead = t.TypeOf<typeof PositionCodec>;

export const CategoryPositionsCodec = Config.CategoryPositions;
export type CategoryPositionsRead = t.TypeOf<typeof CategoryPositionsCodec>;

export const FixedShiftCodec = Config.FixedWorkShift;
export type FixedShiftRead = t.TypeOf<typeof FixedShiftCodec>;

export const HourlyTaskCodec = Config.VariableWork;
export type HourlyTaskRead = t.TypeOf<typeof HourlyTaskCodec>;

export const SurrogateCodec = Config.Subrogate;
export type SurrogateRead = t.TypeOf<typeof SurrogateCodec>;

export const SimulationMaterialCostCodec = Config.MaterialCost;
export type SimulationMaterialCostRead = t.TypeOf<typeof SimulationMaterialCostCodec>;

export const ImportStatusCodec = Config.TaskStatus;
export type ImportStatusRead = t.TypeOf<typeof ImportStatusCodec>;
