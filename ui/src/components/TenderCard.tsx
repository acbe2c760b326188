import { forwardRef } from 'react';
import { simulationCountLabel, truncate, type Project } from '@licita/domain';
import { CardOpenButton, IconButton } from './ui';
import { FolderIcon, PencilIcon, TrashIcon } from './icons';

export interface TenderCardProps {
  /** La licitación: nombre y número de simulaciones. */
  project: Project;
  /** Si el usuario puede cambiar el nombre (muestra el botón de editar). */
  canEdit: boolean;
  /** Si el usuario puede eliminar la licitación (muestra el botón de eliminar). */
  canDelete: boolean;
  /** Se llama al pulsar la tarjeta para abrir la licitación. */
  onOpen(project: Project): void;
  /** Se llama al pulsar editar. */
  onEdit(project: Project): void;
  /** Se llama al pulsar eliminar. */
  onDelete(project: Project): void;
}

/** A tender card: name (truncated above 120), 'N simulaciones', edit/delete by permission; click opens it. */
export const TenderCard = forwardRef<HTMLLIElement, TenderCardProps>(function TenderCard(
  { project, canEdit, canDelete, onOpen, onEdit, onDelete },
  ref,
) {
  const title = truncate(project.name);
  return (
    <li
      ref={ref}
      className="group relative flex flex-col rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
      data-testid="tender-card"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 rounded-lg bg-brand-50 p-2 text-brand-700">
          <FolderIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-words text-slate-900" title={project.name}>
            <CardOpenButton onOpen={() => onOpen(project)}>{title}</CardOpenButton>
          </h2>
          <p className="mt-1 text-sm text-slate-500">{simulationCountLabel(project.simulation_number)}</p>
        </div>
      </div>
      {(canEdit || canDelete) && (
        <div className="relative z-10 mt-3 flex justify-end gap-1">
          {canEdit && (
            <IconButton label={`Editar ${project.name}`} onClick={() => onEdit(project)}>
              <PencilIcon width={18} height={18} />
            </IconButton>
          )}
          {canDelete && (
            <IconButton label={`Eliminar ${project.name}`} onClick={() => onDelete(project)} className="hover:text-red-600">
              <TrashIcon width={18} height={18} />
            </IconButton>
          )}
        </div>
      )}
    </li>
  );
});
