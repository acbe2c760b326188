import { TOKENS } from '@licita/application';
import { useObservable, useService } from '../app/container';
import { XIcon } from '../components/icons';

// The 700 shades: white text on them keeps a contrast of at least 4.5:1 (the 500/600 ones fall below it).
const styles = {
  success: 'bg-emerald-700',
  error: 'bg-red-700',
  info: 'bg-sky-700',
  warning: 'bg-amber-700',
} as const;

/** The snackbar: top center, 6 s (the Notifier hides it). */
export function Snackbar() {
  const notifier = useService(TOKENS.Notifier);
  const current = useObservable(notifier.current$, notifier.current);
  if (!current) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4">
      <div
        key={current.id}
        role={current.severity === 'error' ? 'alert' : 'status'}
        className={`pointer-events-auto flex max-w-xl items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${styles[current.severity]}`}
      >
        <span>{current.message}</span>
        <button
          type="button"
          aria-label="Cerrar aviso"
          className="rounded p-0.5 hover:bg-white/20"
          onClick={() => notifier.dismiss()}
        >
          <XIcon width={16} height={16} />
        </button>
      </div>
    </div>
  );
}
