import { useEffect, useRef, useState, type DragEvent } from 'react';
import { AgreementFormError, TOKENS, pdfFileProblem } from '@licita/application';
import { useService } from '../../app/container';
import { PdfIcon, WideModal } from './parts';
import { DialogActions } from '../../components/dialogParts';

/** 'Cargar convenio': one PDF, by drop or by choosing it; uploaded through the signed address. */
export function PdfUploadDialog({ open, agreementId, onClose, onUploaded }: { open: boolean; agreementId: string; onClose(): void; onUploaded?(): void }) {
  const pdf = useService(TOKENS.AgreementPdf);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);

  const choose = (files: FileList | null) => {
    const f = files?.[0] ?? null;
    setFile(f);
    setError(files && files.length > 1 ? 'Solo se puede subir un fichero' : f ? pdfFileProblem(f) : null);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files);
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
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        onClick={() => input.current?.click()}
        className={`mt-4 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center ${over ? 'border-brand-500 bg-brand-50' : 'border-slate-300'}`}
      >
        <PdfIcon width={32} height={32} />
        <p className="text-sm font-medium text-slate-800">Arrastra el convenio</p>
        <p className="text-xs text-slate-500">o pulsa para elegirlo (un único fichero PDF)</p>
        {file && <p className="mt-2 text-sm text-slate-700">{file.name}</p>}
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Fichero del convenio"
          className="sr-only"
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => choose(e.target.files)}
        />
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      <DialogActions className="mt-6 flex justify-end gap-2" onCancel={onClose} cancelDisabled={busy} busy={busy} onConfirm={upload} confirmLabel="Subir" />
    </WideModal>
  );
}
