/**
 * "Método de horas anuales" (docs/engine.md): the contracting authority's way of staffing beside the roster — per
 * category the hours, effective hours per FTE, FTE (surrogates and new) and wages; the totals; the difference to
 * the roster with where it comes from; and, with a tender budget, whether it pays each method (red when not).
 * The figures come from `conventionalCard`.
 */
import { CONVENTIONAL_LABELS, conventionalCard, type Results } from '@licita/domain';
import { Card } from './Card';
import { ScrollRegion } from '../../components/ScrollRegion';
import { FiguresTable } from './tableParts';

type ConventionalView = NonNullable<ReturnType<typeof conventionalCard>>;

/** Per category: hours, effective hours per FTE, FTE and wages; marked where the roster needs more people. */
function CategoriesTable({ view }: { view: ConventionalView }) {
  return (
    // not named after the card: the card is found by its name (a substring in the browser tests)
    <ScrollRegion label="Categorías del método">
      <FiguresTable
        label="Método de horas anuales por categoría"
        className="w-full text-sm"
        heads={view.head.map((h, i) => (
          <th key={h} scope="col" className={`py-2 pr-3 font-medium ${i > 0 ? 'text-right' : ''}`}>
            {h}
          </th>
        ))}
      >
        {view.rows.map((row) => (
          <tr key={row.category} data-roster-needs-more={row.rosterNeedsMore || undefined}>
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
              {row.category}
              {row.rosterNeedsMore && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">
                  El cuadrante necesita más personas
                </span>
              )}
            </th>
            {row.cells.map((cell, i) => (
              <td key={view.head[i + 1]} className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </FiguresTable>
    </ScrollRegion>
  );
}

/** The difference to the roster with where it comes from, and whether the tender budget pays each method. */
function DifferenceAndCover({ view }: { view: ConventionalView }) {
  return (
    <div className="space-y-3 text-sm">
      <p data-testid="conventional-difference">
        <span className="text-slate-600">Diferencia con el cuadrante: </span>
        <span className="font-semibold tabular-nums text-slate-900">
          {view.difference.value} ({view.difference.percent})
        </span>
      </p>
      <p className="text-slate-700">{view.difference.sentence}</p>
      {view.covers ? (
        <ul className="space-y-1" aria-label="Cobertura del presupuesto de licitación">
          {view.covers.map((c) => (
            <li
              key={c.method}
              data-covered={c.covered}
              className={`font-medium ${c.covered ? 'text-emerald-700' : 'text-red-700'}`}
            >
              {c.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-500">
          Indica el presupuesto base de licitación en «Modificar parámetros» para saber si cubre cada método.
        </p>
      )}
    </div>
  );
}

export function ConventionalCard({
  results,
}: {
  /** Resultados de la simulación, con el método de horas anuales del órgano de contratación. */
  results: Results;
}) {
  const view = conventionalCard(results);
  if (!view) return null;
  return (
    <Card title="Método de horas anuales">
      <CategoriesTable view={view} />
      <div className="mt-5 grid gap-6 border-t border-slate-100 pt-4 lg:grid-cols-2">
        <dl className="divide-y divide-slate-100" aria-label="Totales del método de horas anuales">
          {view.totals.map((t) => (
            <div key={t.label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5">
              <dt className="text-sm text-slate-600">{t.label}</dt>
              <dd
                className={`ml-auto tabular-nums ${t.label === CONVENTIONAL_LABELS.total ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
              >
                {t.value}
              </dd>
            </div>
          ))}
        </dl>
        <DifferenceAndCover view={view} />
      </div>
    </Card>
  );
}
