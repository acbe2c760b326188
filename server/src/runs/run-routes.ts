/**
 * Config host: launching and following a run — validate, launch (460 refusals, the workspace quota
 * spent atomically), cancel, the simulation with its solution link, its full results, its explanations and its
 * events a page at a time, its bounds, and the solution workbook link.
 * `getSimulation`, `updateSimulation` and `deleteSimulation` of ../simulations/simulation-routes.ts are wrapped by
 * `simulationRunWrappers` (declared where the host's handlers are composed): the first two answer with
 * `result_url` and `data_url`, the last cancels a running job before deleting.
 */
import { requirePermission, workspaceAccess } from '../access';
import type { CallContext, ConfigHandlers, Handler } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { SIMULATION_NOT_FOUND, simulationAccess } from '../simulations/access';
import { loadSimulationRow, storedResultsPart } from '../simulations/repository';
import { simulationAnswer, storedResults } from '../simulations/service';
import { launchFindings } from './checks';
import { eventsPage } from '../simulations/event-repository';
import { listAnswer } from '../http/list-answer';
import { activeRunIds, loadPolledSimulation, solutionInputsVersion } from './repository';
import { cancelRuns, notStopped, refuse, startRun } from './service';
import { abortLocalRuns, endRunJobs } from './run-jobs';
import { currentSolutionWorkbookLink, solutionWorkbookLink } from './workbook-file';
import { simulationJustificationLink } from './justification-file';
import { currentFormularioLink } from '../simulations/formulario-export';
import { buildInputDocument } from '../simulations/input-document';
import { decodeTender, EXPLANATIONS_PAGE_SIZE, explanationsPage, missingHolidayWarnings, RUN_MESSAGES } from '@licita/domain';
import { isLeft } from 'fp-ts/lib/Either.js';

/**
 * The simulation as getSimulation answers it: the summary of its results (the result cards' figures) and the
 * solution and Formulario links when their files are already built. The full results and the events have reads of
 * their own (`getSimulationResults`, `listSimulationEvents`).
 */
export async function fullSimulation(call: CallContext, id: string, read?: PolledSimulation) {
  // one read of the row serves the answer, both stored links and the Formulario's stamp (this is the page's poll)
  const row = read ?? (await loadSimulationRow(call.deps.db, id));
  const base = simulationAnswer(row);
  let result_url: string | null = null;
  const stored = read
    ? read.solution_version === null
      ? null
      : { version: read.solution_version, workbook_key: read.solution_workbook_key }
    : undefined;
  // the solution workbook's link only when it is already built: a read never builds it (GET …/solution_url does)
  if (base.status === 'Solved') result_url = await currentSolutionWorkbookLink(call.deps, id, stored);
  // the Formulario's link only when it is already built: a read never builds it (its own request does)
  const data_url = await currentFormularioLink(call.deps, id, row);
  // inputs edited after the solution (an agreement's salary, say): the documents still print what the run used
  const solvedWith =
    base.status === 'Solved' ? (read ? read.solution_inputs_version : await solutionInputsVersion(call.deps.db, id)) : null;
  const changed = solvedWith === null ? {} : { inputs_changed_since_solution: String(solvedWith) !== String(row.inputs_version) };
  return { ...base, result_url, data_url, ...changed };
}

