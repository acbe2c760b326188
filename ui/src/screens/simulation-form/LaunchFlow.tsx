/**
 * 'Lanzar simulación': the confirmation, then 'Validando simulación'. With findings the
 * dialog lists the errors (what launch refuses) and the warnings, with 'Cancelar', and 'Ignorar y lanzar' only when there
 * are warnings alone (errors cannot be ignored); when clean
 * the launch starts by itself after 1.5 s; then the simulation page opens. A failed validation or a refused launch
 * closes the dialog (the message is in the snackbar).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Observable, Subscription } from 'rxjs';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { TOKENS, type LaunchStep } from '@licita/application';
import { RUN_MESSAGES, simulationPageRoute, splitFindings, type ValidationFinding } from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { AlertIcon, SpinnerIcon } from '../../components/icons';

export type LaunchDialogState = { phase: 'confirm' } | LaunchStep;

function FindingList({ title, findings, tone }: { title: string; findings: ValidationFinding[]; tone: 'error' | 'warning' }) {
  if (!findings.length) return null;
  return (
    <div>
      <h3 className={`text-sm font-semibold ${tone === 'error' ? 'text-red-700' : 'text-amber-800'}`}>{title}</h3>
      <ul aria-label={title} className="mt-1 space-y-1">
        {findings.map((f, i) => (
          <li
            key={`${i}-${f.message}`}
            className={`flex gap-2 rounded-md px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
          >
            <AlertIcon width={16} height={16} className="mt-0.5 shrink-0" />
            <span>{f.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dialog in a given state (stories render each one). */
export function LaunchDialogView({
  open,
  state,
  onConfirm,
  onIgnore,
  onClose,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Fase del lanzamiento: confirmación, validando, avisos o errores encontrados, datos correctos o lanzando. */
  state: LaunchDialogState;
  /** Se llama al confirmar el lanzamiento. */
  onConfirm(): void;
  /** Se llama al pulsar «Ignorar y lanzar» ante avisos que no impiden lanzar. */
  onIgnore(): void;
  /** Se llama al cerrar el diálogo sin lanzar. */
  onClose(): void;
}) {
  const validating = state.phase !== 'confirm';
  const working = state.phase === 'validating' || state.phase === 'launching' || state.phase === 'launched';
  const findings = state.phase === 'findings' ? splitFindings(state.findings) : null;
  return (
    <Dialog
      open={open}
      onClose={working ? () => undefined : onClose}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {validating ? RUN_MESSAGES.validatingTitle : RUN_MESSAGES.confirmTitle}
        </DialogTitle>
        {state.phase === 'confirm' && <p className="mt-2 text-sm text-slate-600">{RUN_MESSAGES.confirmText}</p>}
        {state.phase === 'validating' && (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <SpinnerIcon width={16} height={16} /> Comprobando los datos de la simulación…
          </p>
        )}
        {state.phase === 'clean' && (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-emerald-700">
            <SpinnerIcon width={16} height={16} /> {RUN_MESSAGES.clean}
          </p>
        )}
        {(state.phase === 'launching' || state.phase === 'launched') && (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <SpinnerIcon width={16} height={16} /> Lanzando simulación…
          </p>
        )}
        {findings && (
          <div className="mt-4 space-y-4">
            <p className="text-sm text-slate-600">
              {findings.errors.length
                ? 'Corrige los errores en el formulario para poder lanzar la simulación.'
                : 'Revisa estos avisos antes de lanzar la simulación.'}
            </p>
            <FindingList title="Errores que impiden lanzar" findings={findings.errors} tone="error" />
            <FindingList title="Avisos" findings={findings.warnings} tone="warning" />
          </div>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={working}>
            Cancelar
          </Button>
          {state.phase === 'confirm' && <Button onClick={onConfirm}>Lanzar</Button>}
          {/* only warnings can be ignored: the server refuses a launch with errors */}
          {findings && !findings.errors.length && <Button onClick={onIgnore}>{RUN_MESSAGES.ignoreAndLaunch}</Button>}
        </div>
      </DialogPanel>
    </Dialog>
  );
}

/** The whole flow for a simulation; after the launch the simulation page opens. */
export function LaunchFlow({
  open,
  projectId,
  simulationId,
  onClose,
}: {
  open: boolean;
  projectId: string;
  simulationId: string;
  onClose(): void;
}) {
  const launch = useService(TOKENS.LaunchSimulation);
  const [, navigate] = useLocation();
  const [state, setState] = useState<LaunchDialogState>({ phase: 'confirm' });
  const running = useRef<Subscription | null>(null);
  const stop = () => {
    running.current?.unsubscribe();
    running.current = null;
  };
  useEffect(() => {
    if (open) setState({ phase: 'confirm' });
    else stop();
  }, [open]);
  useEffect(() => stop, []);
  const follow = (steps$: Observable<LaunchStep>) => {
    stop();
    running.current = steps$.subscribe({
      next: (s) => {
        setState(s);
        if (s.phase === 'launched') navigate(simulationPageRoute(projectId, simulationId));
      },
      error: () => {
        running.current = null;
        onClose();
      },
    });
  };
  const close = () => {
    stop();
    onClose();
  };
  return (
    <LaunchDialogView
      open={open}
      state={state}
      onConfirm={() => follow(launch.execute(simulationId))}
      onIgnore={() => follow(launch.launch(simulationId))}
      onClose={close}
    />
  );
}
