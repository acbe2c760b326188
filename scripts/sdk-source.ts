/**
 * Inside the monorepo `@licita/sdk` resolves to its TypeScript sources through the package's "licita-source"
 * export condition, so the app, its tests, Storybook and the browser tests never need a prior sdk build.
 * Consumers outside do not set the condition and get dist/. tsc sets it with `customConditions`
 * (tsconfig.base.json), tsx with `node --conditions=licita-source`.
 */
import { defaultClientConditions, defaultExternalConditions, defaultServerConditions, type Plugin } from 'vite';

export const SDK_SOURCE_CONDITION = 'licita-source';

export function sdkFromSource(): Plugin {
  return {
    name: 'licita-sdk-from-source',
    config: () => ({
      resolve: { conditions: [SDK_SOURCE_CONDITION, ...defaultClientConditions] },
      ssr: {
        resolve: {
          conditions: [SDK_SOURCE_CONDITION, ...defaultServerConditions],
          externalConditions: [SDK_SOURCE_CONDITION, ...defaultExternalConditions],
        },
      },
    }),
  };
}
