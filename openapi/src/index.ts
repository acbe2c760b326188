/**
 * The contract of both API hosts. Each host is a folder of YAML fragments: `_base.yaml` holds the document
 * head and shared components, every other file adds paths and components of one area. They are merged here,
 * once, for the server (routes and validation) and for the sdk generator, so neither can drift from the files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Host = 'user' | 'config';
export const HOSTS: readonly Host[] = ['user', 'config'];

// Loose shape: enough to walk paths and operations without pulling in a full OpenAPI type package.
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/**
 * The folder of the YAML fragments: `openapi/` beside this file's `src/`, or, from the compiled server bundle
 * (server/dist), the repository's `openapi/` found by walking up.
 */
function contractRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'user', '_base.yaml'))) return dir;
    if (existsSync(join(dir, 'openapi', 'user', '_base.yaml'))) return join(dir, 'openapi');
    if (dirname(dir) === dir) throw new Error('No se encuentra la carpeta openapi/ del contrato');
  }
}
const root = contractRoot();

export function contractFiles(host: Host): string[] {
  const dir = join(root, host);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort() // `_base.yaml` sorts first
    .map((f) => join(dir, f));
}

const merged = new Map<Host, OpenApiDocument>();

/**
 * A host's contract: its fragments read and merged once per process, then handed out as a copy each caller may
 * change (the server, the checks that walk it, the sdk generator).
 */
export function loadContract(host: Host): OpenApiDocument {
  let doc = merged.get(host);
  if (!doc) merged.set(host, (doc = mergeFragments(host)));
  return structuredClone(doc);
}

function mergeFragments(host: Host): OpenApiDocument {
  const [baseFile, ...fragments] = contractFiles(host);
  const doc = parse(readFileSync(baseFile, 'utf8')) as OpenApiDocument;
  doc.paths ??= {};
  doc.components ??= {};
  for (const file of fragments) {
    const part = parse(readFileSync(file, 'utf8')) ?? {};
    for (const [path, item] of Object.entries<Record<string, unknown>>(part.paths ?? {})) {
      const existing = doc.paths[path];
      if (existing) {
        for (const method of Object.keys(item)) {
          if (method in existing) throw new Error(`${file}: ${method.toUpperCase()} ${path} is defined twice`);
        }
      }
      doc.paths[path] = { ...existing, ...item };
    }
    for (const [section, entries] of Object.entries<Record<string, unknown>>(part.components ?? {})) {
      const target = (doc.components[section] ??= {});
      for (const [name, value] of Object.entries(entries)) {
        if (name in target) throw new Error(`${file}: components.${section}.${name} is defined twice`);
        target[name] = value;
      }
    }
  }
  return doc;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of a host, for checks that walk the whole contract. */
export function operations(doc: OpenApiDocument): { method: string; path: string; operationId: string }[] {
  const out: { method: string; path: string; operationId: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as { operationId?: string } | undefined;
      if (op) out.push({ method, path, operationId: op.operationId ?? '' });
    }
  }
  return out;
}
