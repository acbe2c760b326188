import { useEffect, useState } from 'react';
import { AgreementFormError, TOKENS, pdfFileProblem } from '@licita/application';
import { useService } from '../../app/container';
import { PdfIcon } from './parts';
import { WideModal } from '../../components/WideModal';
import { AlertText, DialogActions } from '../../components/dialogParts';
import { FileField } from '../../components/FileField';

/** 'Cargar convenio': one PDF, by drop or by choosing it; uploaded through the signed address. */
export function PdfUploadDialog({
  open,
  agreementId,
  onClose,
  onUploaded,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Identificador del convenio al que se sube el PDF. */
  agreementId: string;
  /** Se llama al cerrar el diálogo. */
  onClose(): void;
  /** Se llama cuando el PDF se ha subido. */
  onUploaded?(): void;
}) {
  const pdf = useService(TOKENS.AgreementPdf);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);

  const choose = (f: File | null, count: number) => {
    setFile(f);
    setError(count > 1 ? 'Solo se puede subir un fichero' : f ? pdfFileProblem(f) : null);
  };
  const upload = () => {
    const problem = pdfFileProblem(file);
    if (problem) return setError(problem);
    setBusy(true);
    pdf.upload(agreementId, file).subscribe({
      complete: () => {
        setBusy(false);
        onUploaded?.();
        onClose();
      },
      error: (e: unknown) => {
        setBusy(false);
        if (e instanceof AgreementFormError) setError(e.errors.file ?? e.message);
      },
    });
  };

  return (
    <WideModal open={open} onClose={() => !busy && onClose()} title="Cargar convenio" size="md">
      <div className="mt-4 flex items-center gap-3 text-slate-500">
        <PdfIcon width={32} height={32} />
        <p className="text-sm">Un único fichero PDF con el texto del convenio</p>
      </div>
      <FileField
        className="mt-3"
        label="Fichero del convenio"
        accept="application/pdf,.pdf"
        dropHint="También puedes arrastrar el convenio hasta aquí"
        onChange={choose}
      />
      <AlertText message={error} className="mt-2 text-sm text-red-600" />
      <DialogActions
        className="mt-6 flex justify-end gap-2"
        onCancel={onClose}
        cancelDisabled={busy}
        busy={busy}
        onConfirm={upload}
        confirmLabel="Subir"
      />
    </WideModal>
  );
}
