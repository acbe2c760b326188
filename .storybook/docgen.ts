/**
 * The react-docgen-typescript options of the docs pages' props tables, shared by main.ts and the test that checks
 * every prop of a story's component has a description (ui/test/story-props.test.ts): both read the same tables.
 */
import type { ParserOptions } from 'react-docgen-typescript';

/** The ui's tsconfig of ui/src alone, so the program stays small. */
export const DOCGEN_TSCONFIG = '.storybook/tsconfig.docgen.json';

export const docgenOptions = {
  // Props of React's own DOM types would flood the tables of every button and input.
  propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
} satisfies ParserOptions;
