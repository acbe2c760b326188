/**
 * Access to one simulation: the caller must belong to the workspace of its tender (404 otherwise, as for any
 * object of another workspace) and hold the simulation permission asked for (403). Changes need it Stopped (409).
 */
import type { Kysely } from 'kysely';
import { isLeft, type Either } from 'fp-ts/lib/Either.js';
import type { Database } from '../db/schema';
import { projectAccess, requirePermission, type WorkspaceAccess } from '../access';
import type { Action } from '../defaults';
import { badRequest, conflict, notFound } from '../http/errors';
import type { FieldError } from '@licita/domain';
import { ownerGate } from './owner';
import { findSimulationRow, type SimulationRow } from './repository';

export const SIMULATION_NOT_FOUND = 'La simulación no existe';

export interface SimulationAccess {
  simulation: SimulationRow;
  access: WorkspaceAccess;
  workspaceId: string;
}

export async function simulationAccess(
  db: Kysely<Database>,
  userId: string,
  simulationId: string,
  action: Action,
): Promise<SimulationAccess> {
  const simulation = await findSimulationRow(db, simulationId);
  if (!simulation) throw notFound(SIMULATION_NOT_FOUND);
  const { access } = await projectAccess(db, userId, simulation.project_id).catch(() => {
    throw notFound(SIMULATION_NOT_FOUND);
  });
  requirePermission(access, 'simulation', action);
  return { simulation, access, workspaceId: access.workspaceId };
}

/** A change to a simulation's inputs: update permission and status Stopped. */
export async function editableSimulation(db: Kysely<Database>, userId: string, simulationId: string): Promise<SimulationAccess> {
  const a = await simulationAccess(db, userId, simulationId, 'update');
  requireStopped(a.simulation);
  return a;
}

export function requireStopped(simulation: { status: string }): void {
  if (simulation.status !== 'Stopped')
    throw conflict(`Solo se puede modificar una simulación detenida; esta simulación está en estado ${simulation.status}`);
}

/** 400 naming the first failing field with the domain rule's Spanish message. */
export function rejectFieldErrors(errors: readonly FieldError[]): void {
  if (errors.length) throw badRequest(errors[0].message, errors[0].field);
}

/** The checked value of a domain check, or 400 naming the first field it refused. */
export function checkedOrRejected<T>(result: Either<readonly FieldError[], T>): T {
  if (!isLeft(result)) return result.right;
  const [first] = result.left;
  if (!first) throw new Error('A refused check names no field');
  throw badRequest(first.message, first.field);
}

/** A simulation as the owner of surrogates and other costs (./owner.ts), named by the call's `id`. */
export const simulationGate = ownerGate(simulationAccess, (a) => a.simulation, requireStopped);
