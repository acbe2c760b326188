import { TOKENS, type CategoryPositions, type HourlyTasks } from '@licita/application';
import type { CenterRead, HourlyTaskForm, HourlyTaskRead, PositionRead, ServicePeriod } from '@licita/domain';
import { useService } from '../../app/container';
import { useLoaded } from '../../app/subscriptions';
import { ListSection } from '../../components/ListSection';
import { useListSection } from '../../components/useListSection';
import { frequencyText, TaskModal } from './TaskModal';

const NO_POSITIONS: PositionRead[] = [];

/** Tareas por horas: 'Añadir tarea', table Centro, Tarea, Horas y frecuencia, Puesto with edit / delete. */
export function TasksTab({ simulationId, centers, period, canEdit = true }: { simulationId: string; centers: CenterRead[]; period: ServicePeriod | null; canEdit?: boolean }) {
  const uc = useService(TOKENS.HourlyTasks);
  const positionsUc = useService(TOKENS.CategoryPositions);
  const positions = useLoaded(() => positionsUc.positions(simulationId), NO_POSITIONS, [positionsUc, simulationId]);
  const section = useListSection<HourlyTaskRead, HourlyTaskForm>(
    {
      list: () => uc.list(simulationId),
      save: (id, form) => uc.save(simulationId, id, form, period),
      remove: (id) => uc.remove(simulationId, id),
    },
    [uc, simulationId],
  );
  return (
    <ListSection
      section={section}
      label="Tareas por horas"
      canEdit={canEdit}
      addLabel="Añadir tarea"
      onAdd={() => section.openNew()}
      onEdit={(t) => section.openEdit(t)}
      editLabel={(t) => `Editar tarea ${t.name}`}
      deleteLabel={(t) => `Eliminar tarea ${t.name}`}
      confirm={{ title: 'Eliminar tarea', text: 'Vas a eliminar una tarea por horas, ¿estás seguro?' }}
      columns={[
        { head: 'Centro', cell: (t) => t.center.name },
        { head: 'Tarea', cell: (t) => t.name },
        { head: 'Horas y frecuencia', cell: (t) => frequencyText(t) },
        { head: 'Puesto', cell: (t) => t.position.name },
      ]}
    >
      <TaskModal
        open={section.editing !== null}
        task={section.editing?.item ?? null}
        centers={centers}
        positions={positions}
        period={period}
        saving={section.saving}
        serverErrors={section.errors}
        onSubmit={(form) => section.submit(form)}
        onClose={section.close}
      />
    </ListSection>
  );
}
