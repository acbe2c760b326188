/**
 * Launching and cancelling a run: each one transaction, so two launches of one simulation, or a launch and the
 * workspace quota, never meet half-done. Changing a solved simulation's parameters or social security discount:
 * the stored roster re-costed with the engine's `recost`, under a row lock. The SQL is in ./repository.ts.
 */
import type { Transaction } from 'kysely';
import type { Deps } from '../http/context';
import type { Database } from '../db/schema';
import type { Schemas } from '../contract';
import { HttpError, MESSAGES, conflict } from '../http/errors';
import { LAUNCH_MESSAGES, type LaunchCode } from './checks';
import { pickBid, RUN_MESSAGES } from '@licita/domain';
import { saveBidChange } from '../simulations/bid';
import { appendEvents } from '../simulations/event-repository';
import {
  applyMaterialUpdates,
  contractResults,
  recostParameters,
  recostSocialSecurity,
  type MaterialUpdate,
  type StoredOutput,
} from './solution';
import { JOB_DEADLINES_MS } from '../jobs/deadlines';
import * as repo from './repository';
import { announceRunJobs, endRunJobs, queueRunJob } from './run-jobs';
import { storageOf } from '../files/storage';
import { afterCommit, removeSupersededDocuments } from '../files/owned';

/** After a launch or a re-cost commits: the documents of other solution versions, and stale Formularios, go. */
async function removeSuperseded(deps: Deps, simulationId: string, launched: boolean): Promise<void> {
  await afterCommit('superseding a solution', async () => {
    const kept = await repo.documentVersions(deps.db, simulationId);
    if (!kept) return;
    await removeSupersededDocuments(storageOf(deps), simulationId, {
      version: launched ? null : kept.solutionVersion,
      formularioKey: kept.formularioKey,
    });
  });
}

export const refuse = (code: LaunchCode, message = LAUNCH_MESSAGES[code]) =>
  new HttpError(460, message, undefined, { error_code: code });

export const notStopped = (status: string) => conflict(RUN_MESSAGES.notStopped(status));

/**
 * Sets the simulation Running, spends one launch of the quota and opens the run with its job; its id. `refusal` (a finding
 * the quota is checked before, codes 8 and 9) refuses after the quota check, and the transaction gives it back.
 */
export async function startRun(
  deps: Deps,
  simulationId: string,
  workspaceId: string,
  refusal: { code: LaunchCode; message: string } | null,
): Promise<string> {
  const now = deps.now();
  const runId = await deps.db.transaction().execute(async (trx) => {
    // the simulation row first: two launches of the same simulation meet here and the second finds it Running
    if (!(await repo.markRunning(trx, simulationId, now))) {
      throw notStopped((await repo.simulationStatus(trx, simulationId)) ?? 'Running');
    }
    // the quota: one conditional update, so concurrent launches never spend more than there is
    if (!(await repo.spendQuota(trx, workspaceId))) throw refuse(7);
    if (refusal !== null) throw refuse(refusal.code, refusal.message); // 8, 9: the transaction gives the quota back
    const runId = await repo.openRun(trx, simulationId, workspaceId);
    // the run and its job exist together: no launch is ever left without one to compute it
    await queueRunJob(deps, trx, runId);
    await appendEvents(trx, simulationId, runId, [
      {
        created: now,
        title: 'Simulación lanzada',
        description: 'La simulación está en cola; empezará en cuanto haya un proceso libre',
        type_info: 'Info',
        group: 'data',
      },
    ]);
    return runId;
  });
  announceRunJobs(deps);
  // the previous launch's documents: the new run numbers its versions from 1 again
  await removeSuperseded(deps, simulationId, true);
  return runId;
}

/** Stops a Running simulation and cancels its runs; their ids, or null when it was not Running. */
export async function cancelRuns(deps: Deps, simulationId: string): Promise<string[] | null> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.markStopped(trx, simulationId, now))) return null;
    const runs = await repo.cancelActiveRuns(trx, simulationId, now);
    await endRunJobs(deps, runs, trx);
    await appendEvents(trx, simulationId, runs[0] ?? null, [
      {
        created: now,
        title: RUN_MESSAGES.cancelled,
        description: RUN_MESSAGES.stoppedByUser,
        type_info: 'Info',
        group: 'data',
      },
    ]);
    return runs;
  });
}

type TaskStatus = Schemas['TaskStatus'];

/** A PENDING change older than this was lost (the deadline table). */
const PENDING_TIMEOUT_MS = JOB_DEADLINES_MS.recost;
const INTERRUPTED = 'El servidor se detuvo mientras recalculaba la simulación; vuelve a guardar los parámetros';

export function taskStatus(status: TaskStatus['status'], message: string | null, updatedAt: Date | null, now: Date): TaskStatus {
  if (status === 'PENDING' && updatedAt && now.getTime() - new Date(updatedAt).getTime() > PENDING_TIMEOUT_MS)
    return {
      status: 'ERROR',
      info_message: INTERRUPTED,
    };
  return { status, info_message: message };
}

/** Resolves when this app works no background job, re-costs included (tests). */
export function recostIdle(deps: Deps): Promise<void> {
  return deps.jobs.idle();
}

