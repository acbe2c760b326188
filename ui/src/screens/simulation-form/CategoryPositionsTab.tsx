import { useEffect, useState } from 'react';
import { concatMap, from, last, map, of, toArray } from 'rxjs';
import { TOKENS, type CategoryPositions } from '@licita/application';
import {
  ANY_POSITION_NAME,
  MAX_POSITIONS_PER_CATEGORY,
  POSITION_NAME_MAX,
  prefillMainPositions,
  validateCategoryPositions,
  type PositionRead,
  BASIC_DATA_LABELS,
} from '@licita/domain';
import { useService } from '../../app/container';
import { Button, IconButton, PageLoading } from '../../components/ui';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { WideModal } from '../../components/WideModal';
import { Checkbox } from './fields';
import { DataTable } from '../../components/ListSection';
import { DialogActions } from '../../components/dialogParts';

interface CategoryRow {
  id: string;
  name: string;
  /** Position names; the first is the main one. */
  positions: string[];
}

const inputClass =
  'block w-full rounded-md border-0 px-2 py-1 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600';

/** 'Añadir puestos secundarios': up to 4 more positions of a category (5 in all), typed by name. */
export function SecondaryPositionsDialog({
  open,
  category,
  positions,
  onSubmit,
  onClose,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** La categoría cuyos puestos secundarios se eligen; null si no hay ninguna. */
  category: CategoryRow | null;
  /** Los puestos de la simulación que se pueden elegir. */
  positions: PositionRead[];
  /** Se llama con los nombres de los puestos elegidos al guardar. */
  onSubmit(names: string[]): void;
  /** Se llama al cancelar o cerrar el diálogo. */
  onClose(): void;
}) {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (open && category) setNames(category.positions.slice(1));
  }, [open, category]);
  const max = MAX_POSITIONS_PER_CATEGORY - 1;
  return (
    <WideModal open={open} onClose={onClose} title="Añadir puestos secundarios" size="md">
      <p className="mt-2 text-sm text-slate-600">
        {category?.name}: hasta {max} puestos secundarios (el primero de la categoría es el principal).
      </p>
      <ul className="mt-4 space-y-2">
        {names.map((n, i) => (
          <li key={i} className="flex items-center gap-2">
            <input
              aria-label={`Puesto secundario ${i + 1}`}
              maxLength={POSITION_NAME_MAX}
              list="simulation-positions"
              value={n}
              onChange={(e) => setNames(names.map((x, k) => (k === i ? e.target.value : x)))}
              className={inputClass}
            />
            <IconButton label={`Quitar puesto secundario ${i + 1}`} onClick={() => setNames(names.filter((_, k) => k !== i))}>
              <TrashIcon width={16} height={16} />
            </IconButton>
          </li>
        ))}
      </ul>
      <datalist id="simulation-positions">
        {positions.map((p) => (
          <option key={p.id} value={p.name} />
        ))}
      </datalist>
      <Button variant="ghost" className="mt-2" disabled={names.length >= max} onClick={() => setNames([...names, ''])}>
        <PlusIcon width={16} height={16} />
        Añadir puesto
      </Button>
      <DialogActions
        className="mt-6 flex justify-end gap-2"
        onCancel={onClose}
        onConfirm={() => onSubmit(names.map((n) => n.trim()).filter(Boolean))}
        confirmLabel="Aceptar"
      />
    </WideModal>
  );
}

/** The categories and their positions as the tab shows them; the reserved 'any position' is left out. */
const rowsOf = (categories: Array<{ id: string; name: string; positions: Array<{ name: string }> }>): CategoryRow[] =>
  prefillMainPositions(
    categories.map((c) => ({
      id: c.id,
      name: c.name,
      positions: c.positions.map((x) => x.name).filter((n) => n !== ANY_POSITION_NAME),
    })),
  );

/** Creates the typed positions (the API gives back the existing one for a known name), then saves the assignment. */
function saveAssignment$(uc: CategoryPositions, simulationId: string, disabled: boolean, rows: CategoryRow[]) {
  const names = disabled ? [] : [...new Set(rows.flatMap((r) => r.positions.map((n) => n.trim())).filter(Boolean))];
  const ids$ = names.length
    ? from(names).pipe(
        concatMap((n) => uc.createPosition(simulationId, n)),
        toArray(),
      )
    : of([] as PositionRead[]);
  return ids$.pipe(
    map((created) => new Map(created.map((p) => [p.name.toLocaleLowerCase('es'), p.id]))),
    concatMap((ids) =>
      uc.save(simulationId, {
        disabled,
        categories: disabled
          ? []
          : rows.map((r) => ({
              id: r.id,
              positions: r.positions.filter((n) => n.trim()).map((n) => ({ id: ids.get(n.trim().toLocaleLowerCase('es'))! })),
            })),
      }),
    ),
    last(),
  );
}

