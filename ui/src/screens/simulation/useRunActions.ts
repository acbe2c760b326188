/**
 * The simulation page's actions on its run: downloading the solution, the Formulario and the justification (each button busy
 * while its signed link is asked for), cancelling a running run, and 'Ofertar el precio ganador'. They share one
 * `busy` flag: only one of them runs at a time.
 */
import { useState } from 'react';
import type { Observable } from 'rxjs';
import { TOKENS, type SimulationPage, type TaskProgress } from '@licita/application';
import type { DownloadUrl } from '@licita/domain';
import { useService } from '../../app/container';
import { useBidderFirst } from './useBidderFirst';
import type { JustificationState } from './JustificationButton';
import { downloadFile } from './format';

type Busy = 'download' | 'formulario' | 'cancel' | 'justify' | null;

/** Downloads, justification and cancel of `simulation`; `onReload` reads the page again after a cancel. */
export function useRunActions(
  simulation: Pick<SimulationPage['simulation'], 'id' | 'name'>,
  workspaceId: string,
  updating: boolean,
  onReload: () => void,
) {
  const result = useService(TOKENS.SimulationResult);
  const [busy, setBusy] = useState<Busy>(null);
  const [justifyFailed, setJustifyFailed] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  /** Asks for a file's signed link and downloads it, its button busy meanwhile. */
  const fetchFile = (kind: 'download' | 'formulario' | 'justify', link$: Observable<DownloadUrl>, fallbackName: string) => {
    setBusy(kind);
    if (kind === 'justify') setJustifyFailed(false);
    link$.subscribe({
      next: (link) => downloadFile(link.download_url, link.filename ?? fallbackName),
      error: () => {
        setBusy(null);
        if (kind === 'justify') setJustifyFailed(true);
      },
      complete: () => setBusy(null),
    });
  };
  const download = () => fetchFile('download', result.solutionLink(simulation.id), `Solucion_${simulation.name}.xlsx`);
  // the input workbook is built on this request when the inputs changed (a read of the simulation never builds it)
  const downloadFormulario = () =>
    fetchFile('formulario', result.formularioLink(simulation.id), `Formulario_${simulation.name}.xlsx`);
  const justifyNow = () => fetchFile('justify', result.justificationLink(simulation.id), `Justificacion_${simulation.name}.pdf`);
  // the cover names the bidder: before the first download, the company's data is asked for when it is missing
  const bidderFirst = useBidderFirst(workspaceId);
  const justify = () =>
    bidderFirst.guard(justifyNow, (checking) => {
      setBusy(checking ? 'justify' : null);
      if (checking) setJustifyFailed(false);
    });
  // while the parameters are recomputed the justification would be of the figures being replaced
  const justifyState: JustificationState = updating
    ? 'recosting'
    : busy === 'justify'
      ? 'downloading'
      : justifyFailed
        ? 'failed'
        : 'idle';
  const cancel = () => {
    setBusy('cancel');
    result.cancel(simulation.id).subscribe({
      error: () => setBusy(null),
      complete: () => {
        setBusy(null);
        setCancelling(false);
        onReload();
      },
    });
  };
  return {
    busy,
    download,
    downloadFormulario,
    justify,
    justifyState,
    bidderDialog: bidderFirst.dialog,
    cancelling,
    setCancelling,
    cancel,
  };
}

/**
 * 'Ofertar el precio ganador': the same change as Guardar in 'Modificar parámetros', with only the offer changed;
 * `offering` until the re-costed run is read again.
 */
/**
 * A parameter change saved and followed (`change` gives its progress): busy until it ends, the page told it is
 * re-costing while pending, then read again. 'Ofertar el precio ganador' and 'Usar como competidores' are ones.
 */
export function useFollowedChange(onUpdating: ((on: boolean) => void) | undefined, onReload: () => void) {
  const [busy, setBusy] = useState(false);
  const follow = (change: Observable<TaskProgress>) => {
    setBusy(true);
    change.subscribe({
      next: (p) => {
        if (p.phase === 'pending') onUpdating?.(true);
        if (p.phase === 'done') {
          setBusy(false);
          onUpdating?.(false);
          onReload();
        }
      },
      error: () => {
        setBusy(false);
        onUpdating?.(false);
      },
    });
  };
  return { busy, follow };
}

export function useOfferWin(simulationId: string, onUpdating: ((on: boolean) => void) | undefined, onReload: () => void) {
  const modify = useService(TOKENS.ModifyParameters);
  const { busy, follow } = useFollowedChange(onUpdating, onReload);
  return { offering: busy, offerWin: (price: number) => follow(modify.offerPrice(simulationId, price)) };
}
