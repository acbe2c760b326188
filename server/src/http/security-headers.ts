/**
 * What every answer tells the browser, set in one place (@fastify/helmet plus one hook):
 * - a strict Content-Security-Policy: the app's own scripts, styles, fonts and images only, no inline script, no
 *   eval, no framing; `connect-src` adds the S3 bucket when uploads go straight to it, and any origin listed in
 *   CSP_CONNECT_SRC (a deployment that needs one more does not change code);
 * - nosniff, X-Frame-Options DENY, Referrer-Policy, and Strict-Transport-Security only when the request came over
 *   HTTPS (directly or, with TRUST_PROXY, through the load balancer);
 * - Cache-Control: no-store on authenticated API answers, on every `/api/auth/` answer (they carry tokens: log in,
 *   refresh, invitation acceptance) and on signed file downloads;
 * - the answers Node or Fastify write before any hook runs (a 431 for too large headers, a malformed request, a
 *   path that cannot be decoded) carry the same headers and a Spanish message: `clientErrorHandler` and
 *   `frameworkErrors` below, given to Fastify by ../app.ts.
 * Signed file downloads carry no CSP: they are not pages, and a policy there stops the browser's PDF viewer from
 * showing an agreement; nosniff and their fixed content type keep them from being read as HTML.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { s3OptionsFromEnv } from '../files/s3';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins the app's own code may call besides itself. */
export function extraConnectOrigins(env: NodeJS.ProcessEnv): string[] {
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

/** `connectOrigins`: the settings' `connectOrigins` (../config.ts). */
export async function registerSecurityHeaders(app: FastifyInstance, connectOrigins: string[]): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appPolicy(connectOrigins) },
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
    } else if ((path.startsWith('/api/') && request.headers.authorization) || path.startsWith('/api/auth/')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/** The headers helmet sets, as one record, for the answers written before helmet's hook can run. */
export function earlyHeaders(connectOrigins: string[]): Record<string, string> {
  const policy = Object.entries(appPolicy(connectOrigins))
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join(';');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-store',
  };
}

export const EARLY_MESSAGES = {
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes',
  timeout: 'La petición ha tardado demasiado en llegar',
  malformed: 'La petición no es válida',
  badUrl: 'La dirección de la petición no es válida',
} as const;

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request (headers too large, malformed, too slow)
 * before Fastify saw it, so the answer is written on the socket, with the security headers and a Spanish message.
 */
export function clientErrorHandler(connectOrigins: string[]) {
  const headers = earlyHeaders(connectOrigins);
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, EARLY_MESSAGES.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, EARLY_MESSAGES.timeout]
          : [400, EARLY_MESSAGES.malformed];
    const body = JSON.stringify({ message });
    if (socket.writable) {
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/** Fastify's `frameworkErrors`: a path that cannot be decoded or too long a parameter, before any hook. */
export function frameworkErrors(connectOrigins: string[]) {
  const headers = earlyHeaders(connectOrigins);
  return (_error: Error, _request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers).code(400).send({ message: EARLY_MESSAGES.badUrl });
  };
}