/** The tab's state: loaded once, edited locally ('unsaved' until saved), then validated and saved. */
function useCategoryPositions(simulationId: string) {
  const uc = useService(TOKENS.CategoryPositions);
  const [loaded, setLoaded] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [rows, setRows] = useState<CategoryRow[]>([]);
  const [positions, setPositions] = useState<PositionRead[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // what is typed here reaches Turnos fijos and Tareas por horas only once saved: say so while it is not
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => {
    const sub = uc.load(simulationId).subscribe({
      next: ({ assignment, positions: p }) => {
        setDisabled(assignment.disabled);
        setRows(rowsOf(assignment.categories));
        setPositions(p);
        setLoaded(true);
      },
      error: () => setLoaded(true),
    });
    return () => sub.unsubscribe();
  }, [uc, simulationId]);
  const edit = (next: CategoryRow[]) => (setUnsaved(true), setRows(next));
  const save = () => {
    const form = {
      disabled,
      categories: rows.map((r) => ({ id: r.id, positions: r.positions.filter((n) => n.trim()).map((n) => ({ id: n })) })),
    };
    const problems = validateCategoryPositions(form);
    if (problems.length) return setError(problems[0].message);
    setError(null);
    setSaving(true);
    saveAssignment$(uc, simulationId, disabled, rows).subscribe({
      next: () => {
        setSaving(false);
        setUnsaved(false);
        uc.positions(simulationId).subscribe(setPositions);
      },
      error: () => setSaving(false),
    });
  };
  const setAnyCategory = (on: boolean) => (setUnsaved(true), setDisabled(on));
  return { loaded, disabled, setAnyCategory, rows, edit, positions, error, saving, unsaved, save };
}

/**
 * Categorías-Puestos: 'Cualquier categoría puede realizar cualquier puesto', or a position (up to 5) per category; a
 * category without one shows its own name as main position until the user types another.
 */
export function CategoryPositionsTab({ simulationId, canEdit = true }: { simulationId: string; canEdit?: boolean }) {
  const { loaded, disabled, setAnyCategory, rows, edit, positions, error, saving, unsaved, save } =
    useCategoryPositions(simulationId);
  const [secondary, setSecondary] = useState<number | null>(null);
  const setMain = (i: number, name: string) =>
    edit(rows.map((r, k) => (k === i ? { ...r, positions: name ? [name, ...r.positions.slice(1)] : r.positions.slice(1) } : r)));
  const setSecondaryNames = (names: string[]) => {
    edit(
      rows.map((r, k) =>
        k === secondary
          ? {
              ...r,
              positions: [r.positions[0]!, ...names.filter((n) => n !== r.positions[0])].slice(0, MAX_POSITIONS_PER_CATEGORY),
            }
          : r,
      ),
    );
    setSecondary(null);
  };

  if (!loaded) return <PageLoading label="Cargando categorías…" />;
  return (
    <div className="space-y-4">
      <Checkbox label={BASIC_DATA_LABELS.any_category} checked={disabled} disabled={!canEdit} onChange={setAnyCategory} />
      {!disabled && (
        <DataTable
          label="Categorías y puestos"
          head={['Categoría', 'Puesto principal', 'Puestos secundarios']}
          empty={rows.length === 0}
        >
          {rows.map((r, i) => (
            <CategoryPositionRow
              key={r.id}
              row={r}
              canEdit={canEdit}
              onMain={(name) => setMain(i, name)}
              onAddSecondary={() => setSecondary(i)}
            />
          ))}
        </DataTable>
      )}
      <datalist id="simulation-positions-main">
        {positions
          .filter((p) => p.name !== ANY_POSITION_NAME)
          .map((p) => (
            <option key={p.id} value={p.name} />
          ))}
      </datalist>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {canEdit && unsaved && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Cambios sin guardar: pulsa Guardar para que estos puestos aparezcan al crear turnos y tareas.
        </p>
      )}
      {canEdit && (
        <div className="flex justify-end">
          <Button loading={saving} onClick={save}>
            Guardar
          </Button>
        </div>
      )}
      <SecondaryPositionsDialog
        open={secondary !== null}
        category={secondary !== null ? (rows[secondary] ?? null) : null}
        positions={positions}
        onSubmit={setSecondaryNames}
        onClose={() => setSecondary(null)}
      />
    </div>
  );
}

/** One category: its name, its main position (typed) and its secondary ones (chosen in a dialog). */
function CategoryPositionRow({
  row: r,
  canEdit,
  onMain,
  onAddSecondary,
}: {
  row: CategoryRow;
  canEdit: boolean;
  onMain(name: string): void;
  onAddSecondary(): void;
}) {
  return (
    <tr>
      <td className="px-3 py-2 font-medium text-slate-800">{r.name}</td>
      <td className="px-3 py-2">
        <input
          aria-label={`Puesto principal de ${r.name}`}
          maxLength={POSITION_NAME_MAX}
          list="simulation-positions-main"
          value={r.positions[0] ?? ''}
          disabled={!canEdit}
          onChange={(e) => onMain(e.target.value)}
          className={inputClass}
        />
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          {r.positions.slice(1).map((n) => (
            <span key={n} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {n}
            </span>
          ))}
          {canEdit && (
            <Button
              variant="ghost"
              disabled={!r.positions[0]}
              title={!r.positions[0] ? 'Indica primero el puesto principal' : undefined}
              onClick={onAddSecondary}
              aria-label={`Añadir puestos secundarios a ${r.name}`}
            >
              <PlusIcon width={16} height={16} />
              Añadir puestos secundarios
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
