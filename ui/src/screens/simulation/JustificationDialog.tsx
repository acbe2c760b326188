/**
 * "Fundamentos de la justificación": the grounds on which the offer is lower than others (LCSP art. 149.4), one text
 * per ground, saved with the simulation in any status. Each written ground becomes a part of the justification PDF;
 * an empty one is left out.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Field, Label, Description, Textarea } from '@headlessui/react';
import { TOKENS } from '@licita/application';
import { GROUND_MAX_LENGTH, JUSTIFICATION_GROUNDS, formatNumber, type JustificationGrounds } from '@licita/domain';
import { useService } from '../../app/container';
import { AlertText, DialogActions, Modal } from '../../components/dialogParts';
import { SpinnerIcon } from '../../components/icons';

type Key = (typeof JUSTIFICATION_GROUNDS)[number]['key'];

export interface JustificationDialogProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Identificador de la simulación cuyos fundamentos se editan. */
  simulationId: string;
  /** Whether the user may change them (simulation update); otherwise they are read only. */
  canEdit: boolean;
  /** Se llama al cerrar el diálogo. */
  onClose(): void;
}

export function JustificationDialog({ open, simulationId, canEdit, onClose }: JustificationDialogProps) {
  const result = useService(TOKENS.SimulationResult);
  const [values, setValues] = useState<Record<Key, string> | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setValues(null);
    const sub = result.grounds(simulationId).subscribe({
      next: (g) =>
        setValues(Object.fromEntries(JUSTIFICATION_GROUNDS.map(({ key }) => [key, g[key] ?? ''])) as Record<Key, string>),
      error: onClose,
    });
    return () => sub.unsubscribe();
  }, [open, result, simulationId]); // eslint-disable-line react-hooks/exhaustive-deps
  const tooLong = values ? JUSTIFICATION_GROUNDS.find(({ key }) => values[key].length > GROUND_MAX_LENGTH) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values || tooLong) return;
    setSaving(true);
    result.saveGrounds(simulationId, values as JustificationGrounds).subscribe({
      error: () => setSaving(false),
      complete: () => {
        setSaving(false);
        onClose();
      },
    });
  };
  return (
    <Modal open={open} onClose={onClose} title="Fundamentos de la justificación" wide>
      <p className="mt-1 text-sm text-slate-600">
        Si la mesa considera la oferta anormalmente baja, la justificación debe explicar en qué se basa (art. 149.4 LCSP). Cada
        fundamento que escribas aparece en el PDF; los que dejes vacíos no se imprimen.
      </p>
      {!values ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-500">
          <SpinnerIcon width={16} height={16} /> Cargando fundamentos…
        </p>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          {JUSTIFICATION_GROUNDS.map(({ key, label, hint }) => {
            const length = values[key].length;
            return (
              <Field key={key}>
                <Label className="block text-sm font-medium text-slate-700">{label}</Label>
                <Description className="text-xs text-slate-500">{hint}</Description>
                <Textarea
                  value={values[key]}
                  disabled={!canEdit}
                  rows={3}
                  invalid={length > GROUND_MAX_LENGTH}
                  onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-50 data-[invalid]:border-red-500"
                />
                <p className={`text-right text-xs ${length > GROUND_MAX_LENGTH ? 'text-red-600' : 'text-slate-400'}`}>
                  {formatNumber(length, 0)} / {formatNumber(GROUND_MAX_LENGTH, 0)}
                </p>
              </Field>
            );
          })}
          <AlertText
            message={
              tooLong ? `El campo «${tooLong.label}» admite como máximo ${formatNumber(GROUND_MAX_LENGTH, 0)} caracteres` : null
            }
          />
          {canEdit ? (
            <DialogActions onCancel={onClose} confirmLabel="Guardar" busy={saving} cancelDisabled={saving} />
          ) : (
            <DialogActions onCancel={onClose} confirmLabel="Cerrar" onConfirm={onClose} />
          )}
        </form>
      )}
    </Modal>
  );
}
