/**
 * On a 390×844 phone: the side menu starts collapsed and remembers the user's choice across reloads; no main screen
 * is wider than the viewport (wide tables scroll inside their own focusable region instead) and every control is a
 * 44×44 px target; a solved simulation with an offer under its overheads and the comparison of two simulations have
 * nothing scrolling sideways outside a labelled table and no amount cut. At 1280 px, a solved simulation's results
 * agree with themselves: the cost lines add up to the total, the headcounts match and the FTE parts add up.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs, baseAgreementId } from '../support/api';
import { launchBrowser, login, newPage } from '../support/browser';
import { launchUntilSolved, newSmallSimulation, solvedSmallTender } from '../support/small-tender';
import { offerUnderOverheads } from '../support/scored-offer';
import { visitFormSteps } from '../support/simulation-form';
import { openSolvedSmallTender } from '../support/results-page';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** The page's width beyond the viewport, with the widest elements that stick out (to say what to fix). */
async function overflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // the page scrolls inside <main> (the top bar and menu stay): it must not scroll sideways either
    const main = document.querySelector('main');
    const extra = Math.max(
      document.documentElement.scrollWidth - width,
      document.body.scrollWidth - width,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
    const right = main ? main.getBoundingClientRect().left + main.clientWidth : width;
    const culprits: string[] = [];
    if (extra > 0)
      for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const r = el.getBoundingClientRect();
        // inside a scroll region it scrolls on its own; only what pushes the page counts
        if (r.right > right + 1 && !el.parentElement?.closest('[role="region"][tabindex="0"]') && culprits.length < 8)
          culprits.push(
            `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${String(el.className).split(' ').slice(0, 5).join('.')} → ${Math.round(r.right)} px`,
          );
      }
    return { extra, culprits };
  });
}

/**
 * What does not fit on the phone (issue: results at 390 px): an element that scrolls sideways outside a labelled
 * scroll region, and an amount (a text with a digit) cut by its box or by the screen's edge, with where it is.
 */
