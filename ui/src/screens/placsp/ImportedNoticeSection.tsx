/**
 * On the page of a tender imported from the Plataforma: where its values came from (the notice and its date), what
 * the notice says beyond the tender's own fields (budgets, duration, deadline, place, CPV), its award criteria, its
 * lots with their own criteria, and 'Actualizar desde la Plataforma' for a later version of the notice.
 */
import { useState } from 'react';
import type { Project, SimulationCard } from '@licita/domain';
import { Button } from '../../components/ui';
import { CriteriaTable, NoticeFacts, NoticeNotes, spanishDate } from './NoticeParts';
import { NoticeLots } from './NoticeLots';
import { NoticeAwards } from './NoticeAwards';
import { LotCriteriaNote } from './LotCriteriaNote';
import { PlacspRefreshDialog } from './PlacspRefreshDialog';
import { NOTICE_LABELS } from '@licita/domain';

export function ImportedNoticeSection({
  project,
  simulations = [],
  canEdit = false,
  onChanged,
}: {
  /** La licitación; sin `import_source` (no importada) la sección no se muestra. */
  project: Project;
  /** Las simulaciones de la licitación (con el lote del que se crearon), para elegir su criterio de precio. */
  simulations?: readonly SimulationCard[];
  /** Si el usuario puede editar la licitación ('Actualizar desde la Plataforma'). */
  canEdit?: boolean;
  /** Se llama tras aplicar un anuncio posterior, para volver a cargar la página. */
  onChanged?(): void;
}) {
  const [refreshing, setRefreshing] = useState(false);
  const source = project.import_source;
  if (!source) return null;
  const notice = source.notice;
  const date = spanishDate(notice.updated ?? source.imported_at);
  const criteria = project.award_criteria ?? [];
  const lotsOwnCriteria = notice.lots.some((l) => l.criteria.length > 0);
  return (
    <section
      aria-label="Anuncio de la Plataforma"
      className="mb-6 space-y-4 rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">Anuncio de la licitación</h2>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">
            Origen: {/* the server keeps only the Plataforma's https links; one stored before that is shown as text */}
            {notice.url?.startsWith('https://') ? (
              <a href={notice.url} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline">
                anuncio de la Plataforma ({date})
              </a>
            ) : (
              `anuncio de la Plataforma (${date})`
            )}
          </p>
          {canEdit && (
            <Button variant="secondary" onClick={() => setRefreshing(true)}>
              {NOTICE_LABELS.refreshTitle}
            </Button>
          )}
        </div>
      </div>
      <NoticeFacts notice={notice} />
      <TenderCriteria
        criteria={criteria}
        lotsOwnCriteria={lotsOwnCriteria}
        simulations={simulations}
        canEdit={canEdit}
        onChanged={onChanged}
      />
      <NoticeLots lots={notice.lots} criteria={criteria} simulations={simulations} canEdit={canEdit} onChanged={onChanged} />
      <NoticeAwards results={project.award_results} />
      <NoticeNotes notes={notice.notes} />
      {canEdit && (
        <PlacspRefreshDialog
          open={refreshing}
          projectId={project.uid}
          noticeUrl={notice.url}
          onClose={() => setRefreshing(false)}
          onApplied={() => {
            setRefreshing(false);
            onChanged?.();
          }}
        />
      )}
    </section>
  );
}

/** The whole tender's award criteria (or where each lot's are), with the note on several price-type ones. */
function TenderCriteria({
  criteria,
  lotsOwnCriteria,
  simulations,
  canEdit,
  onChanged,
}: {
  criteria: NonNullable<Project['award_criteria']>;
  lotsOwnCriteria: boolean;
  simulations: readonly SimulationCard[];
  canEdit: boolean;
  onChanged?(): void;
}) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">{NOTICE_LABELS.awardCriteria}</h3>
      {criteria.length === 0 && lotsOwnCriteria ? (
        <p className="text-sm text-slate-600">Cada lote tiene sus propios criterios (en «Lotes»).</p>
      ) : (
        <>
          <CriteriaTable criteria={criteria} />
          {/* criteria of the whole tender only: several price-type ones are said here */}
          {!lotsOwnCriteria && (
            <LotCriteriaNote
              tender={criteria}
              lot={[]}
              simulations={simulations.filter((s) => s.placsp_lot === null)}
              canEdit={canEdit}
              onChanged={onChanged}
            />
          )}
        </>
      )}
      <p className="mt-1 text-xs text-slate-500">
        Los puntos del criterio de precio son los puntos máximos de la oferta económica de cada simulación; elija en ella la
        fórmula que corresponda a la del anuncio.
      </p>
    </div>
  );
}
