import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { TOKENS, ImportError, type SimulationFileProgress, type TenderDetailData } from '@licita/application';
import { SimulationRules, simulationCountLabel, simulationRoute, truncate, type SimulationCard } from '@licita/domain';
import { useService, useSession } from '../app/container';
import { Breadcrumb, Button, EmptyState, IconButton, PageLoading } from '../components/ui';
import { LoadFailed } from '../components/LoadedScreen';
import { PlusIcon } from '../components/icons';
import { SimulationCardView, SimulationLegend } from '../components/SimulationCards';
import { CopyIcon } from './agreements/parts';
import { CardDialogs, cardActions } from './simulation-form/CardDialogs';
import { useNameDialogs } from './simulation-form/useNameDialogs';
import { importProgressText } from './simulation-form/ImportDialog';
import { PreviousStudiesSection } from './previous-study/PreviousStudiesSection';
import { TenderDataSection } from './TenderDataSection';
import { ImportedNoticeSection } from './placsp/ImportedNoticeSection';
import { ComparePicker, comparisonRoute } from './comparison/ComparePicker';

/**
 * The simulations' name dialogs (create, with or without a Formulario file; rename; delete): a new simulation's
 * form opens once created, a refused file stays in the dialog.
 */
function useSimulationDialogs(projectId: string, simulations: SimulationCard[], onChanged: (() => void) | undefined) {
  const [, navigate] = useLocation();
  const create = useService(TOKENS.CreateSimulation);
  const rename = useService(TOKENS.RenameSimulation);
  const remove = useService(TOKENS.DeleteSimulation);
  const fromFile = useService(TOKENS.CreateSimulationFromFile);
  /** The names of the tender's simulations but `uid`'s (a new name must differ from them). */
  const namesBut = (uid?: string) => simulations.filter((s) => s.uid !== uid).map((s) => s.name);
  const dialogs = useNameDialogs<SimulationCard>({
    create: (name) => create.execute(projectId, name, namesBut()),
    rename: (s, name) => rename.execute(s.uid, name, namesBut(s.uid)),
    remove: (s) => remove.execute(s.uid),
    onCreated: (id) => navigate(`/simulation/${projectId}/${id}/form`),
    onChanged,
  });
  const { editing, setBusy, setNameError, nameFailed, closeName, submitName } = dialogs;
  const [progress, setProgress] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const otherNames = namesBut(editing?.mode === 'edit' ? editing.card.uid : undefined);
  const progressText = (p: SimulationFileProgress) => (p.phase === 'creating' ? 'Creando simulación…' : importProgressText(p));
  /** With a Formulario: created from the file, then its form opens (the imported inputs); a refused file stays in the dialog. */
  const submitWithFile = (name: string, file: File) => {
    setBusy(true);
    setNameError(null);
    setFileError(null);
    fromFile.execute(projectId, name, file, otherNames).subscribe({
      next: (p) => {
        setProgress(progressText(p));
        if (p.phase === 'done') navigate(`/simulation/${projectId}/${p.simulationId}/form`);
      },
      error: (err) => {
        nameFailed(err);
        setProgress(null);
        if (err instanceof ImportError) setFileError(err.message);
      },
    });
  };
  const submit = (name: string, file: File | null = null) => {
    if (editing?.mode === 'create' && file) return submitWithFile(name, file);
    submitName(name);
  };
  const closeDialog = () => {
    closeName();
    setFileError(null);
  };
  return { dialogs, progress, fileError, otherNames, submit, closeDialog };
}

