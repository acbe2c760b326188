/**
 * Builds, for every operation of the contract, calls that point at objects of another workspace (path ids,
 * query and body fields), so one test can check that no operation — including those added later — lets a user
 * reach another workspace's data. Every operation with an id is either called or skipped for a reason listed in
 * `SKIP_REASONS`; anything else is reported as skipped without a reason, and the test fails on it.
 */
import { randomUUID } from 'node:crypto';
import { loadContract } from '@licita/openapi';
import { contractRoutes, makeResolver } from '../src/http/contract-routes';

/** One object of every kind the contract addresses, all of one workspace (A's; B's for the caller's own). */
export interface ForeignObjects {
  workspaceId: string;
  projectId: string;
  simulationId: string;
  previousStudyId: string;
  agreementId: string;
  /** An agreement another is saved from (`agreement_base_id`): A's own agreement, a separate slot from `id`. */
  baseAgreementId: string;
  categoryId: string;
  municipalityId: string;
  centerId: string;
  positionId: string;
  shiftId: string;
  workId: string;
  simulationSurrogateId: string;
  simulationCostId: string;
  studySurrogateId: string;
  studyCostId: string;
  workspaceCostId: string;
  userId: string;
  invitationId: string;
  eventId: string;
}

export interface SweepCall {
  operationId: string;
  method: string;
  url: string;
  query: Record<string, string>;
  body?: unknown;
  /** 'foreign': every id A's; 'through-own': one id A's (`foreignSlot`), the others the caller's own. */
  variant: 'foreign' | 'through-own';
  foreignSlot?: string;
  /** The id under test is a create's client-chosen id: refused with 404 (taken-ids.ts) or ignored, never used. */
  clientId?: boolean;
  /** The same call with A's ids replaced by fresh ones: what a missing object answers. */
  missing: { url: string; query: Record<string, string>; body?: unknown };
}

export interface Sweep {
  calls: SweepCall[];
  /** Operations not called, with why (an operation with an id and no reason in `SKIP_REASONS` fails the test). */
  skipped: { operationId: string; reason: string }[];
}

/**
 * Operations that name an id yet are not swept, each with why. Keep this short: a new operation on a
 * workspace's object belongs in the sweep, not here.
 */
export const SKIP_REASONS: Record<string, string> = {
  // Roles are global (the three seeded ones), the same for every workspace: there is nothing to isolate.
  getRole: 'global object (roles are shared by every workspace)',
  // Signed addresses: the key and its signature are the access check, not the workspace (files.test.ts).
  getFile: 'signed address',
  putFile: 'signed address',
};

export const SKIP = Symbol('skip');

type Kind = keyof ForeignObjects;
/** An object kind; `new:` marks a create's client-chosen id (the caller's own value for it is a fresh id). */
type Slot = Kind | `new:${Kind}`;
type Call = { url: string; query: Record<string, string>; body?: unknown };

/**
 * Bodies the generic sample leaves invalid for reasons the schema does not say (the server's own rules), merged
 * into the sample so the call reaches the id checks.
 */
const BODY_EXTRAS: Record<string, Record<string, unknown>> = {
  createFixedWorkShift: {
    weekdays_working: ['monday'],
    shift_type: 'morning',
    shift_times: [{ time_init: '08:00', time_end: '12:00' }],
  },
  createVariableWork: {
    weekdays: ['monday'],
    work_time: { hours: 1, minutes: 0 },
    frequency: { period_type: 'fixed_period', period: 'week', amount: 1 },
  },
};
BODY_EXTRAS.saveAgreement = {
  start_year: 2025,
  end_year: 2026,
  time_limits: [
    { time_period: 'DAY', max_hour: 9 },
    { time_period: 'WEEK', max_hour: 40 },
    { time_period: 'YEAR', max_hour: 1800 },
  ],
  holidays: { days: 30, type: 'naturales', period: { from_month: 'january', until_month: 'december' } },
};
BODY_EXTRAS.updateFixedWorkShift = BODY_EXTRAS.createFixedWorkShift!;
BODY_EXTRAS.updateVariableWork = BODY_EXTRAS.createVariableWork!;

/**
 * Every operation as calls naming workspace A's objects, as seen from another workspace: a 'foreign' call with
 * all its ids A's; with `own` (the caller's objects of every kind), one 'through-own' call per id the operation
 * names, that id A's and every other one the caller's own, so a check of the container alone cannot pass it.
 */
