import { useState } from 'react';
import type { Observable } from 'rxjs';
import { PlacspImportError } from '@licita/application';

/**
 * The one request at a time of a PLACSP dialog (read a notice, create or update the tender): busy while it runs, and
 * on failure the message of a notice the server could not use (any other error is reported by the app itself).
 */
export function useNoticeRequest() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = <T>(request$: Observable<T>, onDone: (value: T) => void) => {
    setBusy(true);
    setError(null);
    request$.subscribe({
      next: (value) => {
        setBusy(false);
        onDone(value);
      },
      error: (e: unknown) => {
        setBusy(false);
        setError(e instanceof PlacspImportError ? e.message : null);
      },
    });
  };
  return { error, setError, busy, run };
}
