import type { FC } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

// Every stories file of the slice; each story must render and show its `parameters.expectText`.
const modules = import.meta.glob('../src/**/*.stories.tsx', { eager: true }) as Record<string, Record<string, unknown>>;

describe('stories render', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(5);
  for (const [file, mod] of Object.entries(modules)) {
    const stories = composeStories(mod as Parameters<typeof composeStories>[0]) as unknown as Record<string, FC & { parameters: Record<string, unknown> }>;
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
        });
      }
    });
  }
});