async function unfit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${String(el.className).split(' ').slice(0, 4).join('.')}`;
    const labelledRegion = (el: Element | null) => el?.closest('[role="region"][aria-label][tabindex="0"]') ?? null;
    const found: string[] = [];
    const clips = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x !== 'visible';
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || el.offsetParent === null || !clips(el) || el.matches('.sr-only')) continue;
      // a name shortened with an ellipsis does not scroll (its whole text is in the title or the heading)
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' && !/\d/.test(el.textContent ?? '')) continue;
      if (el.scrollWidth > el.clientWidth + 1 && !el.matches('[role="region"][aria-label][tabindex="0"]'))
        found.push(`se desplaza de lado: ${name(el)} (${el.scrollWidth} > ${el.clientWidth})`);
    }
    const width = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      const host = n.parentElement;
      if (!/\d/.test(text) || !host || host.offsetParent === null || host.closest('[aria-hidden="true"], .sr-only, svg'))
        continue;
      if (labelledRegion(host)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      if (r.width === 0) continue;
      let box: Element | null = host;
      while (box && box !== document.body && !clips(box)) box = box.parentElement;
      const edge = box && box !== document.body ? box.getBoundingClientRect() : { left: 0, right: width };
      if (r.right > Math.min(edge.right, width) + 1 || r.left < Math.max(edge.left, 0) - 1)
        found.push(`cifra cortada: «${text}» en ${name(host)} (${Math.round(r.left)}–${Math.round(r.right)} px)`);
    }
    return found;
  });
}

/** The controls a thumb must hit that are smaller than 44×44 CSS px (links inside a sentence excepted). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], summary',
      ),
    )) {
      if (el.offsetParent === null || el.closest('[aria-hidden="true"]')) continue;
      if (el.tagName === 'A' && el.parentElement?.closest('p, li, td, dd') && !el.className.includes('inline-flex')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      // a checkbox or radio counts with its label
      const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
      const h = Math.max(r.height, label?.height ?? 0);
      const w = Math.max(r.width, label?.width ?? 0);
      if (h < 44 || w < 44)
        found.push(
          `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}» ${Math.round(w)}×${Math.round(h)}`,
        );
    }
    return found;
  });
}

/** Collects each screen's overflow so that one run reports all of them. */
function widths(page: Page) {
  const report: string[] = [];
  return {
    async check(screen: string) {
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      const { extra, culprits } = await overflow(page);
      if (extra > 0) report.push(`${screen}: ${extra} px más ancha que la pantalla\n    ${culprits.join('\n    ')}`);
      const small = await smallTargets(page);
      if (small.length) report.push(`${screen}: controles de menos de 44 px\n    ${small.join('\n    ')}`);
    },
    done() {
      expect(report.join('\n')).toBe('');
    },
  };
}

describe('phone (390×844)', () => {
  it('the side menu starts collapsed and keeps the choice across reloads', async () => {
    const page = await newPage(browser, PHONE);
    await login(page, ADMIN);
    const menu = page.locator('aside');
    expect(await menu.getAttribute('data-open')).toBe('false');
    // the shell's controls are targets a thumb can hit: at least 44 px high
    for (const name of ['Expandir menú', 'Menú de usuario', /Espacio de trabajo/]) {
      const box = await page.getByRole('button', { name }).first().boundingBox();
      expect([name, box!.height >= 44]).toEqual([name, true]);
    }
    await page.getByRole('button', { name: 'Expandir menú' }).click();
    expect(await menu.getAttribute('data-open')).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: 'Contraer menú' }).waitFor();
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Expandir menú' }).waitFor();
    expect(await menu.getAttribute('data-open')).toBe('false');
  });

  it('no main screen is wider than the viewport, and every control is a 44 px target', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { data: project } = await api.config.POST('/project', { body: { name: 'Móvil e2e', workspace_id: workspaceId } });
    const pid = project!.id;
    const solved = await newSmallSimulation(api, workspaceId, pid, { name: 'Resuelta móvil' });
    const p = { params: { path: { id: solved } } };
    expect((await api.config.POST('/simulation/{id}/launch', p)).error).toBeUndefined();
    const draft = await newSmallSimulation(api, workspaceId, pid, { name: 'Borrador móvil' });
    const agreement = await baseAgreementId(api, workspaceId);

    const page = await newPage(browser, PHONE);
    const w = widths(page);
    await login(page, ADMIN);
    await page.getByTestId('tender-card').first().waitFor();
    await w.check('lista de licitaciones');
    await page.goto(`/projects/${pid}`);
    await page.getByText('Borrador móvil').first().waitFor();
    await w.check('licitación');

    await page.goto(`/simulation/${pid}/${draft}/form`);
    await page.getByLabel('Duración (meses)').waitFor();
    await w.check('formulario: Datos Básicos');
    await visitFormSteps(page, (step) => w.check(step));

    await openSolvedSmallTender(page, api, pid, solved);
    await w.check('simulación resuelta');
    // a wide table is reached with the keyboard and scrolls inside its region
    const roster = page.getByRole('region', { name: 'Tabla Cuadrante semanal' });
    expect(await roster.getAttribute('tabindex')).toBe('0');
    expect(await roster.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await page.goto('/agreements');
    await page.getByTestId('agreement-row').first().waitFor();
    await w.check('convenios');
    await page.goto(`/agreement/${agreement}`);
    await page.getByRole('tab').first().waitFor();
    await w.check('detalle de convenio');
    await page.goto('/admin');
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    await w.check('administración');
    w.done();
  });
});

describe('results and comparison on a phone (390×844)', () => {
  it('an offer under its overheads, the score and the comparison: nothing scrolls sideways outside a labelled table, no amount cut', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { projectId, simulationId, simulation } = await solvedSmallTender(api, workspaceId, 'Móvil con oferta', {
      name: 'Oferta móvil con un nombre largo de escenario',
    });
    const other = await newSmallSimulation(api, workspaceId, projectId, { name: 'Segunda móvil', absenteeism_rate: 5 });
    await launchUntilSolved(api, other);
    // large figures, a negative margin, a premise beside it and a score against two competitors
    await offerUnderOverheads(api, simulationId, simulation.results!, (c) => ({
      tender_budget: Math.round(c * 130) / 100 + 1_000_000,
      offer_price: Math.round(c * 105) / 100,
      competitors: [
        { name: 'Limpiezas Norte, S.A.', price: Math.round(c * 1.08), technical_points: 36 },
        { name: 'Servicios Integrales del Sur', price: Math.round(c * 1.2), technical_points: 30 },
      ],
    }));

    const page = await newPage(browser, PHONE);
    await login(page, ADMIN);
    await page.goto(`/projects/${projectId}/simulations/${simulationId}`);
    const card = page.getByRole('region', { name: 'Presupuesto y oferta' });
    await card.getByTestId('offer-premise').waitFor({ timeout: 20_000 });
    await card.getByTestId('score').waitFor();
    await page.getByRole('table', { name: 'Plantilla' }).getByText('Ana Pérez').waitFor();
    expect(await unfit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    await page.goto(`/projects/${projectId}/compare?items=s:${simulationId},s:${other}`);
    await page.getByRole('heading', { name: /^Comparar: / }).waitFor({ timeout: 20_000 });
    expect(await unfit(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    // the first screen shows figures of both simulations, not only the labels
    const first = page.locator('[data-figure="Total sin IVA"]:visible');
    expect(await first.count()).toBe(2);
    for (const i of [0, 1]) {
      const box = (await first.nth(i).boundingBox())!;
      expect([i, box.x >= 0 && box.x + box.width <= PHONE.width]).toEqual([i, true]);
    }
  });
});

describe('results that agree (1280 px)', () => {
  it('with overheads the cost lines add up to Coste total, the headcounts of the cards, Plantilla and Cuadrante match, and the FTE parts add up to the total shown', async () => {
    const { api, workspaceId } = await apiAs(ADMIN);
    const { projectId, simulationId } = await solvedSmallTender(api, workspaceId, 'Resultados e2e', {
      name: 'Con gastos generales',
    });
    const p = { params: { path: { id: simulationId } } };
    const current = (await api.config.GET('/solution/{id}/parameters', p)).data!;
    const material_costs = current.material_costs.map((m) => ({
      id: m.id,
      amount: m.amount,
      number_of_units: m.number_of_units,
      months_to_apply: m.months_to_apply,
    }));
    const body = { absenteeism_rate: current.absenteeism_rate, benefit: current.benefit, overheads: 13, material_costs };
    expect((await api.config.PUT('/solution/{id}/parameters', { ...p, body })).error).toBeUndefined();
    await expect
      .poll(async () => (await api.config.GET('/solution/{id}/parameters', p)).data!.overheads, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(13);

    const page = await newPage(browser, { width: 1280, height: 800 });
    await login(page, ADMIN);
    await page.goto(`/projects/${projectId}/simulations/${simulationId}`);
    const costs = page.getByRole('region', { name: 'Costes' });
    await costs
      .locator('dt', { hasText: /^Gastos generales$/ })
      .first()
      .waitFor({ timeout: 20_000 });
    const amount = (t: string) => Number(t.replace(/[^\d,-]/g, '').replace(',', '.'));
    const lines = await costs
      .locator('dt')
      .evaluateAll((dts) => dts.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']));
    const total = amount(lines.pop()![1]!);
    expect(total).toBe(amount((await page.getByTestId('total-cost').textContent())!));
    expect(lines.map(([l]) => l)).toContain('Gastos generales');
    expect(lines.reduce((a, [, v]) => a + amount(v!), 0)).toBeCloseTo(total, 1);

    const people = Number(await page.getByTestId('employees-total').textContent());
    const staff = page.getByRole('table', { name: 'Plantilla' });
    await staff.getByText('Ana Pérez').waitFor();
    const sections = await staff.locator('th[scope="colgroup"]').allTextContents();
    expect(sections.reduce((a, t) => a + Number(/: (\d+) persona/.exec(t)![1]), 0)).toBe(people);
    const substitutes = sections
      .filter((t) => t.startsWith('Sustituciones'))
      .reduce((a, t) => a + Number(/: (\d+) persona/.exec(t)![1]), 0);
    const roster = page.getByRole('region', { name: 'Cuadrante semanal' });
    await roster.getByText(/trabajadores?\/as? con turno fijo/).waitFor();
    const rostered = Number(
      /(\d+) trabajador/.exec((await roster.getByText(/trabajadores?\/as? con turno fijo/).textContent())!)![1],
    );
    expect(rostered + substitutes).toBe(people);

    // the FTE shown add up (rounded parts that make the shown total): the Plantilla's sections and the chart's
    // categories, each to the top card's «… ETC en total»
    const fteOf = (t: string) => Number(t.replace(/\./g, '').replace(',', '.'));
    const totalFte = fteOf(/^([\d.,]+) ETC en total/.exec((await page.getByText(/ETC en total/).textContent())!)![1]!);
    const sectionFte = sections.map((t) => fteOf(/, ([\d.,]+) ETC/.exec(t)![1]!));
    expect(Math.round(sectionFte.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(totalFte * 100));
    const chart = page.getByRole('figure', { name: 'ETC por categoría' });
    const categoryFte = (await chart.locator('li > span:last-child').allTextContents()).map(fteOf);
    expect(categoryFte.length).toBeGreaterThan(0);
    expect(Math.round(categoryFte.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(totalFte * 100));
  });
});
