import type { FC } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ScrollRegion } from '../src/components/ScrollRegion';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import preview from '../../.storybook/preview';
import { emulateMobileViewport } from './mobileViewport';

setProjectAnnotations(preview);
// Every story is checked at the designers' "Móvil (390)" viewport (.storybook/preview.tsx), emulated (jsdom has no
// layout: see mobileViewport.ts).
const movil = (
  preview.parameters?.viewport as { options: Record<string, { name: string; styles: { width: string; height: string } }> }
).options.movil!;
emulateMobileViewport({ width: parseInt(movil.styles.width, 10), height: parseInt(movil.styles.height, 10) });

/** axe-core on the page: its serious and critical violations, one line each. Color contrast needs a real rendering (e2e). */
async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe("the stories test's accessibility check", () => {
  it('runs at Móvil (390) and fails on a wide table whose scroll box the keyboard cannot reach', async () => {
    expect(movil.name).toBe('Móvil (390)');
    expect(window.innerWidth).toBe(390);
    const table = (
      <table aria-label="Ofertas">
        <tbody>
          <tr>
            <td>Limpiezas Norte</td>
          </tr>
        </tbody>
      </table>
    );
    const { unmount } = render(<div className="overflow-x-auto">{table}</div>);
    expect((await seriousViolations()).join('\n')).toContain('scrollable-region-focusable (serious)');
    unmount();
    render(<ScrollRegion label="Ofertas">{table}</ScrollRegion>);
    expect(await seriousViolations()).toEqual([]);
  });
});

// Every stories file of the slice; each story must render, show its `parameters.expectText` and have no serious or
// critical axe violation at Móvil 390.
const modules = import.meta.glob('../src/**/*.stories.tsx', { eager: true }) as Record<string, Record<string, unknown>>;

describe('stories render', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(5);
  for (const [file, mod] of Object.entries(modules)) {
    const stories = composeStories(mod as Parameters<typeof composeStories>[0]) as unknown as Record<
      string,
      FC & { parameters: Record<string, unknown> }
    >;
    describe(file.replace('../src/', ''), () => {
      for (const [name, Story] of Object.entries(stories)) {
        it(name, async () => {
          // Convention: `parameters.expectText` names a text the story shows; without it, any visible text will do.
          const expectText = Story.parameters.expectText as string | undefined;
          render(<Story />);
          if (expectText) {
            const found = await screen.findAllByText(expectText, { exact: false }, { timeout: 3000 });
            expect(found.length).toBeGreaterThan(0);
          } else {
            await waitFor(() => expect(document.body.textContent?.trim()).toBeTruthy(), { timeout: 3000 });
          }
          // Storybook's own switch: a story whose accessibility test is 'off' names why in its parameters.
          if ((Story.parameters.a11y as { test?: string } | undefined)?.test !== 'off')
            expect(await seriousViolations()).toEqual([]);
        });
      }
    });
  }
});
