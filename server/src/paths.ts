import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (server/src/../..). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Default data folder: `./data` of the repository, whatever the working directory. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, 'data');
/** The built web app. */
export const DEFAULT_UI_DIR = join(REPO_ROOT, 'ui', 'dist');
