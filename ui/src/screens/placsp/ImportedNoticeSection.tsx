/**
 * On the page of a tender imported from the Plataforma: where its values came from (the notice and its date), what
 * the notice says beyond the tender's own fields (budgets, duration, deadline, place, CPV) and its award criteria.
 */
import type { Project } from '@licita/domain';
import { CriteriaTable, NoticeFacts, NoticeNotes, spanishDate } from './NoticeParts';

export function ImportedNoticeSection({ project }: { project: Project }) {
  const source = project.import_source;
  if (!source) return null;
  const notice = source.notice;
  const date = spanishDate(notice.updated ?? source.imported_at);
  return (
    <section aria-label="Anuncio de la Plataforma" className="mb-6 space-y-4 rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">Anuncio de la licitación</h2>
        <p className="text-sm text-slate-600">
          Origen:{' '}
          {notice.url ? (
            <a href={notice.url} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline">
              anuncio de la Plataforma ({date})
            </a>
          ) : (
            `anuncio de la Plataforma (${date})`
          )}
        </p>
      </div>
      <NoticeFacts notice={notice} />
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-700">Criterios de adjudicación</h3>
        <CriteriaTable criteria={project.award_criteria ?? []} />
        <p className="mt-1 text-xs text-slate-500">Los puntos del criterio de precio son los puntos máximos de la oferta económica de cada simulación; elija en ella la fórmula que corresponda a la del anuncio.</p>
      </div>
      <NoticeNotes notes={notice.notes} />
    </section>
  );
}
