/** Config host: the centers of a simulation (Datos Básicos), their work periods, and the centers spreadsheet. */
import type { ConfigHandlers } from '../http/context';
import { notFound } from '../http/errors';
import { checkedOrRejected, editableSimulation, simulationAccess } from './access';
import { centerPage, centerWithLocality, listCenters } from './center-repository';
import { listAnswer } from '../http/list-answer';
import { saveCenters } from './inputs-service';
import { holidaysOf } from './localities';
import { INPUT_MESSAGES, checkCenters, servicePeriod, holidayCalendar } from '@licita/domain';
import { importStatus, importUploadUrl, templateUrl } from './imports';

export const centerHandlers = {
  async listSimulationCenters({ params, query, user, deps, reply }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return listAnswer(reply, await centerPage(deps.db, params.id, query));
  },

  async saveSimulationCenters({ params, body, user, deps }) {
    const { simulation, workspaceId } = await editableSimulation(deps.db, user.id, params.id);
    const centers = checkedOrRejected(checkCenters(body.centers));
    await saveCenters(deps.db, simulation.id, workspaceId, centers, deps.now());
    return listCenters(deps.db, simulation.id);
  },

  async centerWorkPeriods({ query, user, deps }) {
    const center = await centerWithLocality(deps.db, query.center_id);
    if (!center) throw notFound(INPUT_MESSAGES.centerNotFound);
    const { simulation } = await simulationAccess(deps.db, user.id, center.simulation_id, 'read').catch(() => {
      throw notFound(INPUT_MESSAGES.centerNotFound);
    });
    const period = servicePeriod(simulation.service_date_init, simulation.service_duration);
    const holidays: { date: string; name: string }[] = [];
    if (period) {
      const years: number[] = [];
      for (let y = Number(period.date_init.slice(0, 4)); y <= Number(period.date_end.slice(0, 4)); y++) years.push(y);
      const cal = holidayCalendar(years, center.region, holidaysOf(center.local_holidays));
      for (const [date, name] of [...cal.holidays.entries()].sort(([a], [b]) => a.localeCompare(b)))
        if (date >= period.date_init && date <= period.date_end) holidays.push({ date, name });
    }
    return { center_id: center.id, date_init: period?.date_init ?? null, date_end: period?.date_end ?? null, holidays };
  },

  async centersExcelUploadUrl({ params, body, user, deps }) {
    const { simulation } = await editableSimulation(deps.db, user.id, params.id);
    return importUploadUrl(deps, simulation, 'centers', body.filename, body.mime_type);
  },

  async centersExcelStatus({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return importStatus(deps, { kind: 'simulation', id: params.id }, 'centers');
  },

  async centersExcelDownload({ params, user, deps }) {
    const { simulation, workspaceId } = await simulationAccess(deps.db, user.id, params.id, 'read');
    return templateUrl(deps, simulation, workspaceId, 'centers');
  },
} satisfies ConfigHandlers;
