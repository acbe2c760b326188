/**
 * /projects/:id/compare?items=s:…,p:… — "Comparar" (docs/budget.md §6): the chosen simulations and previous
 * studies side by side, each figure with its difference to the first column in its unit and in %.
 */
import { useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { TOKENS, comparedItems, type ComparedColumn } from '@licita/application';
import {
  comparisonCells,
  comparisonFigures,
  COMPARISON_MESSAGES as M,
  truncate,
  type ComparisonFigure,
  type Project,
} from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { downloadFile } from '../simulation/format';
import { LoadedScreen } from '../../components/LoadedScreen';
import { TenderItemBreadcrumb } from '../../components/TenderBreadcrumb';
import { TextHeads } from '../simulation/tableParts';
import { ScrollRegion } from '../../components/ScrollRegion';

/** A figure of one column: its value and, but in the first column, its difference to the first (and in %). */
function FigureValue({ cell }: { cell: ReturnType<typeof comparisonCells>[number] }) {
  return (
    <>
      <span className="text-slate-900">{cell.value}</span>
      {cell.difference && (
        <span className="block text-xs text-slate-500" data-difference>
          {cell.difference}
          {cell.percent && ` (${cell.percent})`}
        </span>
      )}
    </>
  );
}

/** The solved columns side by side: a row per figure, under a row naming its group where a group starts. */
function ComparisonTable({ columns, figures }: { columns: readonly ComparedColumn[]; figures: readonly ComparisonFigure[] }) {
  let group = '';
  return (
    <div className="hidden sm:block">
      <ScrollRegion label="Comparativa" className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
        <table aria-label="Comparativa" className="w-full min-w-[40rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <TextHeads labels={['Cifra']} />
              {columns.map((c, i) => (
                <th key={`${c.kind}${c.id}`} scope="col" className="py-2 pr-4 text-right font-medium text-slate-800">
                  {c.name}
                  <span className="block text-xs font-normal text-slate-500">{i === 0 ? 'Referencia' : M.difference}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.map((f) => {
              const head = f.group !== group;
              group = f.group;
              return [
                head && (
                  <tr key={`g-${f.group}`}>
                    <th
                      scope="rowgroup"
                      colSpan={columns.length + 1}
                      className="pt-4 pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
                    >
                      {f.group}
                    </th>
                  </tr>
                ),
                <tr key={f.label} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                    {f.label}
                  </th>
                  {comparisonCells(f).map((c, i) => (
                    <td key={i} className="py-2 pr-4 text-right tabular-nums" data-figure={f.label}>
                      <FigureValue cell={c} />
                    </td>
                  ))}
                </tr>,
              ];
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** The comparison as it looks (stories render it); `action`: the download button where the page offers it. */
export function ComparisonView({
  project,
  columns,
  action,
}: {
  /** La licitación a la que pertenecen. */
  project: Project;
  /** Las simulaciones o estudios comparados, una columna cada uno, con sus resultados. */
  columns: readonly ComparedColumn[];
  /** Botón en la cabecera (por ejemplo, «Cambiar selección»). */
  action?: ReactNode;
}) {
  const solved = columns.filter((c) => c.results);
  const figures = comparisonFigures(solved.map((c) => c.results!));
  const unsolved = columns.filter((c) => !c.results);
  return (
    <section>
      <TenderItemBreadcrumb project={project} item={M.title} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">
          {M.title}: {truncate(project.name)}
        </h1>
        {action}
      </div>
      {unsolved.length > 0 && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {M.noResults}: {unsolved.map((c) => c.name).join(', ')}
        </p>
      )}
      <ComparisonStack columns={solved} figures={figures} />
      <ComparisonTable columns={solved} figures={figures} />
    </section>
  );
}

/**
 * The comparison on a phone: the table's columns do not fit beside its labels, so each figure is a block with one
 * line per simulation (its value, and its difference to the first), grouped as the table groups them.
 */
function ComparisonStack({ columns, figures }: { columns: readonly ComparedColumn[]; figures: readonly ComparisonFigure[] }) {
  const groups = [...new Set(figures.map((f) => f.group))];
  return (
    <div className="space-y-4 sm:hidden">
      {groups.map((g) => (
        <section key={g} aria-label={g} className="rounded-xl bg-white px-4 py-3 shadow-xs ring-1 ring-slate-200">
          <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{g}</h2>
          {figures
            .filter((f) => f.group === g)
            .map((f) => (
              <div key={f.label} className="border-b border-slate-100 py-2 last:border-b-0">
                <h3 className="text-sm font-medium text-slate-800">{f.label}</h3>
                <dl className="mt-1 space-y-1 text-sm">
                  {comparisonCells(f).map((c, i) => (
                    <div key={i} className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <dt className="min-w-0 break-words text-slate-500">
                        {columns[i]!.name}
                        {i === 0 && ' (referencia)'}
                      </dt>
                      <dd className="ml-auto text-right tabular-nums" data-figure={f.label}>
                        <FigureValue cell={c} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
        </section>
      ))}
    </div>
  );
}

/** The page: loads the chosen items (named in the address) and offers the comparison's workbook. */
export function ComparisonScreen({ projectId }: { projectId: string }) {
  const compare = useService(TOKENS.CompareScenarios);
  const search = useSearch();
  const items = comparedItems(new URLSearchParams(search).get('items') ?? '');
  const key = items.map((i) => i.id).join(',');
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    compare.downloadLink(projectId, items).subscribe({
      next: (link) => downloadFile(link.download_url, link.filename),
      error: () => setDownloading(false),
      complete: () => setDownloading(false),
    });
  };
  const action = (
    <Button variant="secondary" loading={downloading} onClick={download}>
      {M.download}
    </Button>
  );
  return (
    <LoadedScreen
      load={() => compare.load(projectId, items)}
      loadKey={`${projectId}/${key}`}
      loadingLabel="Cargando comparativa…"
      failedTitle="No se ha podido cargar la comparativa"
    >
      {(data) => <ComparisonView project={data.project} columns={data.columns} action={action} />}
    </LoadedScreen>
  );
}
