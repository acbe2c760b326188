/**
 * /social_security_cost/{projectId}/{simulationId} — the social security discount: the new hires of
 * the solution with select-all and per-row checkboxes; 'Descontar SS' marks those with a disability contract and the
 * solution is re-costed (status followed once a second, up to 300 times); the totals follow.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Subscription } from 'rxjs';
import { SIMULATION_SCREEN_TEXTS } from './messages';
import { TOKENS, type SocialSecurityContext, type TaskProgress } from '@licita/application';
import {
  markedIds,
  parseResults,
  RUN_MESSAGES,
  selectionChanged,
  simulationPageRoute,
  SimulationRules,
  toggleAll,
  toggleOne,
  type SocialSecurityEmployee,
} from '@licita/domain';
import { useService, useSession } from '../../app/container';
import { Button, PageLoading } from '../../components/ui';
import { LoadFailed } from '../../components/LoadedScreen';
import { SpinnerIcon } from '../../components/icons';
import { euros, hours } from './format';
import { TenderItemBreadcrumb } from '../../components/TenderBreadcrumb';
import { ScrollRegion } from '../../components/ScrollRegion';
import { NoDataRow, NumberCells, NumberHeads, TextHeads } from './tableParts';

export interface SocialSecurityViewProps {
  ctx: SocialSecurityContext;
  selected: ReadonlySet<string>;
  canEdit: boolean;
  progress?: TaskProgress | null;
  onSelect(next: Set<string>): void;
  onSave(): void;
}

function Check({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange(): void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={onChange}
      className="h-4 w-4 rounded border-slate-300 text-brand-600"
    />
  );
}

function EmployeesTable({
  employees,
  selected,
  disabled,
  onSelect,
}: {
  employees: readonly SocialSecurityEmployee[];
  selected: ReadonlySet<string>;
  disabled: boolean;
  onSelect(s: Set<string>): void;
}) {
  const all = employees.length > 0 && employees.every((e) => selected.has(e.id));
  const some = !all && employees.some((e) => selected.has(e.id));
  return (
    <ScrollRegion label="Nuevos empleados/as">
      <table aria-label="Nuevos empleados/as" className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th scope="col" className="w-10 py-2 pr-2">
              <Check
                label="Seleccionar todos"
                checked={all}
                indeterminate={some}
                disabled={disabled || employees.length === 0}
                onChange={() => onSelect(toggleAll(employees, selected))}
              />
            </th>
            <TextHeads labels={['Empleado', 'Centro']} />
            <NumberHeads labels={['Jornada', 'Coste salarial', 'Coste seguridad social']} />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {employees.map((e) => (
            <tr key={e.id} className={selected.has(e.id) ? 'bg-brand-50/50' : undefined}>
              <td className="py-2 pr-2">
                <Check
                  label={`Seleccionar ${e.name}`}
                  checked={selected.has(e.id)}
                  disabled={disabled}
                  onChange={() => onSelect(toggleOne(selected, e.id))}
                />
              </td>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-800">
                {e.name}
                {e.social_security_activate && (
                  <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-700">
                    Descontada
                  </span>
                )}
              </th>
              <td className="py-2 pr-4 text-slate-700">{e.centers.join(', ')}</td>
              <NumberCells values={[hours(e.weekly_hours), euros(e.salary), euros(e.social_security)]} />
            </tr>
          ))}
          {employees.length === 0 && <NoDataRow columns={6} />}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function SocialSecurityView({ ctx, selected, canEdit, progress = null, onSelect, onSave }: SocialSecurityViewProps) {
  const { project, simulation, employees } = ctx;
  const results = parseResults(simulation.results);
  const busy = progress !== null;
  return (
    <section className="space-y-4">
      <TenderItemBreadcrumb
        project={project}
        item={simulation.name}
        itemHref={simulationPageRoute(project.uid, simulation.id)}
        page="Seguridad social"
      />
      <div>
        <h1 className="text-2xl font-semibold break-words text-slate-900">{simulation.name}</h1>
        <p className="mt-1 text-sm font-medium text-slate-600">{RUN_MESSAGES.socialSecurityTitle}</p>
      </div>
      <p className="text-sm text-slate-600">{RUN_MESSAGES.socialSecurityText}</p>
      {results.kind === 'ok' && (
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
            <dt className="text-sm text-slate-500">Seguridad social de la simulación</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums" data-testid="ss-total">
              {euros(results.results.social_security)}
            </dd>
          </div>
          <div className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
            <dt className="text-sm text-slate-500">Coste total</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{euros(results.results.total_cost)}</dd>
          </div>
        </dl>
      )}
      <section aria-label="Nuevos empleados/as" className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
        <EmployeesTable employees={employees} selected={selected} disabled={!canEdit || busy} onSelect={onSelect} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Link
            href={simulationPageRoute(project.uid, simulation.id)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Volver a la simulación
          </Link>
          <div className="flex items-center gap-3">
            {busy && (
              <span role="status" className="flex items-center gap-2 text-sm text-brand-700">
                <SpinnerIcon width={16} height={16} /> Actualizando simulación
              </span>
            )}
            {canEdit && (
              <Button onClick={onSave} loading={busy} disabled={!selectionChanged(employees, selected)}>
                Descontar SS
              </Button>
            )}
          </div>
        </div>
      </section>
    </section>
  );
}

export function SocialSecurityScreen({
  projectId,
  simulationId,
}: {
  /** Identificador de la licitación. */
  projectId: string;
  /** Identificador de la simulación cuyos costes de Seguridad Social se muestran. */
  simulationId: string;
}) {
  const discount = useService(TOKENS.SocialSecurityDiscount);
  const { permissions } = useSession();
  const [ctx, setCtx] = useState<SocialSecurityContext | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<TaskProgress | null>(null);
  const [version, setVersion] = useState(0);
  const saving = useRef<Subscription | null>(null);
  useEffect(() => {
    const sub = discount.load(projectId, simulationId).subscribe({
      next: (c) => {
        setCtx(c);
        setSelected(markedIds(c.employees));
      },
      error: () => setFailed(true),
    });
    return () => sub.unsubscribe();
  }, [discount, projectId, simulationId, version]);
  useEffect(() => () => saving.current?.unsubscribe(), []);
  if (failed && !ctx) return <LoadFailed title={SIMULATION_SCREEN_TEXTS.loadFailed} />;
  if (!ctx) return <PageLoading label="Cargando empleados…" />;
  const save = () => {
    saving.current = discount.save(simulationId, ctx.employees, selected).subscribe({
      next: setProgress,
      error: () => setProgress(null),
      complete: () => {
        setProgress(null);
        setVersion((v) => v + 1);
      },
    });
  };
  return (
    <SocialSecurityView
      ctx={ctx}
      selected={selected}
      canEdit={SimulationRules.edit(permissions) && ctx.simulation.status === 'Solved'}
      progress={progress}
      onSelect={setSelected}
      onSave={save}
    />
  );
}
