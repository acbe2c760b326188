import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { CenterRead, ServicePeriod } from '@licita/domain';
import { CategoryPositionsTab } from './CategoryPositionsTab';
import { ShiftsTab } from './ShiftsTab';
import { TasksTab } from './TasksTab';
import { FORM_TEXTS } from './messages';

const TABS = ['Categorías-Puestos', 'Turnos fijos', FORM_TEXTS.hourlyTasks] as const;

/** Carga de Trabajo: three tabs (minimum height 350 px). */
export function WorkloadStep({
  simulationId,
  centers,
  period,
  canEdit = true,
  defaultTab = 0,
}: {
  /** Identificador de la simulación. */
  simulationId: string;
  /** Los centros de la simulación. */
  centers: CenterRead[];
  /** Periodo del servicio (inicio y duración); null si aún no se ha indicado. */
  period: ServicePeriod | null;
  /** Si el usuario puede modificar la carga de trabajo; si no, solo lectura. */
  canEdit?: boolean;
  /** Pestaña con la que se abre (0 = la primera). */
  defaultTab?: number;
}) {
  return (
    <TabGroup defaultIndex={defaultTab}>
      <TabList aria-label={FORM_TEXTS.workload} className="flex gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <Tab
            key={t}
            className="-mb-px rounded-t-lg border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[selected]:border-brand-600 data-[selected]:text-brand-700"
          >
            {t}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="min-h-[350px] pt-4">
        <TabPanel>
          <CategoryPositionsTab simulationId={simulationId} canEdit={canEdit} />
        </TabPanel>
        <TabPanel>
          <ShiftsTab simulationId={simulationId} centers={centers} period={period} canEdit={canEdit} />
        </TabPanel>
        <TabPanel>
          <TasksTab simulationId={simulationId} centers={centers} period={period} canEdit={canEdit} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
