/**
 * 'Actualizar desde la Plataforma' on an imported tender: the preparer uploads a later version of the notice (or asks
 * the server to read the notice's address again), sees what changes ("Cambios en el anuncio del <fecha>") and
 * applies it. The lot simulations' budget and price points follow only with the box ticked (ticked by default: a
 * bid on the old budget is no longer valid).
 */
import { NOTICE_FILE_MESSAGES, NOTICE_LABELS } from '@licita/domain';
import { useEffect, useState } from 'react';
import { TOKENS, type PlacspChanges } from '@licita/application';
import { useService } from '../../app/container';
import { AlertText, DialogActions, Modal } from '../../components/dialogParts';
import { NoticeFileChooser, spanishDate } from './NoticeParts';
import { RefreshChanges } from './RefreshChanges';
import { useNoticeRequest } from './useNoticeRequest';

/** The notice's later version read (from a file or its saved address) and then applied to the tender. */
function usePlacspRefresh(open: boolean, projectId: string, noticeUrl: string | null, initial: PlacspChanges | undefined) {
  const refresher = useService(TOKENS.RefreshFromPlatform);
  const { error, setError, busy, run } = useNoticeRequest();
  const [read, setRead] = useState<PlacspChanges | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [updateSimulations, setUpdateSimulations] = useState(true);
  useEffect(() => {
    if (open) {
      setRead(initial ?? null);
      setFile(null);
      setError(null);
      setUpdateSimulations(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);
  const load = (f: File | null) => {
    if (!f && !noticeUrl) return setError(NOTICE_FILE_MESSAGES.chooseFile);
    run(refresher.read(projectId, f), setRead);
  };
  const apply = (onApplied: () => void) => {
    if (!read) return;
    run(refresher.apply(projectId, read.source, updateSimulations && read.changes.simulations.length > 0), onApplied);
  };
  // a new file replaces the last one's error
  const chooseFile = (f: File | null) => (setFile(f), setError(null));
  return { read, file, chooseFile, updateSimulations, setUpdateSimulations, error, busy, load, apply };
}

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
  const { read, file, chooseFile, updateSimulations, setUpdateSimulations, error, busy, load, apply } = usePlacspRefresh(
    open,
    projectId,
    noticeUrl,
    initial,
  );
  const close = () => !busy && onClose();
  const date = read ? spanishDate(read.changes.notice.updated) : '';
  return (
    <Modal
      open={open}
      onClose={close}
      title={read ? (date ? `Cambios en el anuncio del ${date}` : 'Cambios en el anuncio') : NOTICE_LABELS.refreshTitle}
      wide
    >
      {!read && <ReadStep file={file} onFile={chooseFile} noticeUrl={noticeUrl} busy={busy} onReadAddress={() => load(null)} />}
      {read && (
        <RefreshChanges changes={read.changes} updateSimulations={updateSimulations} onUpdateSimulations={setUpdateSimulations} />
      )}
      <AlertText message={error} className="mt-3 text-sm text-red-600" />
      <DialogActions
        className="mt-6 flex justify-end gap-2"
        onCancel={close}
        cancelDisabled={busy}
        busy={busy}
        onConfirm={read ? () => apply(onApplied) : () => load(file)}
        confirmLabel={read ? 'Aplicar cambios' : 'Leer anuncio'}
      />
    </Modal>
  );
}

/** The later version to read: a saved file, or (when the tender has one) the notice's address read again. */
function ReadStep({
  file,
  onFile,
  noticeUrl,
  busy,
  onReadAddress,
}: {
  file: File | null;
  onFile(f: File | null): void;
  noticeUrl: string | null;
  busy: boolean;
  onReadAddress(): void;
}) {
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-slate-600">
        Guarde en la Plataforma de Contratación la versión actual del anuncio (la página del anuncio o su feed ATOM, como archivo
        .atom o .xml) y súbala: verá qué cambia antes de aplicarlo.
      </p>
      <NoticeFileChooser className="flex flex-wrap items-center gap-3" file={file} onFile={onFile} />
      {noticeUrl && (
        <p className="text-sm text-slate-600">
          O{' '}
          <button type="button" className="text-brand-700 underline" disabled={busy} onClick={onReadAddress}>
            leer de nuevo la dirección del anuncio
          </button>{' '}
          (solo si este servidor puede consultar la Plataforma por internet).
        </p>
      )}
    </div>
  );
}
