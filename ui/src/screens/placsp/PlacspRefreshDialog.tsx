/**
 * 'Actualizar desde la Plataforma' on an imported tender: the preparer uploads a later version of the notice (or asks
 * the server to read the notice's address again), sees what changes ("Cambios en el anuncio del <fecha>") and
 * applies it. The lot simulations' budget and price points follow only with the box ticked (ticked by default: a
 * bid on the old budget is no longer valid).
 */
import { NOTICE_FILE_MESSAGES, NOTICE_LABELS } from '@licita/domain';
import { useEffect, useState } from 'react';
import { PlacspImportError, TOKENS, type PlacspChanges } from '@licita/application';
import { useService } from '../../app/container';
import { AlertText, DialogActions, Modal } from '../../components/dialogParts';
import { NoticeFileChooser, spanishDate } from './NoticeParts';
import { RefreshChanges } from './RefreshChanges';

export function PlacspRefreshDialog({
  open,
  projectId,
  noticeUrl,
  onClose,
  onApplied,
  read: initial,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** La licitación que se actualiza. */
  projectId: string;
  /** La dirección del anuncio guardada, que el servidor puede volver a leer. */
  noticeUrl: string | null;
  /** Se llama al cerrar sin aplicar. */
  onClose(): void;
  /** Se llama tras aplicar los cambios. */
  onApplied(): void;
  /** Los cambios de un anuncio ya leído (Storybook): el diálogo se abre como tras 'Leer anuncio'. */
  read?: PlacspChanges;
}) {
  const refresher = useService(TOKENS.RefreshFromPlatform);
  const [read, setRead] = useState<PlacspChanges | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [updateSimulations, setUpdateSimulations] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setRead(initial ?? null);
      setFile(null);
      setError(null);
      setUpdateSimulations(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const fail = (e: unknown) => {
    setBusy(false);
    setError(e instanceof PlacspImportError ? e.message : null);
  };
  const load = (f: File | null) => {
    if (!f && !noticeUrl) return setError(NOTICE_FILE_MESSAGES.chooseFile);
    setBusy(true);
    setError(null);
    refresher.read(projectId, f).subscribe({
      next: (r) => {
        setBusy(false);
        setRead(r);
      },
      error: fail,
    });
  };
  const apply = () => {
    if (!read) return;
    setBusy(true);
    setError(null);
    refresher.apply(projectId, read.source, updateSimulations && read.changes.simulations.length > 0).subscribe({
      next: () => {
        setBusy(false);
        onApplied();
      },
      error: fail,
    });
  };
  const close = () => !busy && onClose();
  const date = read ? spanishDate(read.changes.notice.updated) : '';

  return (
    <Modal
      open={open}
      onClose={close}
      title={read ? (date ? `Cambios en el anuncio del ${date}` : 'Cambios en el anuncio') : NOTICE_LABELS.refreshTitle}
      wide
    >
      {!read && (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-slate-600">
            Guarde en la Plataforma de Contratación la versión actual del anuncio (la página del anuncio o su feed ATOM, como
            archivo .atom o .xml) y súbala: verá qué cambia antes de aplicarlo.
          </p>
          <NoticeFileChooser
            className="flex flex-wrap items-center gap-3"
            file={file}
            onFile={(f) => {
              setFile(f);
              setError(null);
            }}
          />
          {noticeUrl && (
            <p className="text-sm text-slate-600">
              O{' '}
              <button type="button" className="text-brand-700 underline" disabled={busy} onClick={() => load(null)}>
                leer de nuevo la dirección del anuncio
              </button>{' '}
              (solo si este servidor puede consultar la Plataforma por internet).
            </p>
          )}
        </div>
      )}
      {read && (
        <RefreshChanges changes={read.changes} updateSimulations={updateSimulations} onUpdateSimulations={setUpdateSimulations} />
      )}
      <AlertText message={error} className="mt-3 text-sm text-red-600" />
      <DialogActions
        className="mt-6 flex justify-end gap-2"
        onCancel={close}
        cancelDisabled={busy}
        busy={busy}
        onConfirm={read ? apply : () => load(file)}
        confirmLabel={read ? 'Aplicar cambios' : 'Leer anuncio'}
      />
    </Modal>
  );
}
