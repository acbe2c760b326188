/**
 * What the fixed-shift and hourly-task modals share: their props, their form state with its checks, the frame with the
 * center and position selects, a new row's placement and the working days.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  autoSelect,
  WEEKDAY_NAMES,
  type CenterRead,
  type FieldError,
  type PositionRead,
  type ServicePeriod,
} from '@licita/domain';
import { SelectField } from '../agreements/parts';
import { WideModal } from '../../components/WideModal';
import { byField, type Errors, type WeekdayValue } from './fields';
import { FORM_TEXTS } from './messages';
import { DialogActions } from '../../components/dialogParts';

/** The props of a modal that edits a row placed at a center and a position (the row itself is named by each modal). */
export interface PositionedModalProps<Form> {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Los centros de la simulación que se pueden elegir. */
  centers: CenterRead[];
  /** Los puestos de la simulación que se pueden elegir. */
  positions: PositionRead[];
  /** Periodo del servicio (inicio y duración), para las fechas; null si aún no se ha indicado. */
  period: ServicePeriod | null;
  /** Guardando: los botones muestran que está ocupado. */
  saving?: boolean;
  /** Errores que devuelve el servidor por nombre de campo, en español. */
  serverErrors?: Errors;
  /** Se llama con los valores del formulario al guardar. */
  onSubmit(form: Form): void;
  /** Se llama al cancelar o cerrar el diálogo. */
  onClose(): void;
}

/**
 * The modal's state, started again from `row` each time it opens; the rule's messages show once the user has tried to
 * save (the server's always), and a save goes out only when the rule finds nothing.
 */
export function usePositionedForm<Row, State extends PositionedState, Form>(
  {
    open,
    row,
    centers,
    positions,
    period,
    serverErrors = {},
    onSubmit,
  }: Omit<PositionedModalProps<Form>, 'onClose'> & { row: Row | null },
  rules: {
    initial(row: Row | null, centers: CenterRead[], positions: PositionRead[]): State;
    formOf(state: State): Form;
    validate(form: Form, period: ServicePeriod | null): readonly FieldError[];
    /** Extra state of the modal to start again on opening. */
    onOpen?(): void;
  },
) {
  const [state, setState] = useState<State>(() => rules.initial(row, centers, positions));
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setState(rules.initial(row, centers, positions));
      setTried(false);
      rules.onOpen?.();
    }
    // the rules are module functions; only a new opening starts the state again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, row]);
  useEffect(() => {
    // choices read after the modal opened (the positions) fill only what the user has not chosen yet: a center picked
    // before they arrive stays
    if (!open || row) return;
    const auto = newPlacement(centers, positions);
    setState((s) => ({ ...s, center_id: s.center_id || auto.center_id, position_id: s.position_id || auto.position_id }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centers, positions]);
  const form = rules.formOf(state);
  const errors: Errors = { ...(tried ? byField(rules.validate(form, period)) : {}), ...serverErrors };
  // from the state as React holds it: two changes made before a render (a center, then a position) both stay
  const set = (p: Partial<State>) => setState((s) => ({ ...s, ...p }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (rules.validate(form, period).length) return;
    onSubmit(form);
  };
  return { state, set, form, errors, submit };
}

/** 'Centro' and 'Puesto', each with its 'Selecciona…' choice. */
export function CenterPositionSelects({
  centers,
  positions,
  value,
  errors,
  onChange,
}: {
  centers: CenterRead[];
  positions: PositionRead[];
  value: { center_id: string; position_id: string };
  errors: Errors;
  onChange(p: { center_id: string } | { position_id: string }): void;
}) {
  return (
    <>
      <SelectField
        label="Centro"
        value={value.center_id}
        error={errors.center_id}
        options={[['', FORM_TEXTS.selectCenter], ...centers.map((c) => [c.id, c.name] as const)]}
        onChange={(e) => onChange({ center_id: e.target.value })}
      />
      <SelectField
        label="Puesto"
        value={value.position_id}
        error={errors.position_id}
        options={[['', 'Selecciona un puesto'], ...positions.map((p) => [p.id, p.name] as const)]}
        onChange={(e) => onChange({ position_id: e.target.value })}
      />
      {positions.length === 0 && (
        <p role="status" className="text-sm text-amber-800 sm:col-span-2">
          No hay puestos guardados: añádelos en la pestaña Categorías-Puestos de Carga de Trabajo y pulsa Guardar.
        </p>
      )}
    </>
  );
}

/** The state every positioned modal holds: the row's center and position, its working days and holiday choices. */
export interface PositionedState extends WeekdayValue {
  center_id: string;
  position_id: string;
}

/** A new row's center and position: the only one there is is chosen, else none. */
export function newPlacement(centers: CenterRead[], positions: PositionRead[]): { center_id: string; position_id: string } {
  return { center_id: autoSelect(null, centers) ?? '', position_id: autoSelect(null, positions) ?? '' };
}

/** The working days of a row (in the week's order) and its two holiday choices, as the days picker holds them. */
export function workingDaysOf(weekdays: readonly string[], holidays: Omit<WeekdayValue, 'weekdays'>): WeekdayValue {
  return {
    weekdays: WEEKDAY_NAMES.filter((d) => weekdays.includes(d)),
    work_in_holidays: holidays.work_in_holidays,
    weekday_work_in_holidays: holidays.weekday_work_in_holidays,
  };
}

/**
 * The modal and its form: the title, 'Centro' and 'Puesto' ahead of `fields` in the first grid, the rest of the form,
 * and 'Cancelar' with the confirm button; it does not close while saving.
 */
export function PositionedModalFrame({
  modal: { open, centers, positions, saving = false, onClose },
  title,
  size = 'lg',
  confirmLabel,
  form: { state, set, errors, submit },
  fields,
  children,
}: {
  modal: Pick<PositionedModalProps<unknown>, 'open' | 'centers' | 'positions' | 'saving' | 'onClose'>;
  title: string;
  size?: 'lg' | 'xl';
  confirmLabel: string;
  form: {
    state: { center_id: string; position_id: string };
    set(p: { center_id: string } | { position_id: string }): void;
    errors: Errors;
    submit(e: FormEvent): void;
  };
  fields: ReactNode;
  children: ReactNode;
}) {
  return (
    <WideModal open={open} onClose={() => !saving && onClose()} title={title} size={size}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <CenterPositionSelects centers={centers} positions={positions} value={state} errors={errors} onChange={set} />
          {fields}
        </div>
        {children}
        <DialogActions onCancel={onClose} cancelDisabled={saving} busy={saving} confirmLabel={confirmLabel} />
      </form>
    </WideModal>
  );
}
