/** `/api/docs`: the contract of both hosts, as JSON or as a small HTML page linking them. */
import type { FastifyInstance } from 'fastify';
import type { Host, OpenApiDocument } from '@licita/openapi';
import { pagePolicyWithStyle } from './security-headers';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;max-width:1200px}table{border-collapse:collapse;width:100%;margin-bottom:2rem}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;font-size:14px}';
/** This page's own policy: nothing from outside, its one inline <style> allowed by hash. */
const DOCS_POLICY = pagePolicyWithStyle(STYLE);

export function registerDocs(api: FastifyInstance, docs: Record<Host, OpenApiDocument>): void {
  const hosts = Object.keys(docs) as Host[];
  api.get('/docs', async (request, reply) => {
    const wantsJson =
      (request.headers.accept ?? '').includes('application/json') && !(request.headers.accept ?? '').includes('text/html');
    if (wantsJson) return docs;
    const sections = hosts
      .map((host) => {
        const doc = docs[host];
        const rows = Object.entries(doc.paths)
          .flatMap(([path, item]) =>
            Object.entries(item)
              .filter(([m]) => ['get', 'put', 'post', 'delete', 'patch'].includes(m))
              .map(([method, op]) => {
                const o = op as { operationId?: string; summary?: string };
                return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>/api${escape(path)}</code></td><td>${escape(o.operationId ?? '')}</td><td>${escape(o.summary ?? '')}</td></tr>`;
              }),
          )
          .join('\n');
        return `<h2>${escape(String(doc.info.title ?? host))} — <a href="/api/docs/${host}.json">${host}.json</a></h2>
<table><thead><tr><th>Método</th><th>Ruta</th><th>operationId</th><th>Resumen</th></tr></thead><tbody>${rows}</tbody></table>`;
      })
      .join('\n');
    reply.type('text/html; charset=utf-8');
    reply.header('content-security-policy', DOCS_POLICY);
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Licita API</title>
<style>${STYLE}</style>
</head><body><h1>Licita API</h1><p>Cada llamada lleva la cabecera <code>x-api-key</code> y, salvo las de acceso, <code>Authorization: Bearer …</code>.
Contrato completo en JSON: <a href="/api/docs/openapi.json">openapi.json</a>.</p>${sections}</body></html>`;
  });
  api.get('/docs/openapi.json', async () => docs);
  for (const host of hosts) api.get(`/docs/${host}.json`, async () => docs[host]);
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
