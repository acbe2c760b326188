/** One row of the centers table: its inputs, their messages and the state it edits. */
import { memo, type InputHTMLAttributes, type ReactNode } from 'react';
import type { SimulationFormContext } from '@licita/application';
import { TEXT_MAX_LENGTH, numberInputText, type CenterForm, type LocalityRead } from '@licita/domain';
import { IconButton } from '../../components/ui';
import { PencilIcon, TrashIcon } from '../../components/icons';
import { NumberField } from '../../components/NumberField';
import { SearchSelect } from '../../components/SearchSelect';
import { rowKey } from './fields';
import { AgreementOptions } from './AgreementPicker';

/** A center as the table edits it; `key` names the row across edits. */
export type CenterRowState = CenterForm & { key: string };

const cellClass =
  'block w-full rounded-md border-0 px-2 py-1 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:ring-red-500';

export const toRows = (ctx: SimulationFormContext): CenterRowState[] =>
  ctx.centers.map((c) => ({
    key: rowKey(),
    center_id: c.id,
    name: c.name,
    municipality_id: c.municipality_id,
    agreement_id: c.agreement_id,
    center_group: c.center_group === null ? '' : String(c.center_group),
    vacation_coverage: numberInputText(c.vacation_coverage),
  }));

/** A new, empty center. */
export const emptyCenter = (): CenterRowState => ({
  key: rowKey(),
  name: '',
  municipality_id: '',
  agreement_id: '',
  center_group: '',
  vacation_coverage: '',
});

/** A cell's error, under its input. */
function CellError({ text }: { text: string | undefined }) {
  return (
    text && (
      <p role="alert" className="mt-1 text-xs text-red-600">
        {text}
      </p>
    )
  );
}

/** A row's messages by field (`name`, `municipality_id`…), from the form's `centers[i].field`. */
export type CenterRowErrors = Readonly<Record<string, string>>;

/**
 * A center's row, its messages and how it changes. Every function is the table's own, the same on every render
 * (they take the row's key), so a memoized row re-renders only when its own values or messages change.
 */
interface CenterRowProps {
  row: CenterRowState;
  index: number;
  errors: CenterRowErrors;
  agreements: SimulationFormContext['agreements'];
  localities: LocalityRead[];
  canEdit: boolean;
  groupHintId: string;
  /** Given when the table is windowed: measures the rendered row (stable, so it does not re-render the row). */
  measure?: (el: HTMLTableRowElement | null) => void;
  onChange(key: string, p: Partial<CenterRowState>): void;
  onEditLocality(locality: LocalityRead, key: string): void;
  onRemove(key: string): void;
}

/** One center: its name, locality (with its edit button), agreement, group and vacation coverage. */
export const CenterRow = memo(function CenterRow({
  row: r,
  index: i,
  errors,
  agreements,
  localities,
  canEdit,
  groupHintId,
  onChange,
  onEditLocality,
  onRemove,
  measure,
}: CenterRowProps) {
  const change = (p: Partial<CenterRowState>) => onChange(r.key, p);
  const cell = (name: string, field: 'name' | 'municipality_id' | 'agreement_id' | 'center_group'): CellProps => ({
    label: `${name} ${i + 1}`,
    value: String(r[field] ?? ''),
    error: errors[field],
    canEdit,
    onChange: (value) => change({ [field]: value }),
  });
  return (
    // its place among all the rows (the head is row 1): a windowed table renders only some of them
    <tr ref={measure} data-index={i} aria-rowindex={i + 2} className="align-top">
      <TextCell className="px-2 py-1" {...cell('Centro', 'name')} maxLength={TEXT_MAX_LENGTH} />
      <LocalityCell
        {...cell('Localidad', 'municipality_id')}
        localities={localities}
        onEdit={(loc) => onEditLocality(loc, r.key)}
      />
      <AgreementCell {...cell('Convenio', 'agreement_id')} agreements={agreements} />
      <TextCell
        className="w-24 px-2 py-1"
        {...cell('Agrupación', 'center_group')}
        aria-describedby={groupHintId}
        inputMode="numeric"
      />
      <td className="w-28 px-2 py-1">
        <NumberField
          label={`Cobertura vacaciones ${i + 1}`}
          hideLabel
          placeholder="100"
          value={String(r.vacation_coverage ?? '')}
          disabled={!canEdit}
          error={errors.vacation_coverage}
          onChange={(ev) => change({ vacation_coverage: ev.target.value })}
          inputClassName={cellClass}
        />
      </td>
      <td className="px-2 py-1">
        {canEdit && (
          <IconButton label={`Eliminar centro ${i + 1}`} onClick={() => onRemove(r.key)}>
            <TrashIcon width={16} height={16} />
          </IconButton>
        )}
      </td>
    </tr>
  );
});

/** A center's cell: its label (with the row's number), value, message and change. */
interface CellProps {
  label: string;
  value: string;
  error: string | undefined;
  canEdit: boolean;
  onChange(value: string): void;
}

/** A center's typed value (name, group), its message under it. */
function TextCell({
  className,
  label,
  value,
  error,
  canEdit,
  onChange,
  ...input
}: CellProps & { className: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'maxLength' | 'inputMode' | 'aria-describedby'
  >) {
  return (
    <td className={className}>
      <input
        aria-label={label}
        {...input}
        value={value}
        disabled={!canEdit}
        aria-invalid={!!error}
        onChange={(ev) => onChange(ev.target.value)}
        className={cellClass}
      />
      <CellError text={error} />
    </td>
  );
}

/** A center's locality, searched by name, with the button that edits the chosen one. */
function LocalityCell({
  localities,
  onEdit,
  ...cell
}: CellProps & { localities: LocalityRead[]; onEdit(locality: LocalityRead): void }) {
  const loc = localities.find((l) => l.id === cell.value) ?? null;
  return (
    <td className="px-2 py-1">
      <div className="flex items-center gap-1">
        {/* searchable, its options rendered only while open: ~290 localities are not repeated in every row */}
        <SearchSelect
          label={cell.label}
          options={localities}
          value={cell.value}
          disabled={!cell.canEdit}
          invalid={!!cell.error}
          onChange={cell.onChange}
          inputClassName={cellClass}
        />
        {cell.canEdit && loc && (
          <IconButton label={`Editar localidad ${loc.name}`} onClick={() => onEdit(loc)}>
            <PencilIcon width={16} height={16} />
          </IconButton>
        )}
      </div>
      <CellError text={cell.error} />
    </td>
  );
}

/** A center's agreement: the workspace's own, then the reference ones in their group. */
function AgreementCell({ agreements, ...cell }: CellProps & { agreements: SimulationFormContext['agreements'] }) {
  return (
    <td className="px-2 py-1">
      <CellSelect {...cell}>
        <AgreementOptions agreements={agreements} />
      </CellSelect>
      <CellError text={cell.error} />
    </td>
  );
}

/** The select of a choice ('Selecciona…' until one is chosen), marked invalid with an error. */
function CellSelect({ label, value, error, canEdit, children, onChange }: CellProps & { children: ReactNode }) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={!canEdit}
      aria-invalid={!!error}
      onChange={(ev) => onChange(ev.target.value)}
      className={cellClass}
    >
      <option value="">Selecciona…</option>
      {children}
    </select>
  );
}
