/**
 * 'Hay tablas nuevas' on a workspace's copy of a reference agreement (docs/reference-agreements.md): the newer version
 * of its base, what it changes against the copy as it is now (each category's salary by year, the other figures),
 * and 'Aplicar las tablas nuevas' after a confirmation. Nothing is shown for any other agreement, nor when the copy
 * already holds the latest version.
 */
import { useEffect, useState } from 'react';
import { TOKENS } from '@licita/application';
import {
  AgreementRules,
  BASE_CHANGE_TERM_LABELS,
  formatNumber,
  spanishDateText,
  type Agreement,
  type AgreementBaseChanges,
} from '@licita/domain';
import { useService, useSession } from '../../app/container';
import { Button } from '../../components/ui';
import { ConfirmDialog } from '../../components/dialogs';
import { ScrollRegion } from '../../components/ScrollRegion';

const figure = (n: number | null, unit: string) => (n === null ? '—' : `${formatNumber(n, Number.isInteger(n) ? 0 : 2)}${unit}`);
const CHANGE_NOTE = { added: ' (nueva)', removed: ' (ya no está)', changed: '' } as const;

/** The rows of the changes' table: each category's years, then the other figures and the increments. */
function changeRows(c: AgreementBaseChanges): { key: string; label: string; year: string; before: string; after: string }[] {
  return [
    ...c.categories.flatMap((cat) =>
      cat.years.map((y) => ({
        key: `${cat.name}-${y.year}`,
        label: `${cat.name}${CHANGE_NOTE[cat.change]}`,
        year: String(y.year),
        before: figure(y.before, ' €'),
        after: figure(y.after, ' €'),
      })),
    ),
    ...c.terms.map((t) => ({
      key: t.field,
      label: BASE_CHANGE_TERM_LABELS[t.field],
      year: '',
      before: figure(t.before, ''),
      after: figure(t.after, ''),
    })),
    ...c.increments.map((i) => ({
      key: `increment-${i.year}`,
      label: 'Incremento salarial',
      year: String(i.year),
      before: figure(i.before, ' %'),
      after: figure(i.after, ' %'),
    })),
  ];
}

/** The changes, a row each: category or figure, year, before, after. */
function ChangesTable({ rows }: { rows: ReturnType<typeof changeRows> }) {
  return (
    <ScrollRegion label="Qué cambia" className="mt-3">
      <table className="w-full text-sm">
        <caption className="sr-only">Qué cambia</caption>
        <thead>
          <tr className="text-left text-xs text-slate-500">
            <th className="py-1 pr-4 font-medium">Categoría o dato</th>
            <th className="py-1 pr-4 font-medium">Año</th>
            <th className="py-1 pr-4 font-medium">Antes</th>
            <th className="py-1 font-medium">Ahora</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-amber-200">
              <td className="py-1 pr-4">{r.label}</td>
              <td className="py-1 pr-4">{r.year}</td>
              <td className="py-1 pr-4">{r.before}</td>
              <td className="py-1 font-medium">{r.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The notice itself, for a copy whose base has a newer version (`changes`). */
export function BaseChangesView({
  changes: c,
  canApply,
  applying,
  error,
  onApply,
}: {
  /** Lo que cambia la versión nueva del convenio de referencia respecto a la copia. */
  changes: AgreementBaseChanges;
  /** El usuario puede editar el convenio (y aplicar las tablas nuevas). */
  canApply: boolean;
  /** Las tablas nuevas se están aplicando. */
  applying: boolean;
  /** Por qué no se han podido aplicar, o null. */
  error: string | null;
  /** Aplica las tablas nuevas (tras confirmarlo). */
  onApply(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const rows = changeRows(c);
  const source = c.source ? `${c.source.bulletin}, ${spanishDateText(c.source.date)}` : 'fuente no indicada';
  return (
    <section aria-label="Hay tablas nuevas" className="mb-5 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 className="text-base font-semibold text-slate-900">Hay tablas nuevas</h2>
      <p className="mt-1 text-sm text-slate-700">
        Versión {c.to_version} del convenio de referencia (tu copia tiene la {c.from_version}) · {source}
        {c.loaded_at ? ` · cargada el ${spanishDateText(c.loaded_at.slice(0, 10))}` : ''}
      </p>
      {rows.length ? (
        <ChangesTable rows={rows} />
      ) : (
        <p className="mt-3 text-sm text-slate-700">La versión nueva no cambia ninguna cifra de tu copia.</p>
      )}
      <p className="mt-3 text-xs text-slate-600">
        «Antes» es lo que tiene tu copia hoy, con lo que hayas cambiado a mano. Al aplicar, tu copia toma las tablas, la jornada,
        las vacaciones, los incrementos y la antigüedad de la versión nueva (conserva su nombre y su PDF); las categorías que ya
        no están se quitan, salvo las que usa alguna simulación.
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {canApply && (
        <Button className="mt-4" loading={applying} onClick={() => setConfirming(true)}>
          Aplicar las tablas nuevas
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Aplicar las tablas nuevas"
        text="Tu copia tomará las cifras de la versión nueva. Las simulaciones ya calculadas conservan sus cifras; las que calcules desde ahora usarán las tablas nuevas."
        confirmLabel="Aplicar"
        busy={applying}
        onConfirm={() => {
          setConfirming(false);
          onApply();
        }}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

/** 'Hay tablas nuevas' of the agreement shown, when it is a copy whose base has a newer version. */
export function BaseChangesNotice({
  agreement,
  onApplied,
}: {
  /** El convenio que muestra la página. */
  agreement: Agreement;
  /** La copia tal como queda tras aplicar las tablas nuevas. */
  onApplied(agreement: Agreement): void;
}) {
  const update = useService(TOKENS.BaseTablesUpdate);
  const { permissions } = useSession();
  const [changes, setChanges] = useState<AgreementBaseChanges | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const isCopy = agreement.base_version !== null && agreement.base_version !== undefined;
  useEffect(() => {
    setChanges(null);
    setLoadError(null);
    if (!isCopy) return;
    const sub = update.changes(agreement.id).subscribe({ next: setChanges, error: (e: Error) => setLoadError(e.message) });
    return () => sub.unsubscribe();
  }, [update, agreement.id, isCopy]);

  if (loadError)
    return (
      <p role="alert" className="mb-5 rounded-lg bg-red-50 p-4 text-sm text-red-700">
        No se han podido comprobar las tablas nuevas del convenio de referencia: {loadError}
      </p>
    );
  if (!changes || changes.to_version <= (agreement.base_version ?? changes.to_version)) return null;
  const apply = () => {
    setApplying(true);
    setApplyError(null);
    update.apply(agreement.id, changes.to_version).subscribe({
      next: (copy) => {
        setApplying(false);
        setChanges(null);
        onApplied(copy);
      },
      error: (e: Error) => {
        setApplying(false);
        setApplyError(e.message);
      },
    });
  };
  return (
    <BaseChangesView
      changes={changes}
      canApply={AgreementRules.edit(permissions, agreement)}
      applying={applying}
      error={applyError}
      onApply={apply}
    />
  );
}
