import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module whose package.json is the workspace's. Walking up
 * (instead of a fixed `../..`) finds it from the sources and from the compiled bundle in server/dist alike.
 */
function findRepoRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'licita') return dir;
    if (dirname(dir) === dir) throw new Error('No se encuentra la raíz del repositorio (package.json "licita")');
  }
}

export const REPO_ROOT = findRepoRoot();
/** Default data folder: `./data` of the repository, whatever the working directory. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, 'data');
/** The built web app. */
export const DEFAULT_UI_DIR = join(REPO_ROOT, 'ui', 'dist');
