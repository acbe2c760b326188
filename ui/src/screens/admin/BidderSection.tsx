/**
 * 'Datos de la empresa' of /admin: the bidder's company name and tax id, printed on the cover of every offer's
 * justification of the workspace.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { InputFormError, TOKENS } from '@licita/application';
import { BIDDER_LABELS, type BidderData } from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { TextField } from '../../components/TextField';

type Form = Record<keyof BidderData, string>;

export function BidderSection({ workspaceId }: { workspaceId: string }) {
  const bidder = useService(TOKENS.BidderDetails);
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Form>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setForm(null);
    const sub = bidder.load(workspaceId).subscribe({
      next: (b) => setForm({ company_name: b.company_name ?? '', tax_id: b.tax_id ?? '' }),
      error: () => setForm({ company_name: '', tax_id: '' }),
    });
    return () => sub.unsubscribe();
  }, [bidder, workspaceId]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    setSaving(true);
    setErrors({});
    bidder.save(workspaceId, form).subscribe({
      next: (b) => setForm({ company_name: b.company_name ?? '', tax_id: b.tax_id ?? '' }),
      error: (err) => {
        setSaving(false);
        if (err instanceof InputFormError) setErrors(err.byField);
      },
      complete: () => setSaving(false),
    });
  };
  return (
    <section aria-label="Datos de la empresa" className="rounded-xl bg-white p-6 shadow-xs ring-1 ring-slate-200">
      <h2 className="text-base font-semibold text-slate-900">Datos de la empresa</h2>
      <p className="mt-1 text-sm text-slate-600">
        El licitador que firma la justificación de las ofertas de este espacio de trabajo.
      </p>
      {form && (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
          <TextField
            id="bidder-company"
            label={BIDDER_LABELS.company_name}
            value={form.company_name}
            error={errors.company_name}
            onChange={(e) => setForm({ ...form, company_name: e.target.value })}
          />
          <TextField
            id="bidder-tax-id"
            label={BIDDER_LABELS.tax_id}
            value={form.tax_id}
            maxLength={20}
            error={errors.tax_id}
            onChange={(e) => setForm({ ...form, tax_id: e.target.value })}
          />
          <Button type="submit" loading={saving} className="sm:mt-6">
            Guardar
          </Button>
        </form>
      )}
    </section>
  );
}
