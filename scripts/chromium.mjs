// The browser the browser tests drive: Debian's Chromium (playwright-core never downloads one).
// `CHROMIUM_PATH` overrides the default path. When it is missing and this user may install system packages
// (root with apt-get), it is installed; otherwise the run stops at once with the one command that installs it.
import { execSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * What to do about the browser, decided without side effects:
 * `{ action: 'use', path }`, `{ action: 'install', path }` or `{ action: 'stop', message }`.
 */
export function chromiumPlan({ env = process.env, isExecutable = executable, canInstall = canInstallPackages } = {}) {
  const override = env.CHROMIUM_PATH;
  if (override) {
    if (isExecutable(override)) return { action: 'use', path: override };
    return {
      action: 'stop',
      message: `No se encuentra el navegador Chromium en CHROMIUM_PATH=${override}. Corrige la ruta o quita la variable para usar ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return { action: 'use', path: DEFAULT_CHROMIUM };
  if (canInstall()) return { action: 'install', path: DEFAULT_CHROMIUM };
  return {
    action: 'stop',
    message:
      `Las pruebas en el navegador necesitan Chromium y no está instalado (${DEFAULT_CHROMIUM}).\n` +
      `Instálalo con:  ${INSTALL_COMMAND}\n` +
      '(o indica otro ejecutable con CHROMIUM_PATH=/ruta/al/navegador).',
  };
}

export function canInstallPackages() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/** Returns the path of a usable Chromium, installing it when allowed; `null` after printing why not. */
export function ensureChromium() {
  const plan = chromiumPlan();
  if (plan.action === 'use') return plan.path;
  if (plan.action === 'stop') {
    console.error(`\n✘ ${plan.message}\n`);
    return null;
  }
  console.log('› Chromium no está instalado: instalándolo con apt-get (una sola vez)…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: ['ignore', 'ignore', 'inherit'],
      shell: '/bin/bash',
    });
  } catch {
    console.error(`\n✘ No se pudo instalar Chromium con apt-get. Instálalo con:  ${INSTALL_COMMAND}\n`);
    return null;
  }
  return executable(plan.path) ? plan.path : null;
}