/** The tender's name and simulation count, with Comparar (two items or more) and Nueva simulación. */
function TenderHeading({
  data,
  onCompare,
  onCreate,
}: {
  data: TenderDetailData;
  onCompare(): void;
  onCreate: false | (() => void);
}) {
  const { project, simulations, previousStudies } = data;
  return (
    <>
      <Breadcrumb
        items={[{ label: 'Inicio', href: '/' }, { label: 'Licitaciones', href: '/projects' }, { label: truncate(project.name) }]}
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words text-slate-900">{truncate(project.name)}</h1>
          <p className="mt-1 text-sm text-slate-500">{simulationCountLabel(simulations.length)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {simulations.length + previousStudies.length >= 2 && (
            <Button variant="secondary" onClick={onCompare}>
              Comparar
            </Button>
          )}
          {onCreate && (
            <Button onClick={onCreate}>
              <PlusIcon width={18} height={18} />
              Nueva simulación
            </Button>
          )}
        </div>
      </div>
    </>
  );
}

/** Simulaciones: the legend and a card per simulation, with the actions the user may take. */
function SimulationsSection({
  projectId,
  simulations,
  actions,
}: {
  projectId: string;
  simulations: SimulationCard[];
  actions(s: SimulationCard): ReactNode;
}) {
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="simulations-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="simulations-title" className="text-lg font-semibold text-slate-900">
          Simulaciones
        </h2>
        <SimulationLegend />
      </div>
      {simulations.length === 0 ? (
        <EmptyState title="No hay simulaciones" subtitle="Crea una nueva" />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {simulations.map((s) => (
            <SimulationCardView
              key={s.uid}
              simulation={s}
              onOpen={(x) => navigate(simulationRoute(projectId, x))}
              actions={actions(s)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function TenderDetailView({
  data,
  onChanged,
}: {
  /** La licitación con sus estudios previos y simulaciones. */
  data: TenderDetailData;
  /** Se llama tras un cambio (crear, duplicar, eliminar) para volver a cargar la página. */
  onChanged?(): void;
}) {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const { project, simulations, previousStudies } = data;
  const duplicate = useService(TOKENS.DuplicateSimulation);
  const { dialogs, progress, fileError, otherNames, submit, closeDialog } = useSimulationDialogs(
    project.uid,
    simulations,
    onChanged,
  );
  const { setEditing, setDeleting } = dialogs;
  const [comparing, setComparing] = useState(false);
  const copy = (s: SimulationCard) => duplicate.execute(s.uid).subscribe({ next: () => onChanged?.(), error: () => undefined });
  const actions = (s: SimulationCard) =>
    cardActions(s, {
      onEdit: SimulationRules.edit(permissions) && (() => setEditing({ mode: 'edit', card: s })),
      extra: SimulationRules.duplicate(permissions) && (
        <IconButton key="copy" label={`Duplicar ${s.name}`} onClick={() => copy(s)}>
          <CopyIcon width={18} height={18} />
        </IconButton>
      ),
      onDelete: SimulationRules.remove(permissions) && (() => setDeleting(s)),
    });
  return (
    <section>
      <TenderHeading
        data={data}
        onCompare={() => setComparing(true)}
        onCreate={SimulationRules.create(permissions) && (() => setEditing({ mode: 'create' }))}
      />
      <ComparePicker
        open={comparing}
        simulations={simulations}
        studies={previousStudies}
        onClose={() => setComparing(false)}
        onCompare={(items) => navigate(comparisonRoute(project.uid, items))}
      />

      <TenderDataSection project={project} canEdit={SimulationRules.edit(permissions)} onSaved={onChanged} />
      <ImportedNoticeSection
        project={project}
        simulations={simulations}
        canEdit={SimulationRules.edit(permissions)}
        onChanged={onChanged}
      />

      <PreviousStudiesSection projectId={project.uid} studies={previousStudies} onChanged={onChanged} />

      <SimulationsSection projectId={project.uid} simulations={simulations} actions={actions} />
      <CardDialogs
        dialogs={dialogs}
        deleteTitle="Eliminar simulación"
        deleteText="Vas a eliminar una simulación, ¿estás seguro?"
        otherNames={otherNames}
        withFile
        progress={progress}
        fileError={fileError}
        onSubmit={submit}
        onClose={closeDialog}
      />
    </section>
  );
}

/** /projects/:id — the tender with its previous studies and simulations. */
export function TenderDetailScreen({
  id,
}: {
  /** Identificador de la licitación que se muestra. */
  id: string;
}) {
  const detail = useService(TOKENS.TenderDetail);
  const [data, setData] = useState<TenderDetailData | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (version === 0) setData(null);
    setFailed(false);
    const sub = detail.load(id).subscribe({ next: setData, error: () => setFailed(true) });
    return () => sub.unsubscribe();
  }, [detail, id, version]);
  if (failed) return <LoadFailed title="No se ha podido cargar la licitación" />;
  if (!data) return <PageLoading label="Cargando licitación…" />;
  return <TenderDetailView data={data} onChanged={() => setVersion((v) => v + 1)} />;
}