export const launchHandlers = {
  async validateSimulation({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const errors = await launchFindings(deps.db, params.id);
    if (!errors.some((e) => e.error_code !== null)) {
      // what the engine would refuse in the document (the run would end in Error): warnings, to fix or ignore
      const decoded = decodeTender(await buildInputDocument(deps.db, params.id));
      if (isLeft(decoded))
        for (const message of decoded.left.slice(0, 20))
          errors.push({ error_code: null, section: 'basic_data', message: `Dato no válido para el cálculo: ${message}` });
      // a service that works on holidays costs them from the calendar: missing local holidays make it short
      else
        for (const message of missingHolidayWarnings(decoded.right))
          errors.push({ error_code: null, section: 'centers', message });
    }
    return { errors };
  },

  async launchSimulation({ params, user, deps }) {
    const { simulation, workspaceId } = await simulationAccess(deps.db, user.id, params.id, 'update');
    if (simulation.status !== 'Stopped') throw notStopped(simulation.status);
    const codes = (await launchFindings(deps.db, simulation.id)).filter((f) => f.error_code !== null);
    const first = codes[0]?.error_code ?? null;
    if (first !== null && first < 7) throw refuse(first, codes[0].message);
    await startRun(deps, simulation.id, workspaceId, first === null ? null : { code: first, message: codes[0].message });
    return { id: simulation.id, status: 'Running' };
  },

  async cancelSimulation({ params, user, deps }) {
    const { simulation } = await simulationAccess(deps.db, user.id, params.id, 'update');
    const cancelled = await cancelRuns(deps, simulation.id);
    if (!cancelled) throw conflict(RUN_MESSAGES.notRunning);
    // this process may be the one computing it; other processes notice at their next heartbeat
    abortLocalRuns(deps, cancelled);
    return { id: simulation.id, status: 'Stopped' };
  },

  async simulationJustificationUrl(call) {
    await simulationAccess(call.deps.db, call.user.id, call.params.id, 'read');
    const link = await simulationJustificationLink(call.deps, call.params.id);
    if (!link) throw notFound(RUN_MESSAGES.noSolution);
    return link;
  },

  /** The whole results, with the parts sized by the tender that getSimulation leaves out. */
  async getSimulationResults({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const results = storedResults(await loadSimulationRow(deps.db, params.id));
    if (!results) throw notFound(RUN_MESSAGES.noSolution);
    return results;
  },

  /** 'Por qué esta plantilla' a page at a time, searched: only the explanations of the stored results are read. */
  async getSimulationExplanations({ params, query, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const explanations = await storedResultsPart(deps.db, params.id, 'explanations');
    if (explanations === null) throw notFound(RUN_MESSAGES.noSolution);
    const q = query ?? {};
    return explanationsPage(explanations ?? [], {
      offset: q.offset ?? 0,
      limit: q.limit ?? EXPLANATIONS_PAGE_SIZE,
      search: q.search ?? '',
    });
  },

  /** The bounds per center group and position alone (the quality card's table, read when it is opened). */
  async getSimulationBounds({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const bounds = await storedResultsPart(deps.db, params.id, 'bounds');
    if (bounds === null) throw notFound(RUN_MESSAGES.noSolution);
    return bounds ?? [];
  },

  /** Progreso a page at a time, newest first; the total found as `X-Total-Count`, its header's counts as `X-Error-Count` and `X-Warning-Count`. */
  async listSimulationEvents({ params, query, user, deps, reply }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    const page = await eventsPage(deps.db, params.id, query ?? {});
    return listAnswer(reply, page, { 'x-error-count': page.errors, 'x-warning-count': page.warnings });
  },

  async simulationSolutionUrl(call) {
    await simulationAccess(call.deps.db, call.user.id, call.params.id, 'read');
    const link = await solutionWorkbookLink(call.deps, call.params.id);
    if (!link) throw notFound(RUN_MESSAGES.noSolution);
    return link;
  },
} satisfies ConfigHandlers;

/** The simulation's own handlers (../simulations/simulation-routes.ts) as a run sees them; `wrap`ped in ../hosts/config-host.ts. */
export const simulationRunWrappers = {
  /** Replaces the base: the page polls this every 2 s while a run goes, and one read of the row serves it all. */
  getSimulation: (): Handler<'getSimulation'> => async (call) => {
    const row = await loadPolledSimulation(call.deps.db, call.params.id);
    if (!row) throw notFound(SIMULATION_NOT_FOUND);
    const access = await workspaceAccess(call.deps.db, call.user.id, row.workspace_id).catch(() => {
      throw notFound(SIMULATION_NOT_FOUND);
    });
    requirePermission(access, 'simulation', 'read');
    return fullSimulation(call, call.params.id, row);
  },

  /** The base saves; the answer is the simulation with its links. */
  updateSimulation:
    (base: Handler<'updateSimulation'>): Handler<'updateSimulation'> =>
    async (call) => {
      await base(call);
      return fullSimulation(call, call.params.id);
    },

  /** The base deletes; the runs' jobs end (this process's run aborted at once, another's at its next heartbeat). */
  deleteSimulation:
    (base: Handler<'deleteSimulation'>): Handler<'deleteSimulation'> =>
    async (call) => {
      const runs = await activeRunIds(call.deps.db, call.params.id);
      const answer = await base(call);
      await endRunJobs(call.deps, runs);
      abortLocalRuns(call.deps, runs);
      return answer;
    },
};

type PolledSimulation = NonNullable<Awaited<ReturnType<typeof loadPolledSimulation>>>;
