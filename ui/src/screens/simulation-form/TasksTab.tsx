import { useCallback, useEffect, useState } from 'react';
import { TOKENS, type CategoryPositions, type HourlyTasks } from '@licita/application';
import type { CenterRead, HourlyTaskForm, HourlyTaskRead, PositionRead, ServicePeriod } from '@licita/domain';
import { useService } from '../../app/container';
import { Button, IconButton } from '../../components/ui';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { ConfirmDialog } from '../../components/dialogs';
import { DataTable, formErrors, type Errors } from './fields';
import { frequencyText, TaskModal } from './TaskModal';

/** Tareas por horas: 'Añadir tarea', table Centro, Tarea, Horas y frecuencia, Puesto with edit / delete. */
export function TasksTab({ simulationId, centers, period, canEdit = true }: { simulationId: string; centers: CenterRead[]; period: ServicePeriod | null; canEdit?: boolean }) {
  const uc = useService<HourlyTasks>(TOKENS.HourlyTasks);
  const positionsUc = useService<CategoryPositions>(TOKENS.CategoryPositions);
  const [tasks, setTasks] = useState<HourlyTaskRead[]>([]);
  const [positions, setPositions] = useState<PositionRead[]>([]);
  const [editing, setEditing] = useState<{ task: HourlyTaskRead | null } | null>(null);
  const [deleting, setDeleting] = useState<HourlyTaskRead | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const reload = useCallback(() => uc.list(simulationId).subscribe({ next: setTasks, error: () => undefined }), [uc, simulationId]);
  useEffect(() => {
    const a = reload();
    const b = positionsUc.positions(simulationId).subscribe({ next: setPositions, error: () => undefined });
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [reload, positionsUc, simulationId]);
  const submit = (form: HourlyTaskForm) => {
    setSaving(true);
    setErrors({});
    uc.save(simulationId, editing?.task?.id ?? null, form, period).subscribe({
      next: () => {
        setSaving(false);
        setEditing(null);
        reload();
      },
      error: (err) => {
        setSaving(false);
        setErrors(formErrors(err));
      },
    });
  };
  return (
    <div className="space-y-4">
      {canEdit && (
        <Button onClick={() => setEditing({ task: null })}>
          <PlusIcon width={18} height={18} />
          Añadir tarea
        </Button>
      )}
      <DataTable label="Tareas por horas" head={['Centro', 'Tarea', 'Horas y frecuencia', 'Puesto', '']} empty={tasks.length === 0}>
        {tasks.map((t) => (
          <tr key={t.id}>
            <td className="px-3 py-2">{t.center.name}</td>
            <td className="px-3 py-2">{t.name}</td>
            <td className="px-3 py-2">{frequencyText(t)}</td>
            <td className="px-3 py-2">{t.position.name}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              {canEdit && (
                <>
                  <IconButton label={`Editar tarea ${t.name}`} onClick={() => setEditing({ task: t })}>
                    <PencilIcon width={16} height={16} />
                  </IconButton>
                  <IconButton label={`Eliminar tarea ${t.name}`} onClick={() => setDeleting(t)}>
                    <TrashIcon width={16} height={16} />
                  </IconButton>
                </>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <TaskModal
        open={editing !== null}
        task={editing?.task ?? null}
        centers={centers}
        positions={positions}
        period={period}
        saving={saving}
        serverErrors={errors}
        onSubmit={submit}
        onClose={() => {
          setEditing(null);
          setErrors({});
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar tarea"
        text="Vas a eliminar una tarea por horas, ¿estás seguro?"
        confirmLabel="Sí, eliminar"
        onConfirm={() => deleting && uc.remove(simulationId, deleting.id).subscribe({ next: () => (setDeleting(null), reload()), error: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
