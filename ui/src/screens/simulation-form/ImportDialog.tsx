import { useEffect, useState, type FormEvent } from 'react';
import type { Observable } from 'rxjs';
import type { ImportProgress } from '@licita/application';
import { ACCEPTED_SPREADSHEET, IMPORT_POLL_MAX_ATTEMPTS, INPUT_MESSAGES, SPREADSHEET_ACCEPT } from '@licita/domain';
import { useSubscriptions } from '../../app/subscriptions';
import { FieldMessage } from '../agreements/parts';
import { WideModal } from '../../components/WideModal';
import { DialogActions } from '../../components/dialogParts';
import { FileField } from '../../components/FileField';

/** What an import is doing, as the dialogs show it. */
export function importProgressText(progress: ImportProgress): string {
  if (progress.phase === 'uploading') return 'Subiendo archivo…';
  return progress.phase === 'processing' ? `Procesando (${progress.attempt} de ${IMPORT_POLL_MAX_ATTEMPTS})…` : 'Importado';
}

/** The file field of a spreadsheet (.xlsx) to upload, its format said under it before `more`. */
export function SpreadsheetField({
  id,
  label,
  more,
  disabled,
  onFile,
}: {
  id: string;
  label: string;
  /** What else to say under the field. */
  more?: string;
  disabled?: boolean;
  onFile(file: File | null): void;
}) {
  return (
    <FileField
      id={id}
      label={label}
      accept={SPREADSHEET_ACCEPT}
      disabled={disabled}
      onChange={(f) => onFile(f)}
      description={more ? `${ACCEPTED_SPREADSHEET}. ${more}` : ACCEPTED_SPREADSHEET}
    />
  );
}

/**
 * Import of a template spreadsheet (centers or surrogates): one .xlsx file, said under the picker ('Formato: Libro de
 * Excel (.xlsx)'); none chosen → 'Seleccione un fichero'.
 * `run` is the use case (upload, then the status polled every 500 ms up to 10 times); `onDone` reloads the list.
 */
export function ImportDialog({
  open,
  title,
  run,
  onDone,
  onClose,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Título del diálogo (por ejemplo, «Importar centros»). */
  title: string;
  /** Importa el fichero elegido y va informando del progreso. */
  run(file: File): Observable<ImportProgress>;
  /** Se llama cuando la importación termina bien. */
  onDone(): void;
  /** Se llama al cerrar el diálogo. */
  onClose(): void;
}) {
  const subscribe = useSubscriptions();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
      setProgress(null);
    }
  }, [open]);
  const busy = progress !== null && progress.phase !== 'done';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError(INPUT_MESSAGES.noFile);
    setError(null);
    subscribe(run(file), {
      next: setProgress,
      error: (err: Error) => {
        setProgress(null);
        setError(err.message);
      },
      complete: () => {
        setProgress(null);
        onDone();
        onClose();
      },
    });
  };
  return (
    <WideModal open={open} onClose={() => !busy && onClose()} title={title} size="md">
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div>
          <SpreadsheetField id="import-file" label="Fichero (.xlsx)" onFile={setFile} />
          <FieldMessage id="import-file-msg" error={error} />
        </div>
        {progress && (
          <p role="status" className="text-sm text-slate-600">
            {importProgressText(progress)}
          </p>
        )}
        <DialogActions onCancel={onClose} cancelDisabled={busy} busy={busy} confirmLabel="Importar" />
      </form>
    </WideModal>
  );
}
