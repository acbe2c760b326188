/**
 * Renders the Spanish messages the contract gives for the values of a property (`x-messages`), so that the sdk and
 * the domain show the server's words for a code without keeping a copy of their own. One constant per property:
 * `<Schema><Property>Messages` (e.g. `LaunchRefusedErrorCodeMessages`). Also the labels of a schema's properties
 * (their `title`s), one constant per schema that has any: `<Schema>Titles` (e.g. `FixedWorkShiftInputTitles`),
 * the words a form, a workbook header and an error message use for the field.
 */
import type { OpenApiDocument } from '@licita/openapi';

interface Property {
  'x-messages'?: Record<string, string>;
  title?: string;
}

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

export function renderMessages(doc: OpenApiDocument, host: string): string {
  const schemas = (doc.components.schemas ?? {}) as Record<string, { properties?: Record<string, Property> }>;
  const constants: string[] = [];
  for (const [schema, { properties = {} }] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [property, { 'x-messages': messages }] of Object.entries(properties)) {
      if (!messages) continue;
      const entries = Object.entries(messages).map(
        ([value, text]) => `  ${/^\d+$/.test(value) ? value : JSON.stringify(value)}: ${JSON.stringify(text)},`,
      );
      constants.push(
        `/** The messages of \`${schema}.${property}\`, by value. */\nexport const ${schema}${pascal(property)}Messages = {\n${entries.join('\n')}\n} as const;\n`,
      );
    }
  }
  for (const [schema, { properties = {} }] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    const titled = Object.entries(properties).filter(([, p]) => p.title);
    if (!titled.length) continue;
    const entries = titled.map(([property, { title }]) => `  ${property}: ${JSON.stringify(title)},`);
    constants.push(
      `/** The labels (\`title\`) of \`${schema}\`'s properties. */\nexport const ${schema}Titles = {\n${entries.join('\n')}\n} as const;\n`,
    );
  }
  return [`// Generated from openapi/${host}/*.yaml by sdk/scripts/generate.ts. Do not edit.`, '', ...constants].join('\n');
}
