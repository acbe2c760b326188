/**
 * axe-core on every main screen: no serious or critical violation.
 *
 * axe-core is injected with page.evaluate of its source rather than through @axe-core/playwright, whose releases ask
 * for Node 22 (the project runs on 20.19). page.evaluate goes through the DevTools protocol, which the page's
 * Content-Security-Policy (script-src 'self') does not govern, so the real policy stays on (no bypassCSP) and the
 * CSP watcher of support/browser still fails the test if axe made the page break it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { keptCenterRow } from '@licita/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs, baseAgreementId } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { newSmallSimulation, sixtySurrogates } from '../support/small-tender';
import { visitFormSteps } from '../support/simulation-form';
import { openSolvedSmallTender } from '../support/results-page';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** The serious and critical violations axe finds on the page as it is now, once its transitions have ended. */
async function violations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Collects each screen's violations so that one run reports all of them, not just the first screen's. */
function auditor(page: Page) {
  const report: string[] = [];
  return {
    async check(screen: string) {
      for (const v of await violations(page)) {
        report.push(
          `${screen}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join('\n')}`,
        );
      }
    },
    done() {
      expect(report.join('\n')).toBe('');
    },
  };
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('login and registration', async () => {
    const page = await newPage(browser);
    const a = auditor(page);
    await page.goto('/login');
    await page.getByLabel(/contraseña/i).waitFor();
    await a.check('login');
    await page.goto('/register');
    await page.getByRole('button').first().waitFor();
    await a.check('registro');
    a.done();
  });

  it('tenders, simulation form, simulation page, parameters, social security and previous study', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Accesibilidad e2e', workspace_id: workspaceId },
    });
    const pid = project!.id;
    const solved = await newSmallSimulation(api, workspaceId, pid, { name: 'Resuelta a11y' });
    const p = { params: { path: { id: solved } } };
    expect((await api.config.POST('/simulation/{id}/launch', p)).error).toBeUndefined();
    const draft = await newSmallSimulation(api, workspaceId, pid, { name: 'Borrador a11y' });

    // a previous study with one surrogate, left in the editor, and a copy of it calculated
    const category = (await api.config.GET('/simulation/{id}/category_positions', p)).data!.categories[0]!.id;
    const study = async (name: string) => {
      const { data } = await api.config.POST('/previous_study', { body: { name, project_id: pid } });
      const s = { params: { path: { id: data!.id } } };
      await api.config.PUT('/previous_study/{id}', {
        ...s,
        body: { name, service_date_init: '2026-01-01', service_duration: 12, absenteeism_rate: 3 },
      });
      await api.config.POST('/previous_study/{id}/subrogate', {
        ...s,
        body: { name: 'Ana Pérez', category_id: category, working_day: 30 } as never,
      });
      return data!.id;
    };
    const editing = await study('Estudio a11y');
    const calculated = await study('Estudio calculado a11y');
    const c = { params: { path: { id: calculated } } };
    expect((await api.config.POST('/previous_study/{id}/launch_async', c)).error).toBeUndefined();

    const page = await newPage(browser);
    const a = auditor(page);
    await login(page, ADMIN);
    await page.getByTestId('tender-card').first().waitFor();
    await a.check('lista de licitaciones');
    await page.getByRole('button', { name: /^Espacio de trabajo:/ }).click();
    await page.getByRole('option', { name: 'Demo' }).waitFor();
    await a.check('selector de espacio de trabajo abierto');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Nueva licitación' }).click();
    await page.getByRole('dialog', { name: 'Nueva Licitación' }).getByLabel('Nombre').waitFor();
    await a.check('diálogo Nueva licitación');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Nueva Licitación' }).waitFor({ state: 'detached' });

    await page.goto(`/projects/${pid}`);
    await page.getByText('Borrador a11y').first().waitFor();
    await page.getByText('Estudio a11y', { exact: true }).first().waitFor();
    await a.check('detalle de licitación');

    // the form, each step (and each tab of Carga de Trabajo), and the snackbar after a save
    await page.goto(`/simulation/${pid}/${draft}/form`);
    await page.getByRole('heading', { level: 1, name: 'Borrador a11y' }).waitFor();
    await page.getByLabel('Duración (meses)').waitFor();
    await a.check('formulario: Datos Básicos');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado con éxito').waitFor();
    await a.check('formulario: aviso (snackbar)');
    await visitFormSteps(page, (step) => a.check(step));

    await openSolvedSmallTender(page, api, pid, solved);
    await page.getByRole('list', { name: 'Eventos de la simulación' }).getByText('Fin', { exact: true }).waitFor();
    await a.check('simulación resuelta');
    await page.getByRole('button', { name: 'Modificar parámetros' }).click();
    await page.getByRole('dialog', { name: 'Modificar parámetros' }).getByText('Todos los centros').waitFor();
    await a.check('diálogo Modificar parámetros');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Modificar parámetros' }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Bonificación de la seguridad social' }).click();
    await page.getByRole('table', { name: 'Nuevos empleados/as' }).getByRole('checkbox').first().waitFor();
    await a.check('seguridad social');

    await page.goto(`/previous/${pid}/${editing}`);
    await page.getByRole('heading', { level: 1, name: 'Estudio a11y' }).waitFor();
    await page.getByLabel('Duración (meses)').waitFor();
    await a.check('estudio previo: Datos Básicos');
    await page.getByRole('button', { name: /Subrogados/ }).click();
    await page.getByRole('table', { name: 'Subrogados' }).getByText('Ana Pérez').waitFor();
    await a.check('estudio previo: Subrogados');
    await page.getByRole('button', { name: /Otros Costes/ }).click();
    await page.getByRole('button', { name: 'Añadir Concepto Económico' }).waitFor();
    await a.check('estudio previo: Otros Costes');

    await expect
      .poll(async () => (await api.config.GET('/previous_study/{id}', c)).data!.status, { timeout: 40_000, interval: 500 })
      .toBe('Solved');
    await page.goto(`/previous_solution/${pid}/${calculated}`);
    await page.getByTestId('total-cost').waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Costes' }).waitFor();
    await a.check('solución del estudio previo');
    a.done();
  });

  it('agreements, material costs, profile and administration', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const base = await baseAgreementId(api, workspaceId);
    const page = await newPage(browser);
    const a = auditor(page);
    await login(page, ADMIN);

    await page.goto('/agreements');
    await page.getByTestId('agreement-row').first().waitFor();
    await a.check('convenios');
    await page.goto(`/agreement/${base}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('tab').first().waitFor();
    await a.check('detalle de convenio');
    // a tab a category: the first few are enough (they share one template)
    for (const tab of (await page.getByRole('tab').all()).slice(0, 3)) {
      await tab.click();
      await a.check(`detalle de convenio: pestaña ${await tab.textContent()}`);
    }
    await page.goto('/agreement-form');
    await page.getByLabel('Nombre').waitFor();
    await a.check('formulario de convenio');

    await page.goto('/inventory');
    await page.getByRole('heading', { name: 'Costes materiales' }).waitFor();
    await page.getByRole('button', { name: 'Añadir nuevo' }).waitFor();
    await a.check('costes materiales');

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button').last().waitFor();
    await a.check('perfil');

    await page.goto('/admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    await a.check('administración');
    a.done();
  });

  it('long lists: the windowed centers table and the paged Subrogados', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', {
      body: { name: 'Accesibilidad listas largas', workspace_id: workspaceId },
    });
    const pid = project!.id;
    const id = await newSmallSimulation(api, workspaceId, pid, { name: 'Listas largas a11y' });
    const p = { params: { path: { id } } };
    // the small tender's two centers and 118 more like the first: over 100, the table renders only the rows near the screen
    const centers = (await api.config.GET('/simulation/{id}/center', p)).data!;
    const first = centers[0]!;
    const more = Array.from({ length: 118 }, (_, i) => ({
      name: `Centro adicional ${i + 3}`,
      municipality_id: first.municipality_id,
      agreement_id: first.agreement_id,
      center_group: 1,
      vacation_coverage: 100,
    }));
    expect(
      (
        await api.config.PUT('/simulation/{id}/center', {
          ...p,
          body: {
            centers: [...centers.map(keptCenterRow), ...more],
          },
        })
      ).error,
    ).toBeUndefined();
    await sixtySurrogates(api, id);

    const page = await newPage(browser);
    const a = auditor(page);
    await login(page, ADMIN);
    await page.goto(`/simulation/${pid}/${id}/form`);
    await page.getByLabel('Centro 1', { exact: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Centros' }).getAttribute('aria-rowcount')).toBe('121');
    await a.check('formulario: 120 centros, tabla con ventana');
    await page.getByRole('button', { name: /Subrogados/ }).click();
    const status = page.getByRole('navigation', { name: 'Páginas de Subrogados', exact: true }).getByRole('status');
    await status.getByText('1–50 de 60 subrogados', { exact: true }).waitFor();
    await a.check('formulario: Subrogados, primera página');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await status.getByText('51–60 de 60 subrogados', { exact: true }).waitFor();
    await a.check('formulario: Subrogados, segunda página');
    a.done();
  });
});
