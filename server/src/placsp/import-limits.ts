/**
 * The bounds of what an import stores, taken from where they are already written, never restated: the texts'
 * maxLength and the valor estimado's range from the contract (openapi/config/projects.yaml, simulations.yaml), the
 * simulation's budget from the domain's price range (the contract's PositiveAmount mirrors it), the duration from
 * the domain. An amount beyond its bound is not stored (null, with a note); a text is cut to its field.
 */
import { loadContract } from '@licita/openapi';
import { MAX_PRICE, MIN_PRICE, SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from '@licita/domain';

interface Bounds {
  min: number;
  max: number;
}

export interface ImportLimits {
  /** The most lots a notice may have: as many as the import's `lots` admits (its maxItems in the contract). */
  notice_lots: number;
  text: { name: number; contracting_authority: number; file_number: number; lot: number; simulation_name: number };
  estimated_value: Bounds;
  tender_budget: Bounds;
  max_points: Bounds;
  extension_months: Bounds;
  service_duration: Bounds;
}

type SchemaNode = {
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, SchemaNode>;
};

let limits: ImportLimits | null = null;

/** Read from the contract once per process (on the first import, not when the server starts). */
export function importLimits(): ImportLimits {
  if (limits) return limits;
  const schemas = loadContract('config').components.schemas as Record<string, SchemaNode>;
  const length = (name: string) => schemas[name]!.maxLength!;
  const range = (s: SchemaNode): Bounds => ({ min: s.minimum!, max: s.maximum! });
  const maxPoints = schemas.PriceScore!.properties!.max_points!;
  limits = {
    notice_lots: schemas.PlacspImportRequest!.properties!.lots!.maxItems!,
    text: {
      name: length('ProjectName'),
      contracting_authority: length('ContractingAuthority'),
      file_number: length('FileNumber'),
      lot: length('Lot'),
      simulation_name: length('SimulationName'),
    },
    estimated_value: range(schemas.EstimatedValue!),
    tender_budget: { min: MIN_PRICE, max: MAX_PRICE },
    // exclusiveMinimum 0: a cent of a point is the least a notice weighs
    max_points: { min: 0.01, max: maxPoints.maximum! },
    extension_months: range(schemas.ExtensionMonths!),
    service_duration: { min: SERVICE_DURATION_MIN, max: SERVICE_DURATION_MAX },
  };
  return limits;
}

/** The value when its bounds admit it, else null (the field stays empty). */
export const within = (v: number | null, { min, max }: Bounds) => (v !== null && v >= min && v <= max ? v : null);
