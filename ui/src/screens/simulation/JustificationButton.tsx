/**
 * 'Descargar justificación' on the "Presupuesto y oferta" card, in its four states: ready, downloading (busy),
 * failed (ready again, with the Spanish error under it) and disabled while the parameters are being re-costed (the
 * PDF would be of the figures being replaced). Presentational: SimulationPageView decides the state.
 */
import { Button } from '../../components/ui';

export type JustificationState = 'idle' | 'downloading' | 'failed' | 'recosting';

/** The error shown under the button when the PDF could not be obtained. */
export const JUSTIFICATION_FAILED = 'No se ha podido descargar la justificación. Vuelve a intentarlo.';
/** Why the button is disabled while re-costing. */
export const JUSTIFICATION_RECOSTING = 'Disponible cuando termine de actualizarse la simulación';

export interface JustificationButtonProps {
  /**
   * Estado del botón: `idle` listo para descargar; `downloading` descargando (ocupado, con indicador de carga);
   * `failed` la última descarga falló (se puede reintentar; muestra el error); `recosting` desactivado mientras se
   * recalculan los parámetros.
   */
  state: JustificationState;
  /** Mensaje de error que se muestra bajo el botón en el estado `failed` (por defecto, el mensaje genérico de descarga fallida). */
  error?: string;
  /** Se llama al pulsar «Descargar justificación». */
  onDownload(): void;
}

export function JustificationButton({ state, error = JUSTIFICATION_FAILED, onDownload }: JustificationButtonProps) {
  const recosting = state === 'recosting';
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        loading={state === 'downloading'}
        disabled={recosting}
        title={recosting ? JUSTIFICATION_RECOSTING : undefined}
        onClick={onDownload}
      >
        Descargar justificación
      </Button>
      {state === 'failed' && (
        <span role="alert" className="max-w-xs text-right text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
