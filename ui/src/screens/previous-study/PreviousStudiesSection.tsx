import { useLocation } from 'wouter';
import { TOKENS } from '@licita/application';
import { previousStudyRoute, PreviousStudyRules, type PreviousStudyCard } from '@licita/domain';
import { useService, useSession } from '../../app/container';
import { Button, EmptyState, IconButton } from '../../components/ui';
import { ConvertIcon, PlusIcon } from '../../components/icons';
import { PreviousStudyCardView } from '../../components/SimulationCards';
import { CardDialogs, cardActions } from '../simulation-form/CardDialogs';
import { useNameDialogs } from '../simulation-form/useNameDialogs';

/**
 * 'Estudios previos' of the tender detail: the cards (border by status), 'Nuevo estudio previo' (then the editor
 * opens), rename, delete with confirmation and convert into a simulation (which then opens in its form).
 */
export function PreviousStudiesSection({
  projectId,
  studies,
  onChanged,
}: {
  projectId: string;
  studies: PreviousStudyCard[];
  onChanged?(): void;
}) {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const create = useService(TOKENS.CreatePreviousStudy);
  const rename = useService(TOKENS.RenamePreviousStudy);
  const remove = useService(TOKENS.DeletePreviousStudy);
  const convert = useService(TOKENS.ConvertPreviousStudy);
  const dialogs = useNameDialogs<PreviousStudyCard>({
    create: (name) => create.execute(projectId, name),
    rename: (s, name) => rename.execute(s.uid, name),
    remove: (s) => remove.execute(s.uid),
    onCreated: (id) => navigate(`/previous/${projectId}/${id}`),
    onChanged,
  });
  const { setEditing, setDeleting, closeName, submitName } = dialogs;
  const toSimulation = (s: PreviousStudyCard) =>
    convert.execute(s.uid).subscribe({ next: (id) => navigate(`/simulation/${projectId}/${id}/form`), error: () => undefined });
  const actions = (s: PreviousStudyCard) =>
    cardActions(s, {
      onEdit: PreviousStudyRules.edit(permissions) && (() => setEditing({ mode: 'edit', card: s })),
      extra: PreviousStudyRules.convert(permissions) && (
        <IconButton
          key="convert"
          label={`Convertir ${s.name} en simulación`}
          title="Convertir en simulación"
          onClick={() => toSimulation(s)}
        >
          <ConvertIcon width={18} height={18} />
        </IconButton>
      ),
      onDelete: PreviousStudyRules.remove(permissions) && (() => setDeleting(s)),
    });
  return (
    <section aria-labelledby="previous-studies-title" className="mb-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="previous-studies-title" className="text-lg font-semibold text-slate-900">
          Estudios previos
        </h2>
        {PreviousStudyRules.create(permissions) && (
          <Button variant="secondary" onClick={() => setEditing({ mode: 'create' })}>
            <PlusIcon width={18} height={18} />
            Nuevo estudio previo
          </Button>
        )}
      </div>
      {studies.length === 0 ? (
        <EmptyState title="No hay estudios previos aún" />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {studies.map((s) => (
            <PreviousStudyCardView
              key={s.uid}
              study={s}
              onOpen={(x) => navigate(previousStudyRoute(projectId, x))}
              actions={actions(s)}
            />
          ))}
        </ul>
      )}
      <CardDialogs
        dialogs={dialogs}
        deleteTitle="Eliminar estudio previo"
        deleteText="Vas a eliminar un estudio previo, ¿estás seguro?"
        titles={{ create: 'Nuevo estudio previo', edit: 'Editar nombre' }}
        label="Nombre estudio previo*"
        onSubmit={submitName}
        onClose={closeName}
      />
    </section>
  );
}