/** What a change writes beside the solution, in the re-cost's transaction (the simulation's bid inputs). */
type Alongside = (trx: Transaction<Database>) => Promise<void>;

/**
 * A re-cost as the durable job keeps it (plain data, so that another process can do it): the parameters sent
 * (absenteeism, benefit, the bid's and score's fields; the cost updates by id), or the discount marks.
 */
export type RecostChange =
  | {
      kind: 'params';
      parameters: Schemas['SolutionParametersUpdate'];
      material_costs: MaterialUpdate[];
    }
  | { kind: 'ss'; marks: [string, boolean][] };

interface RecostJob {
  simulationId: string;
  change: RecostChange;
}

/** The stored output with the change applied. */
function applyChange(out: StoredOutput, change: RecostChange): StoredOutput {
  if (change.kind === 'ss') return recostSocialSecurity(out, new Map(change.marks));
  return recostParameters(out, {
    absenteeism_rate: change.parameters.absenteeism_rate,
    social_security_mode: change.parameters.social_security_mode,
    at_ep_percent: change.parameters.at_ep_percent,
    ...pickBid(change.parameters),
    // every stored cost stays; those sent change amount, units and months
    material_costs: applyMaterialUpdates(out.parameters.material_costs, change.material_costs),
  });
}

/** What a change writes beside the solution, in the re-cost's transaction: the simulation's bid inputs. */
function alongsideOf(simulationId: string, change: RecostChange): Alongside | undefined {
  if (change.kind !== 'params') return undefined;
  // kept with the simulation too, so that a later launch prices the bid the same way
  return (trx) => saveBidChange(trx, 'simulation', simulationId, pickBid(change.parameters));
}

/**
 * Marks the change PENDING (refused when one is already pending) and queues the re-cost as a durable job: the
 * solution row is locked while it is rewritten, so a parameter change and a discount never overwrite each other.
 */
export async function startChange(deps: Deps, simulationId: string, change: RecostChange): Promise<TaskStatus> {
  const now = deps.now();
  const columns = repo.changeColumns(change.kind);
  if (!(await repo.markChangePending(deps.db, simulationId, columns, now, new Date(now.getTime() - PENDING_TIMEOUT_MS)))) {
    throw conflict(MESSAGES.pendingChange);
  }
  const job = await deps.jobs.enqueue<RecostJob>('recost', simulationId, { simulationId, change });
  // A re-costing is arithmetic over the stored roster: most end within the request, and then the answer is final
  // (no poll needed). A slower one goes on after the answer, which then says PENDING (the settings' inlineRecostMs).
  const waitMs = deps.settings.inlineRecostMs;
  if (!(waitMs > 0)) {
    deps.jobs.forget(job.id);
    return { status: 'PENDING', info_message: null }; // 0: always behind the answer
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const ended = (await Promise.race([job.outcome, late])) as TaskStatus | null | undefined;
  clearTimeout(timer);
  if (!ended) deps.jobs.forget(job.id);
  return ended ?? { status: 'PENDING', info_message: null };
}

/** The re-cost's job: its outcome written, or ERROR with the reason; ERROR 'El servidor se detuvo…' when its last process died. */
export function registerRecostJobs(deps: Deps): void {
  deps.jobs.handle<RecostJob>('recost', {
    async run(job): Promise<TaskStatus | undefined> {
      const { simulationId, change } = job.payload;
      const columns = repo.changeColumns(change.kind);
      try {
        const done = await recostInTransaction(
          deps,
          simulationId,
          (out) => applyChange(out, change),
          columns,
          job.complete,
          alongsideOf(simulationId, change),
        );
        return done ? { status: 'FINISHED', info_message: null } : undefined;
      } catch (error) {
        const info_message = `Error al recalcular: ${error instanceof Error ? error.message : String(error)}`;
        await repo.markChangeEnded(deps.db, simulationId, columns, 'ERROR', info_message).catch(() => {});
        return { status: 'ERROR', info_message };
      }
    },
    async giveUp({ payload }) {
      await repo.markChangeEnded(deps.db, payload.simulationId, repo.changeColumns(payload.change.kind), 'ERROR', INTERRUPTED);
    },
  });
}

/**
 * Rewrites the stored output and the simulation's results in one transaction, the solution row locked, the job
 * ended in the same transaction (`complete`); false when the job was no longer this process's (nothing written).
 */
async function recostInTransaction(
  deps: Deps,
  simulationId: string,
  change: (out: StoredOutput) => StoredOutput,
  columns: repo.ChangeColumns,
  complete: (trx: Transaction<Database>) => Promise<boolean>,
  alongside: Alongside | undefined,
): Promise<boolean> {
  const now = deps.now();
  const done = await deps.db.transaction().execute(async (trx) => {
    const out = await repo.lockedSolutionOutput<StoredOutput>(trx, simulationId);
    if (!(await complete(trx))) return false;
    const next = change(out);
    await repo.writeSolutionOutput(trx, simulationId, next, columns, now);
    await repo.writeResults(trx, simulationId, contractResults(next), now);
    if (alongside) await alongside(trx);
    return true;
  });
  if (done) await removeSuperseded(deps, simulationId, false);
  return done;
}
