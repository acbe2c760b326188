/**
 * The scheduled fetch of the Plataforma's monthly award archives (PLACSP_FETCH=true, docs/market.md): a durable job
 * kind (`market-fetch`, ../jobs/durable-jobs.ts) so that one process only does it, whichever server queues it. Each
 * server with PLACSP_FETCH looks at start-up and every hour whether today's fetch is done (`market_fetch`); if not,
 * it queues the day's job under an id made from the date, so the processes that look at once queue one job. A
 * fetch that fails is logged, and the next hour's look queues it again; a process that dies holding it hands it
 * to another by the queue's retry policy.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context';
import { insertJobOnce } from '../jobs/job-repository';
import { fetchArchives, fetchedToday } from './fetch-archives';

const KIND = 'market-fetch';
const LOOK_EVERY_MS = 60 * 60_000;

/** The day's job id: a UUID drawn from the date, the same in every process. */
function dayJobId(now: Date): string {
  const h = createHash('sha256')
    .update(`${KIND}:${now.toISOString().slice(0, 10)}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Queues today's fetch unless it is done or queued; whether a job was queued. */
export async function scheduleMarketFetch(deps: Deps): Promise<boolean> {
  if (!deps.settings.placspFetch) return false;
  const now = deps.now();
  if (await fetchedToday(deps.db, now)) return false;
  const queued = await insertJobOnce(deps.db, { id: dayJobId(now), kind: KIND, subjectId: KIND, payload: {} });
  if (queued) deps.jobs.announce(KIND);
  return queued;
}

/** The job's handler, and with PLACSP_FETCH its schedule: at start-up and every hour, until the server closes. */
export function registerMarketFetch(app: FastifyInstance, deps: Deps): void {
  deps.jobs.handle(KIND, {
    run: async () => {
      if (!deps.settings.placspFetch) return [];
      return fetchArchives(deps.db, {
        urlTemplate: deps.settings.placspAwardsUrl,
        months: deps.settings.placspAwardsMonths,
        now: deps.now(),
        transport: deps.placspTransport,
        log: (message) => deps.jobs.log(message),
      });
    },
    giveUp: async (job) =>
      deps.jobs.log(`market-fetch ${job.id}: given up after its process died; the next hour queues it again`),
  });
  if (!deps.settings.placspFetch) return;
  const look = () => scheduleMarketFetch(deps).catch((error) => deps.jobs.log('market-fetch: could not be queued', error));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void look();
    timer = setInterval(() => void look(), LOOK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
