/**
 * Before the first 'Descargar justificación' of a workspace without the bidder's company data: the PDF's cover names
 * the bidder, so the dialog asks for the Razón social and the NIF (saved to the workspace's data, as in
 * Administración → Datos de la empresa) and then downloads. A user who may not edit the workspace's data is told who
 * can fill it, and may still download.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { InputFormError, TOKENS } from '@licita/application';
import { BIDDER_LABELS, type BidderData } from '@licita/domain';
import { useService } from '../../app/container';
import { DialogActions, Modal } from '../../components/dialogParts';
import { TextField } from '../../components/TextField';

type Form = Record<keyof BidderData, string>;

export const BIDDER_DIALOG_TEXTS = {
  title: 'Datos del licitador',
  intro: 'La justificación se presenta en nombre de la empresa: su razón social y su NIF aparecen en la portada del PDF.',
  saveAndDownload: 'Guardar y descargar',
  downloadAnyway: 'Descargar sin ellos',
  companyRequired: 'Escribe la razón social de la empresa',
  whoFills: (workspace: string) =>
    `La razón social y el NIF de la empresa no están rellenados. Solo un administrador del espacio de trabajo «${workspace}» puede rellenarlos, en Administración → Datos de la empresa.`,
  withoutThem: 'Si descargas la justificación sin ellos, la portada dirá «Licitador: sin indicar».',
} as const;

export interface BidderDialogProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Espacio de trabajo cuyos datos de empresa se piden. */
  workspaceId: string;
  /** Nombre del espacio de trabajo, para decir quién puede rellenar los datos. */
  workspaceName: string;
  /** Si el usuario puede editar los datos del espacio de trabajo (administrador); si no, se le dice quién puede. */
  canEdit: boolean;
  /** Se llama para descargar la justificación (tras guardar los datos, o sin ellos). */
  onDownload(): void;
  /** Se llama al cerrar el diálogo sin descargar. */
  onClose(): void;
}

export function BidderDialog({ open, workspaceId, workspaceName, canEdit, onDownload, onClose }: BidderDialogProps) {
  const bidder = useService(TOKENS.BidderDetails);
  const [form, setForm] = useState<Form>({ company_name: '', tax_id: '' });
  const [errors, setErrors] = useState<Partial<Form>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setForm({ company_name: '', tax_id: '' });
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.company_name.trim()) return setErrors({ company_name: BIDDER_DIALOG_TEXTS.companyRequired });
    setSaving(true);
    setErrors({});
    bidder.save(workspaceId, form).subscribe({
      next: () => {
        setSaving(false);
        onClose();
        onDownload();
      },
      error: (err) => {
        setSaving(false);
        if (err instanceof InputFormError) setErrors(err.byField);
      },
    });
  };
  const download = () => {
    onClose();
    onDownload();
  };
  return (
    <Modal open={open} onClose={onClose} title={BIDDER_DIALOG_TEXTS.title}>
      <p className="mt-1 text-sm text-slate-600">{BIDDER_DIALOG_TEXTS.intro}</p>
      {canEdit ? (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <TextField
            id="bidder-dialog-company"
            label={BIDDER_LABELS.company_name}
            value={form.company_name}
            error={errors.company_name}
            onChange={(e) => setForm({ ...form, company_name: e.target.value })}
          />
          <TextField
            id="bidder-dialog-tax-id"
            label={BIDDER_LABELS.tax_id}
            value={form.tax_id}
            maxLength={20}
            error={errors.tax_id}
            onChange={(e) => setForm({ ...form, tax_id: e.target.value })}
          />
          <DialogActions onCancel={onClose} busy={saving} confirmLabel={BIDDER_DIALOG_TEXTS.saveAndDownload} />
        </form>
      ) : (
        <div className="mt-4 space-y-3">
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {BIDDER_DIALOG_TEXTS.whoFills(workspaceName)}
          </p>
          <p className="text-sm text-slate-600">{BIDDER_DIALOG_TEXTS.withoutThem}</p>
          <DialogActions onCancel={onClose} confirmLabel={BIDDER_DIALOG_TEXTS.downloadAnyway} onConfirm={download} />
        </div>
      )}
    </Modal>
  );
}