export function foreignCalls(objects: ForeignObjects, own?: ForeignObjects): Sweep {
  // `{id}` after these path segments.
  const byResource: Record<string, Slot> = {
    workspace: 'workspaceId',
    project: 'projectId',
    simulation: 'simulationId',
    solution: 'simulationId',
    previous_study: 'previousStudyId',
    agreement: 'agreementId',
    material_cost: 'workspaceCostId',
    municipality: 'municipalityId',
    event: 'eventId',
  };
  // Other path parameters, by name; those whose object depends on the container, by `container/name`.
  const byParam: Record<string, Slot> = {
    projectId: 'projectId',
    previousStudyId: 'previousStudyId',
    shiftId: 'shiftId',
    workId: 'workId',
    userId: 'userId',
    invitationId: 'invitationId',
    'simulation/subrogateId': 'simulationSurrogateId',
    'simulation/costId': 'simulationCostId',
    'previous_study/subrogateId': 'studySurrogateId',
    'previous_study/costId': 'studyCostId',
  };
  // Query and body fields, by name or by path (`categories[].id`).
  const byName: Record<string, Slot> = {
    workspace_id: 'workspaceId',
    project_id: 'projectId',
    project_uid: 'projectId',
    simulation_id: 'simulationId',
    simulation_uid: 'simulationId',
    origin_simulation: 'simulationId',
    previous_study_id: 'previousStudyId',
    agreement_id: 'agreementId',
    origin_agreement: 'agreementId',
    agreement_base_id: 'baseAgreementId',
    category_id: 'categoryId',
    municipality_id: 'municipalityId',
    center_id: 'centerId',
    position_id: 'positionId',
    'centers[].center_id': 'centerId',
    'categories[].positions[].id': 'positionId',
  };
  // A body's own `id` (or its list items' ids) names an object of the operation's kind: on an update, the same
  // object as the path's; on a create, a client-chosen id that must not take over another workspace's object.
  const bodyIds: Record<string, Record<string, Slot>> = {
    saveAgreement: { id: 'new:agreementId', 'categories[].id': 'categoryId' },
    duplicateAgreement: { new_agreement: 'new:agreementId' },
    duplicateSimulation: { new_simulation: 'new:simulationId' },
    tenderComparisonUrl: { 'items[].id': 'simulationId' },
    saveCategoryPositions: { 'categories[].id': 'categoryId' },
    createFixedWorkShift: { id: 'new:shiftId' },
    updateFixedWorkShift: { id: 'shiftId' },
    createVariableWork: { id: 'new:workId' },
    updateVariableWork: { id: 'workId' },
    createSimulationSubrogate: { id: 'new:simulationSurrogateId' },
    updateSimulationSubrogate: { id: 'simulationSurrogateId' },
    createSimulationMaterialCost: { id: 'new:simulationCostId' },
    updateSimulationMaterialCost: { id: 'simulationCostId' },
    updateSolutionParameters: { 'material_costs[].id': 'simulationCostId' },
    createPreviousStudySubrogate: { id: 'new:studySurrogateId' },
    updatePreviousStudySubrogate: { id: 'studySurrogateId' },
    createPreviousStudyMaterialCost: { id: 'new:studyCostId' },
    updatePreviousStudyMaterialCost: { id: 'studyCostId' },
    updatePreviousStudyParameters: { 'material_costs[].id': 'studyCostId' },
  };
  const of = (o: ForeignObjects, slot: Slot) => o[slot.replace(/^new:/, '') as Kind];
  const mark = (slot: Slot) => `@${slot}@`;
  const marks = (names: Record<string, Slot>) => Object.fromEntries(Object.entries(names).map(([k, v]) => [k, mark(v)]));
  // Roles are global: a real one, so bodies that name a role validate and reach the workspace check.
  const fixed: Record<string, string> = { role_id: '00000000-0000-4000-8000-000000000003' };
  const slotsOf = (template: Call) => [
    ...new Set([...JSON.stringify(template).matchAll(/@([\w:]+)@/g)].map((m) => m[1] as Slot)),
  ];
  // Fills a template: `pick` says, per slot, which id goes there (fresh ids are one per slot within the call).
  const render = (template: Call, pick: (slot: Slot) => string): Call => {
    const fresh = new Map<Slot, string>();
    const json = JSON.stringify(template).replace(/@([\w:]+)@/g, (_, slot: Slot) => {
      const id = pick(slot);
      if (id !== 'fresh') return id;
      if (!fresh.has(slot)) fresh.set(slot, randomUUID());
      return fresh.get(slot)!;
    });
    const call = JSON.parse(json) as Call;
    return { ...call, url: `/api${call.url}` };
  };

  const calls: SweepCall[] = [];
  const skipped: Sweep['skipped'] = [];

  for (const host of ['user', 'config'] as const) {
    const doc = loadContract(host);
    const { resolve } = makeResolver(doc);
    for (const route of contractRoutes(doc)) {
      const segments = route.path.split('/').filter(Boolean);
      if (segments[0] === 'auth') continue; // public calls: they name no workspace object
      let reason: string | undefined = SKIP_REASONS[route.operationId];
      const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const resource = segments[segments.indexOf(`{${name}}`) - 1];
        const slot = name === 'id' ? byResource[resource] : (byParam[name] ?? byParam[`${segments[0]}/${name}`]);
        if (!slot) {
          reason ??= `no object of workspace A for path parameter {${name}} after /${resource}`;
          return randomUUID();
        }
        return mark(slot);
      });
      const names: Record<string, string> = { ...marks(byName), ...marks(bodyIds[route.operationId] ?? {}), ...fixed };
      // A previous study has no centers: its surrogates and costs accept center_id (the schema is shared with
      // simulations) and store null, so naming A's center there reaches nothing.
      if (segments[0] === 'previous_study') delete names.center_id;

      const query: Record<string, string> = {};
      const q = route.schema.querystring;
      for (const [name, sub] of Object.entries<any>(q?.properties ?? {})) {
        const required = ((q!.required as string[] | undefined) ?? []).includes(name);
        if (!required && !names[name]) continue;
        const value: unknown = names[name] ?? sample(sub, name, names);
        if (value === SKIP) reason ??= `no sample for query parameter ${name}`;
        else query[name] = String(value);
      }
      let body: unknown;
      if (route.schema.body) {
        body = sample(resolve(route.schema.body), undefined, names);
        if (body === SKIP) reason ??= 'no sample body the schema accepts';
        else if (BODY_EXTRAS[route.operationId]) body = { ...(body as object), ...BODY_EXTRAS[route.operationId] };
      }
      // A required id field the maps above do not know got a random uuid: it would name nothing, so say so.
      const unknownId = JSON.stringify({ query, body })
        .match(/"([^"]+)":"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/g)
        ?.find((m) => !Object.values(fixed).some((v) => m.includes(v)));
      if (unknownId) reason ??= `no object of workspace A for the field ${unknownId.split(':')[0]}`;
      if (reason) {
        skipped.push({ operationId: route.operationId, reason });
        continue;
      }
      const template: Call = { url, query, body };
      const slots = slotsOf(template);
      if (slots.length === 0) continue; // names no object at all (the caller's own profile, the role list…)
      const method = route.method.toUpperCase();
      const base = { operationId: route.operationId, method };
      calls.push({
        ...base,
        ...render(template, (slot) => of(objects, slot)),
        variant: 'foreign',
        missing: render(template, () => 'fresh'),
      });

      if (!own || slots.length < 2) continue;
      // The caller's own value: its object, or a fresh id where a create chooses one (its own would be a 409).
      const ownOr = (s: Slot) => (s.startsWith('new:') ? 'fresh' : of(own, s));
      for (const slot of slots) {
        calls.push({
          ...base,
          ...render(template, (s) => (s === slot ? of(objects, s) : ownOr(s))),
          variant: 'through-own',
          foreignSlot: slot,
          clientId: slot.startsWith('new:'),
          missing: render(template, (s) => (s === slot ? 'fresh' : ownOr(s))),
        });
      }
    }
  }
  return { calls, skipped };
}

