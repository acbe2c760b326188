/**
 * Who owns a row of `subrogate` or `simulation_material_cost` (migration 0005): a simulation or a previous study.
 * The reads, checks and imports of those tables take an owner, so one piece of code serves both.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CallContext, OperationId, SharedHandler } from '../http/context';
import { touchOwnerRow, type OwnerKind } from './owner-repository';

export interface InputOwner {
  /** Absent: a simulation (the simulation rows of ./access.ts are owners as they are). */
  kind?: OwnerKind;
  id: string;
  service_date_init: string | null;
  service_duration: number | null;
}

/** `{ simulation_id: id }` or `{ previous_study_id: id }`, for inserts. */
export function ownerValues(owner: { kind?: OwnerKind; id: string }): { simulation_id: string } | { previous_study_id: string } {
  return owner.kind === 'previous_study' ? { previous_study_id: owner.id } : { simulation_id: owner.id };
}

/** Shown for a previous study's surrogate whose category is gone (the contract's category ids are uuids). */
export const NO_CATEGORY_ID = '00000000-0000-0000-0000-000000000000';

/** An owner the caller may reach, with its workspace. */
export interface OwnerAccess {
  owner: InputOwner;
  workspaceId: string;
}

/**
 * How handlers reach the owner named by the call's `id` path parameter: `read` (404 for another workspace's, 403
 * without the read permission) and `edit` (update permission and status Stopped, 409 otherwise).
 */
type Owner = 'Simulation' | 'PreviousStudy';
type OwnerOperation<Name extends string> = Extract<OperationId, Name>;

/**
 * The list, read, create, update and delete operations of an owner's rows, each serving the operationId of both
 * owner kinds: `OwnerRowOperations<'MaterialCosts', 'MaterialCost'>` serves listSimulationMaterialCosts and
 * listPreviousStudyMaterialCosts, getSimulationMaterialCost and getPreviousStudyMaterialCost, and so on.
 */
export interface OwnerRowOperations<Plural extends string, Singular extends string> {
  list: SharedHandler<OwnerOperation<`list${Owner}${Plural}`>>;
  get: SharedHandler<OwnerOperation<`get${Owner}${Singular}`>>;
  create: SharedHandler<OwnerOperation<`create${Owner}${Singular}`>>;
  update: SharedHandler<OwnerOperation<`update${Owner}${Singular}`>>;
  remove: SharedHandler<OwnerOperation<`delete${Owner}${Singular}`>>;
}

/** A call of an operation whose path names the owner by `id`. */
export type OwnerCall = CallContext & { params: { id: string } };

export interface OwnerGate<C = OwnerCall> {
  read(call: C): Promise<OwnerAccess>;
  edit(call: C): Promise<OwnerAccess>;
}

/**
 * The gate of an owner kind, from its access check (404 / 403), where the owner sits in that check's answer, and
 * its rule for changes (409 unless Stopped).
 */
export function ownerGate<A extends { workspaceId: string }>(
  access: (db: Kysely<Database>, userId: string, id: string, action: 'read' | 'update') => Promise<A>,
  ownerOf: (a: A) => InputOwner & { status: string },
  requireStopped: (owner: { status: string }) => void,
): OwnerGate {
  const reach = async (call: OwnerCall, action: 'read' | 'update') => {
    const a = await access(call.deps.db, call.user.id, call.params.id, action);
    const owner = ownerOf(a);
    if (action === 'update') requireStopped(owner);
    return { owner, workspaceId: a.workspaceId };
  };
  return { read: (call) => reach(call, 'read'), edit: (call) => reach(call, 'update') };
}

/** A change to the owner's rows: its `updated_at` moves. */
export async function touchOwner(call: CallContext, owner: { kind?: OwnerKind; id: string }): Promise<void> {
  await touchOwnerRow(call.deps.db, owner, call.deps.now());
}
