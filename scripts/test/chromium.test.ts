import { describe, expect, it } from 'vitest';
import { chromiumPlan, DEFAULT_CHROMIUM, INSTALL_COMMAND, type ChromiumPlan } from '../chromium.mjs';

const messageOf = (plan: ChromiumPlan) => ('message' in plan ? plan.message : '');

const none = () => false;

describe('the browser the test command needs', () => {
  it('stops at once with the missing browser and the command that installs it when it cannot install', () => {
    const plan = chromiumPlan({ env: {}, isExecutable: none, canInstall: () => false });
    expect(plan.action).toBe('stop');
    expect(messageOf(plan)).toContain('Chromium');
    expect(messageOf(plan)).toContain(DEFAULT_CHROMIUM);
    expect(messageOf(plan)).toContain(INSTALL_COMMAND);
  });

  it('installs it when the user may install system packages', () => {
    expect(chromiumPlan({ env: {}, isExecutable: none, canInstall: () => true })).toEqual({
      action: 'install',
      path: DEFAULT_CHROMIUM,
    });
  });

  it('uses the installed one', () => {
    const plan = chromiumPlan({ env: {}, isExecutable: (p: string) => p === DEFAULT_CHROMIUM, canInstall: () => true });
    expect(plan).toEqual({ action: 'use', path: DEFAULT_CHROMIUM });
  });

  it('CHROMIUM_PATH overrides; a wrong one is named and never replaced by an install', () => {
    const env = { CHROMIUM_PATH: '/opt/no-such/chrome' };
    expect(chromiumPlan({ env, isExecutable: (p: string) => p === env.CHROMIUM_PATH, canInstall: () => true })).toEqual({
      action: 'use',
      path: env.CHROMIUM_PATH,
    });
    const missing = chromiumPlan({ env, isExecutable: none, canInstall: () => true });
    expect(missing.action).toBe('stop');
    expect(messageOf(missing)).toContain('CHROMIUM_PATH=/opt/no-such/chrome');
  });
});

describe('npm test without the browser', () => {
  it('stops in seconds with the message, before any stage runs', async () => {
    const { spawnSync } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const run = spawnSync(process.execPath, ['scripts/test.mjs', 'navegador'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: '/opt/no-such/chromium' },
      encoding: 'utf8',
      timeout: 10_000, // a missing browser must fail fast, never costing the whole run
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No se encuentra el navegador Chromium en CHROMIUM_PATH=/opt/no-such/chromium');
    expect(run.stdout).not.toContain('Pruebas en el navegador');
  });
});