/**
 * A minimal value the schema accepts, with the foreign ids in the fields that name them: `byName` is looked up by
 * the field's path (`categories[].id`) first, then by its name. A list gets one item when that item names one.
 */
export function sample(
  schema: any,
  key: string | undefined,
  byName: Record<string, string>,
  depth = 0,
  path = key ?? '',
): unknown {
  const named = (path && byName[path]) || (key && key !== 'id' && byName[key]);
  if (named) return named;
  if (!schema || depth > 6) return SKIP;
  if (schema.anyOf || schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf).filter((s: any) => s.type !== 'null');
    return options.length ? sample(options[0], key, byName, depth + 1, path) : null;
  }
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf), key, byName, depth + 1, path);
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null) ?? null;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  const names = (prefix: string) => Object.keys(byName).some((n) => n.startsWith(prefix));
  switch (type) {
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : SKIP;
      const out: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries<any>(schema.properties)) {
        const sub_path = path ? `${path}.${name}` : name;
        const wanted =
          (schema.required ?? []).includes(name) || byName[sub_path] || (name !== 'id' && byName[name]) || names(`${sub_path}[]`);
        if (!wanted) continue;
        const value = sample(sub, name, byName, depth + 1, sub_path);
        if (value === SKIP) return SKIP;
        out[name] = value;
      }
      return out;
    }
    case 'array': {
      const itemPath = `${path}[]`;
      const count = Math.max(schema.minItems ?? 0, names(itemPath) ? 1 : 0);
      const items = Array.from({ length: count }, () => sample(schema.items, undefined, byName, depth + 1, itemPath));
      return items.includes(SKIP) ? SKIP : items;
    }
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2025-01-01';
      if (schema.format === 'date-time') return '2025-01-01T00:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      const plain = 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
      if (!schema.pattern) return plain;
      // A pattern: the first of a few typical values it accepts (times, dates, file names, e-mail addresses).
      const pattern = new RegExp(schema.pattern, 'u');
      return (
        [plain, '08:00', '2025-01-01', 'x.xlsx', 'x.pdf', 'x.xml', 'someone@example.com'].find(
          (v) => pattern.test(v) && v.length >= (schema.minLength ?? 0),
        ) ?? SKIP
      );
    }
    case 'integer':
    case 'number': {
      if (typeof schema.minimum === 'number') return schema.minimum;
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      return 0;
    }
    case 'boolean':
      return false;
    default:
      return SKIP;
  }
}
