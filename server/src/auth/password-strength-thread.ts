/**
 * The password strength estimate (zxcvbn-ts, `@licita/domain/password-strength`) in a worker thread: it costs
 * hundreds of milliseconds of CPU, which on the API's event loop would stall every other request. Messages in:
 * `{ id, password, userInputs }`; out: `{ id, problem }` (undefined when strong enough) or `{ id, error }`, and
 * `{ type: 'ready' }` once at start.
 */
import { parentPort } from 'node:worker_threads';
import { passwordStrengthError } from '@licita/domain/password-strength';

export interface ToStrengthThread {
  id: number;
  password: string;
  userInputs: readonly string[];
}

const port = parentPort;
if (port) {
  port.on('message', ({ id, password, userInputs }: ToStrengthThread) => {
    try {
      port.postMessage({ id, problem: passwordStrengthError(password, userInputs) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  passwordStrengthError('warm-up-the-dictionaries'); // builds the estimator before the first request waits on it
  port.postMessage({ type: 'ready' });
}
