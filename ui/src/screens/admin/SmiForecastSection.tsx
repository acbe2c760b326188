/**
 * 'SMI previsto' of /admin, under 'Datos de la empresa': the minimum wage the workspace expects for years without a
 * published one (one row a year). The published SMI is listed beside it with its Real Decreto.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { InputFormError, TOKENS } from '@licita/application';
import {
  formatNumberForDisplay,
  numberInputText,
  PUBLISHED_SMI_YEARS,
  SMI_FORECAST_LABELS,
  type SmiForecastEntry,
  type SmiForecastRow,
} from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { NumberField } from '../../components/NumberField';
import { TextField } from '../../components/TextField';

const rowsOf = (list: SmiForecastEntry[]): SmiForecastRow[] =>
  list.map((f) => ({ year: String(f.year), annual: numberInputText(f.annual) }));

const LAST_PUBLISHED = PUBLISHED_SMI_YEARS[PUBLISHED_SMI_YEARS.length - 1]!;

/** The workspace's forecast rows, loaded again for another workspace, and their save (refusals by field). */
function useSmiForecast(workspaceId: string) {
  const settings = useService(TOKENS.SmiForecastSettings);
  const [rows, setRows] = useState<SmiForecastRow[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setRows(null);
    const sub = settings.load(workspaceId).subscribe({
      next: (list) => setRows(rowsOf(list)),
      error: () => setRows([]),
    });
    return () => sub.unsubscribe();
  }, [settings, workspaceId]);
  const change = (i: number, field: keyof SmiForecastRow, value: string) =>
    setRows((rs) => rs!.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!rows) return;
    setSaving(true);
    setErrors({});
    settings.save(workspaceId, rows).subscribe({
      next: (list) => setRows(rowsOf(list)),
      error: (err) => {
        setSaving(false);
        if (err instanceof InputFormError) setErrors(err.byField);
      },
      complete: () => setSaving(false),
    });
  };
  return { rows, setRows, change, errors, saving, submit };
}

export function SmiForecastSection({ workspaceId }: { workspaceId: string }) {
  const { rows, setRows, change, errors, saving, submit } = useSmiForecast(workspaceId);
  const last = LAST_PUBLISHED;
  return (
    <section aria-label={SMI_FORECAST_LABELS.title} className="rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
      <h2 className="text-base font-semibold text-slate-900">{SMI_FORECAST_LABELS.title}</h2>
      <p className="mt-1 text-sm text-slate-600">
        Ningún salario se costea por debajo del salario mínimo interprofesional (SMI) de su año. Para los años sin SMI publicado
        se usa el último ({formatNumberForDisplay(last.annual, 'money')} € de {last.year}, {last.source}), salvo que indiques aquí
        el previsto: importe anual a jornada completa, 14 pagas.
      </p>
      <p className="mt-1 text-xs text-slate-500">
        Publicados:{' '}
        {PUBLISHED_SMI_YEARS.map((p) => `${p.year}: ${formatNumberForDisplay(p.annual, 'money')} € (${p.source})`).join('; ')}.
      </p>
      {rows && (
        <SmiForecastForm rows={rows} onRows={setRows} onChange={change} errors={errors} saving={saving} onSubmit={submit} />
      )}
    </section>
  );
}

/** One row a year (year, annual amount, 'Quitar'), 'Añadir año' (the year after the last one) and 'Guardar'. */
function SmiForecastForm({
  rows,
  onRows,
  onChange: change,
  errors,
  saving,
  onSubmit,
}: {
  rows: SmiForecastRow[];
  onRows(rows: SmiForecastRow[]): void;
  onChange(i: number, field: keyof SmiForecastRow, value: string): void;
  errors: Record<string, string>;
  saving: boolean;
  onSubmit(e: FormEvent): void;
}) {
  const addYear = () => {
    const years = rows.map((r) => Number(r.year)).filter(Number.isFinite);
    const next = Math.max(LAST_PUBLISHED.year, ...years) + 1;
    onRows([...rows, { year: String(next), annual: '' }]);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      {rows.map((r, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-[8rem_14rem_auto] sm:items-start">
          <TextField
            id={`smi-forecast-year-${i}`}
            label={SMI_FORECAST_LABELS.year}
            value={r.year}
            inputMode="numeric"
            maxLength={4}
            error={errors[`smi_forecast.${i}.year`]}
            onChange={(e) => change(i, 'year', e.target.value)}
          />
          <NumberField
            label={SMI_FORECAST_LABELS.annual}
            value={r.annual}
            display="money"
            suffix="€"
            error={errors[`smi_forecast.${i}.annual`]}
            onChange={(e) => change(i, 'annual', e.target.value)}
          />
          <Button
            type="button"
            variant="ghost"
            className="sm:mt-6"
            aria-label={`Quitar el SMI previsto de ${r.year || 'esta fila'}`}
            onClick={() => onRows(rows.filter((_, j) => j !== i))}
          >
            Quitar
          </Button>
        </div>
      ))}
      <div className="flex gap-3">
        <Button type="button" variant="secondary" onClick={addYear}>
          Añadir año
        </Button>
        <Button type="submit" loading={saving}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
