import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { TOKENS, type TenderDetail, type TenderDetailData } from '@licita/application';
import { previousStudyRoute, SimulationRules, simulationCountLabel, simulationRoute, truncate } from '@licita/domain';
import { useService, useSession } from '../app/container';
import { Breadcrumb, Button, EmptyState, PageLoading } from '../components/ui';
import { PlusIcon } from '../components/icons';
import { PreviousStudyCardView, SimulationCardView, SimulationLegend } from '../components/SimulationCards';

export function TenderDetailView({ data }: { data: TenderDetailData }) {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const { project, simulations, previousStudies } = data;
  const count = simulations.length;
  return (
    <section>
      <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Licitaciones', href: '/projects' }, { label: truncate(project.name) }]} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words text-slate-900">{truncate(project.name)}</h1>
          <p className="mt-1 text-sm text-slate-500">{simulationCountLabel(count)}</p>
        </div>
        {SimulationRules.create(permissions) && (
          <Button disabled title="Disponible próximamente">
            <PlusIcon width={18} height={18} />
            Nueva simulación
          </Button>
        )}
      </div>

      <section aria-labelledby="previous-studies-title" className="mb-10">
        <h2 id="previous-studies-title" className="mb-3 text-lg font-semibold text-slate-900">
          Estudios previos
        </h2>
        {previousStudies.length === 0 ? (
          <EmptyState title="No hay estudios previos aún" />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {previousStudies.map((s) => (
              <PreviousStudyCardView key={s.uid} study={s} onOpen={(x) => navigate(previousStudyRoute(project.uid, x))} />
            ))}
          </ul>
        )}
      </section>

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
              <SimulationCardView key={s.uid} simulation={s} onOpen={(x) => navigate(simulationRoute(project.uid, x))} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** /projects/:id — the tender with its previous studies and simulations. */
export function TenderDetailScreen({ id }: { id: string }) {
  const detail = useService<TenderDetail>(TOKENS.TenderDetail);
  const [data, setData] = useState<TenderDetailData | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setData(null);
    setFailed(false);
    const sub = detail.load(id).subscribe({ next: setData, error: () => setFailed(true) });
    return () => sub.unsubscribe();
  }, [detail, id]);
  if (failed)
    return (
      <section>
        <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Licitaciones', href: '/projects' }]} />
        <EmptyState title="No se ha podido cargar la licitación" subtitle="Vuelve a intentarlo" />
      </section>
    );
  if (!data) return <PageLoading label="Cargando licitación…" />;
  return <TenderDetailView data={data} />;
}
