import { TOKENS } from '@licita/application';
import { SHIFT_TYPE_LABELS, weekdaysLabel, type FixedShiftForm, type FixedShiftRead } from '@licita/domain';
import { useService } from '../../app/container';
import { ListSection } from '../../components/ListSection';
import { PagedListBar } from '../../components/PagedListBar';
import { usePositionedRows, type PositionedTabProps } from './usePositionedRows';
import { Tooltip } from '../agreements/parts';
import { ShiftModal } from './ShiftModal';

const name = (list: { id: string; name: string }[], id: string) => list.find((x) => x.id === id)?.name ?? '';

/** Turnos fijos: explanatory text, 'Añadir turno', the table ('No existen datos para mostrar'), modal 'Crear turno'. */
export function ShiftsTab({ canEdit = true, ...tab }: PositionedTabProps) {
  const { centers } = tab;
  const { positions, page, read, section, editedRow, modal } = usePositionedRows<FixedShiftRead, FixedShiftForm>(
    useService(TOKENS.FixedShifts),
    tab,
  );
  return (
    <ListSection
      section={section}
      label="Turnos fijos"
      intro={
        <>
          <p className="text-sm text-slate-600">
            Los turnos fijos son horarios que se repiten cada semana en un centro y un puesto, con el número de personas que
            trabajan a la vez. Un turno partido tiene dos tramos; una hora de fin anterior a la de inicio es del día siguiente.
          </p>
          <PagedListBar label="Turnos fijos" noun="turnos" one="turno" searchLabel="Buscar turno" page={page} read={read} />
        </>
      }
      canEdit={canEdit}
      addLabel="Añadir turno"
      onAdd={() => section.openNew()}
      onEdit={(s) => section.openEdit(s)}
      editLabel={() => 'Editar turno'}
      deleteLabel={() => 'Eliminar turno'}
      confirm={{ title: 'Eliminar turno', text: 'Vas a eliminar un turno fijo, ¿estás seguro?' }}
      columns={[
        { head: 'Centro', cell: (s) => s.center?.name ?? name(centers, s.center_id) },
        { head: 'Puesto', cell: (s) => s.position?.name ?? name(positions, s.position_id) },
        { head: 'Trabajadores', cell: (s) => s.number_of_workers },
        { head: 'Tipo', cell: (s) => SHIFT_TYPE_LABELS[s.shift_type] },
        { head: 'Horario', cell: (s) => s.shift_times.map((t) => `${t.time_init}-${t.time_end}`).join(' / ') },
        {
          head: 'Días',
          cell: (s) => {
            const days = weekdaysLabel(s.weekdays_working, s.work_in_holidays, s.weekday_work_in_holidays);
            return (
              <Tooltip text={days}>
                <span>{days}</span>
              </Tooltip>
            );
          },
        },
      ]}
    >
      <ShiftModal shift={editedRow} {...modal} />
    </ListSection>
  );
}
