/**
 * The Plataforma's own addresses: https on the default port, on exactly its hosts (not any subdomain of them). The
 * only addresses the server reads (fetch.ts) and the only links a notice keeps as its origin (notice.ts), so neither
 * a `javascript:` link nor another site's reaches the tender page or the server's requests.
 */
export const PLACSP_HOSTS = [
  'contrataciondelestado.es',
  'www.contrataciondelestado.es',
  'contrataciondelsectorpublico.gob.es',
  'www.contrataciondelsectorpublico.gob.es',
];

/** The address when it is one of the Plataforma's, else null. */
export function placspUrl(text: string): URL | null {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return null;
  }
  // URL leaves `port` empty for the scheme's default (443), whether or not the text wrote it
  const own = u.protocol === 'https:' && u.port === '' && !u.username && !u.password && PLACSP_HOSTS.includes(u.hostname);
  return own ? u : null;
}

/**
 * The Plataforma's monthly open-data archive of its tenders' ATOM pages, awards included (PLACSP_AWARDS_URL). On
 * contrataciondelestado.es, the host its own notices name for their feed (`…/sindicacion/…`): a redirect is refused,
 * so the default is the host the Plataforma itself links.
 */
export const DEFAULT_AWARDS_URL =
  'https://contrataciondelestado.es/sindicacion/sindicacion_643/licitacionesPerfilesContratanteCompleto3_{yyyymm}.zip';
