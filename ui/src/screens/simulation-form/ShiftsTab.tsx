import { useCallback, useEffect, useState } from 'react';
import { TOKENS, type CategoryPositions, type FixedShifts } from '@licita/application';
import { SHIFT_TYPE_LABELS, weekdaysLabel, type CenterRead, type FixedShiftForm, type FixedShiftRead, type PositionRead, type ServicePeriod } from '@licita/domain';
import { useService } from '../../app/container';
import { Button, IconButton } from '../../components/ui';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { ConfirmDialog } from '../../components/dialogs';
import { Tooltip } from '../agreements/parts';
import { DataTable, formErrors, type Errors } from './fields';
import { ShiftModal } from './ShiftModal';

/** Turnos fijos: explanatory text, 'Añadir turno', the table ('No existen datos para mostrar'), modal 'Crear turno'. */
export function ShiftsTab({ simulationId, centers, period, canEdit = true }: { simulationId: string; centers: CenterRead[]; period: ServicePeriod | null; canEdit?: boolean }) {
  const uc = useService<FixedShifts>(TOKENS.FixedShifts);
  const positionsUc = useService<CategoryPositions>(TOKENS.CategoryPositions);
  const [shifts, setShifts] = useState<FixedShiftRead[]>([]);
  const [positions, setPositions] = useState<PositionRead[]>([]);
  const [editing, setEditing] = useState<{ shift: FixedShiftRead | null } | null>(null);
  const [deleting, setDeleting] = useState<FixedShiftRead | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const reload = useCallback(() => uc.list(simulationId).subscribe({ next: setShifts, error: () => undefined }), [uc, simulationId]);
  useEffect(() => {
    const a = reload();
    const b = positionsUc.positions(simulationId).subscribe({ next: setPositions, error: () => undefined });
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [reload, positionsUc, simulationId]);
  const submit = (form: FixedShiftForm) => {
    setSaving(true);
    setErrors({});
    uc.save(simulationId, editing?.shift?.id ?? null, form, period).subscribe({
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
  const name = (list: { id: string; name: string }[], id: string) => list.find((x) => x.id === id)?.name ?? '';
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Los turnos fijos son horarios que se repiten cada semana en un centro y un puesto, con el número de personas que trabajan a la vez. Un turno partido tiene dos tramos; una hora de fin anterior a la de inicio es del día siguiente.
      </p>
      {canEdit && (
        <Button onClick={() => setEditing({ shift: null })}>
          <PlusIcon width={18} height={18} />
          Añadir turno
        </Button>
      )}
      <DataTable label="Turnos fijos" head={['Centro', 'Puesto', 'Trabajadores', 'Tipo', 'Horario', 'Días', '']} empty={shifts.length === 0}>
        {shifts.map((s) => {
          const days = weekdaysLabel(s.weekdays_working, s.work_in_holidays, s.weekday_work_in_holidays);
          return (
            <tr key={s.id}>
              <td className="px-3 py-2">{s.center?.name ?? name(centers, s.center_id)}</td>
              <td className="px-3 py-2">{s.position?.name ?? name(positions, s.position_id)}</td>
              <td className="px-3 py-2">{s.number_of_workers}</td>
              <td className="px-3 py-2">{SHIFT_TYPE_LABELS[s.shift_type]}</td>
              <td className="px-3 py-2">{s.shift_times.map((t) => `${t.time_init}-${t.time_end}`).join(' / ')}</td>
              <td className="px-3 py-2">
                <Tooltip text={days}>
                  <span>{days}</span>
                </Tooltip>
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {canEdit && (
                  <>
                    <IconButton label="Editar turno" onClick={() => setEditing({ shift: s })}>
                      <PencilIcon width={16} height={16} />
                    </IconButton>
                    <IconButton label="Eliminar turno" onClick={() => setDeleting(s)}>
                      <TrashIcon width={16} height={16} />
                    </IconButton>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <ShiftModal
        open={editing !== null}
        shift={editing?.shift ?? null}
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
        title="Eliminar turno"
        text="Vas a eliminar un turno fijo, ¿estás seguro?"
        confirmLabel="Sí, eliminar"
        onConfirm={() => deleting && uc.remove(simulationId, deleting.id).subscribe({ next: () => (setDeleting(null), reload()), error: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
