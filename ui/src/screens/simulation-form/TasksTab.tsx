import { TOKENS } from '@licita/application';
import type { HourlyTaskForm, HourlyTaskRead } from '@licita/domain';
import { useService } from '../../app/container';
import { ListSection } from '../../components/ListSection';
import { PagedListBar } from '../../components/PagedListBar';
import { usePositionedRows, type PositionedTabProps } from './usePositionedRows';
import { frequencyText, TaskModal } from './TaskModal';
import { FORM_TEXTS } from './messages';

/** Tareas por horas: 'Añadir tarea', table Centro, Tarea, Horas y frecuencia, Puesto with edit / delete. */
export function TasksTab({ canEdit = true, ...tab }: PositionedTabProps) {
  const { page, read, section, editedRow, modal } = usePositionedRows<HourlyTaskRead, HourlyTaskForm>(
    useService(TOKENS.HourlyTasks),
    tab,
  );
  return (
    <ListSection
      section={section}
      label={FORM_TEXTS.hourlyTasks}
      intro={
        <PagedListBar
          label={FORM_TEXTS.hourlyTasks}
          noun="tareas"
          one="tarea"
          searchLabel="Buscar tarea"
          page={page}
          read={read}
        />
      }
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
      <TaskModal task={editedRow} {...modal} />
    </ListSection>
  );
}
