import type { ReactNode } from 'react';
import { INPUT_MESSAGES } from '@licita/domain';
import { Button, IconButton } from './ui';
import { PencilIcon, PlusIcon, TrashIcon } from './icons';
import { ConfirmDialog } from './dialogs';
import { ScrollRegion } from './ScrollRegion';
import type { ListSectionState } from './useListSection';

/** A column header; the blank one over the row buttons is named for screen readers ('Acciones'). */
export function HeaderText({ text }: { text: string }) {
  return text ? <>{text}</> : <span className="sr-only">Acciones</span>;
}

/** A table with a caption for screen readers and the empty text 'No existen datos para mostrar'. */
export function DataTable({
  label,
  head,
  children,
  empty,
}: {
  label: string;
  head: string[];
  children: ReactNode;
  empty: boolean;
}) {
  return (
    <ScrollRegion label={label} className="rounded-xl border border-slate-200 bg-white">
      <table aria-label={label} className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                <HeaderText text={h} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {empty ? (
            <tr>
              <td colSpan={head.length} className="px-3 py-8 text-center text-slate-500">
                {INPUT_MESSAGES.emptyTable}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A row's pencil and bin buttons; each shown only when its handler is given. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit?(): void;
  onDelete?(): void;
}) {
  return (
    <>
      {onEdit && (
        <IconButton label={editLabel} onClick={onEdit}>
          <PencilIcon width={16} height={16} />
        </IconButton>
      )}
      {onDelete && (
        <IconButton label={deleteLabel} onClick={onDelete}>
          <TrashIcon width={16} height={16} />
        </IconButton>
      )}
    </>
  );
}

type Removal<Item> = Pick<ListSectionState<Item, unknown, unknown>, 'deleting' | 'removing' | 'confirmRemove' | 'cancelRemove'>;

/** The confirmation of a list section's delete ('… ¿estás seguro?' · 'Sí, eliminar' / 'Cancelar'). */
export function RemoveConfirm<Item>({
  section,
  title,
  text,
}: {
  section: Removal<Item>;
  title: string;
  text: string | ((item: Item | null) => string);
}) {
  return (
    <ConfirmDialog
      open={section.deleting !== null}
      title={title}
      text={typeof text === 'string' ? text : text(section.deleting)}
      confirmLabel="Sí, eliminar"
      busy={section.removing}
      onConfirm={section.confirmRemove}
      onClose={section.cancelRemove}
    />
  );
}

export interface Column<Item> {
  head: string;
  cell(item: Item, index: number): ReactNode;
  /** The cell's tooltip (a shortened text's whole value). */
  title?(item: Item): string;
}

/**
 * A section of a form that lists rows: an optional introduction, the add button (and `actions` beside it), the
 * table with edit / delete buttons per row, then `children` (the modal and what goes with it) and the delete
 * confirmation. The state comes from `useListSection`.
 */
export function ListSection<Item extends { id: string }>({
  section,
  label,
  columns,
  canEdit,
  intro,
  addLabel,
  onAdd,
  actions,
  onEdit,
  editLabel,
  deleteLabel,
  confirm,
  children,
}: {
  section: Removal<Item> & Pick<ListSectionState<Item, unknown, unknown>, 'items' | 'askRemove'>;
  label: string;
  columns: Column<Item>[];
  canEdit: boolean;
  intro?: ReactNode;
  addLabel: string;
  onAdd(): void;
  actions?: ReactNode;
  onEdit(item: Item): void;
  editLabel(item: Item, index: number): string;
  deleteLabel(item: Item, index: number): string;
  confirm: { title: string; text: string };
  children: ReactNode;
}) {
  const add = (
    <Button onClick={onAdd}>
      <PlusIcon width={18} height={18} />
      {addLabel}
    </Button>
  );
  return (
    <div className="space-y-4">
      {intro}
      {canEdit &&
        (actions ? (
          <div className="flex flex-wrap gap-2">
            {add}
            {actions}
          </div>
        ) : (
          add
        ))}
      <DataTable label={label} head={[...columns.map((c) => c.head), '']} empty={section.items.length === 0}>
        {section.items.map((item, i) => (
          <tr key={item.id}>
            {columns.map((c) => (
              <td key={c.head} className="px-3 py-2" title={c.title?.(item)}>
                {c.cell(item, i)}
              </td>
            ))}
            <td className="px-3 py-2 text-right whitespace-nowrap">
              {canEdit && (
                <RowActions
                  editLabel={editLabel(item, i)}
                  deleteLabel={deleteLabel(item, i)}
                  onEdit={() => onEdit(item)}
                  onDelete={() => section.askRemove(item)}
                />
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {children}
      <RemoveConfirm section={section} title={confirm.title} text={confirm.text} />
    </div>
  );
}
