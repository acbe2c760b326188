/**
 * What every answer tells the browser, set in one place (@fastify/helmet plus one hook):
 * - a strict Content-Security-Policy: the app's own scripts, styles, fonts and images only, no inline script, no
 *   eval, no framing; `connect-src` adds the S3 bucket when uploads go straight to it, and any origin listed in
 *   CSP_CONNECT_SRC (a deployment that needs one more does not change code);
 * - nosniff, X-Frame-Options DENY, Referrer-Policy, and Strict-Transport-Security only when the request came over
 *   HTTPS (directly or, with TRUST_PROXY, through the load balancer);
 * - Cache-Control: no-store on authenticated API answers and on signed file downloads.
 * Signed file downloads carry no CSP: they are not pages, and a policy there stops the browser's PDF viewer from
 * showing an agreement; nosniff and their fixed content type keep them from being read as HTML.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { s3OptionsFromEnv } from '../files/s3';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins the app's own code may call besides itself. */
export function extraConnectOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = (env.CSP_CONNECT_SRC ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  const s3 = s3OptionsFromEnv(env);
  if (s3) {
    const endpoint = new URL(s3.endpoint);
    origins.push(s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`);
  }
  return [...new Set(origins)];
}

export function appPolicy(connect: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connect],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

/** The policy of a server-written page whose only inline part is one <style> block (allowed by its hash). */
export function pagePolicyWithStyle(style: string): string {
  const hash = createHash('sha256').update(style).digest('base64');
  return `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
}

export async function registerSecurityHeaders(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appPolicy(extraConnectOrigins(env)) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false, // only over HTTPS, below
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/files/')) {
      reply.removeHeader('content-security-policy');
      reply.header('cache-control', 'no-store');
    } else if (path.startsWith('/api/') && request.headers.authorization) {
      reply.header('cache-control', 'no-store');
    }
  });
}
