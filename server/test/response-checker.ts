/** Checks an answer against the contract's response schema of its operation and status (tests only). */
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { loadContract } from '@licita/openapi';
import { contractRoutes, makeResolver } from '../src/http/contract-routes';

const Ajv = (AjvModule as unknown as { default?: typeof AjvModule }).default ?? AjvModule;
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

export function responseChecker() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const entries = (['user', 'config'] as const).flatMap((host) => {
    const doc = loadContract(host);
    const { resolve } = makeResolver(doc);
    return contractRoutes(doc).map((route) => {
      const op = (doc.paths[route.path] as Record<string, any>)[route.method];
      const pattern = new RegExp(`^/api${route.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
      return { route, pattern, responses: resolve(op.responses ?? {}) as Record<string, any> };
    });
  });
  const cache = new Map<object, ReturnType<typeof ajv.compile>>();

  return (method: string, url: string, status: number, body: string): string | null => {
    const path = url.split('?')[0];
    const matches = entries.filter((e) => e.route.method === method.toLowerCase() && e.pattern.test(path));
    // Prefer the most literal path (e.g. /simulation/duplicate over /simulation/{id}).
    const entry = matches.sort(
      (a, b) => b.route.path.replace(/\{[^}]+\}/g, '').length - a.route.path.replace(/\{[^}]+\}/g, '').length,
    )[0];
    if (!entry) return null; // outside the contract: other tests check it is refused
    if (status === 501) return null;
    const declared = entry.responses[String(status)];
    // 401 (API key) and 400 (validation) may answer any operation.
    if (!declared) return status === 401 || status === 400 ? null : `status ${status} is not declared`;
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) return body === '' ? null : `status ${status} declares no body but got ${body.slice(0, 100)}`;
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return `not JSON: ${body.slice(0, 100)}`;
    }
    return validate(data) ? null : ajv.errorsText(validate.errors);
  };
}
