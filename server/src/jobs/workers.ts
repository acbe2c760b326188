/**
 * Who holds a job: every working process has a worker id `host:pid:random`, written on the rows it claims
 * (`background_job`; a run's `simulation_run` names it too), so that a process starting on the same machine knows
 * which holders are gone and need not wait for their heartbeat to go stale; and the heartbeat a holder keeps.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Whether a process with that pid exists on this machine (EPERM: it exists, owned by someone else). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a worker id (`host:pid:random`, newWorkerId) names a process of this machine that is gone. */
function heldByDeadLocalProcess(workerId: string, host: string = hostname()): boolean {
  if (!workerId.startsWith(`${host}:`)) return false;
  const pid = Number(workerId.slice(host.length + 1).split(':')[0]);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid);
}

/** Of running jobs and their holders, the ids of those held by a process of this machine that is gone. */
export function heldByDeadLocalProcesses(
  running: readonly { id: string; worker_id: string | null }[],
  host: string = hostname(),
): string[] {
  return running.filter((j) => j.worker_id && heldByDeadLocalProcess(j.worker_id, host)).map((j) => j.id);
}

/**
 * A held job's heartbeat: `beat` every `ms`, one at a time. When it answers false the job was taken from this
 * worker (cancelled, reaped) and `onLost` is told. The function returned stops it, after the beat in flight.
 */
export function keepHeartbeat(
  ms: number,
  beat: () => Promise<boolean>,
  onLost: () => void,
  log?: (message: string, error?: unknown) => void,
): () => Promise<void> {
  let beating = Promise.resolve();
  const timer = setInterval(() => {
    beating = beating.then(async () => {
      try {
        if (!(await beat())) onLost();
      } catch (error) {
        log?.('heartbeat failed', error);
      }
    });
  }, ms);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await beating.catch(() => {});
  };
}
