/**
 * Reading a notice by its public address: only when the deployment allows the server to reach the internet
 * (PLACSP_FETCH=true, off by default, docs/deployment.md), only from the Plataforma's own hosts over HTTPS on its
 * default port (placsp-address.ts), so the address cannot make the server call anything else, and at most
 * MAX_FETCHES at once (beyond: 503). Otherwise the preparer is told how to save the file.
 */
import { HttpError } from '../http/errors';
import { placspUrl } from './placsp-address';
import { MAX_XML_BYTES, PlacspFileError } from './xml-tree';

export const FETCH_OFF_MESSAGE =
  'Este servidor no consulta la Plataforma por internet. Abra el anuncio en la Plataforma de Contratación del Sector Público, guarde la página del anuncio (o su feed ATOM) como archivo .atom o .xml y súbalo aquí.';

/** Reads of the Plataforma at once, per process: each holds up to 10 MB and a socket for up to 20 s. */
export const MAX_FETCHES = 4;
export const FETCH_BUSY_MESSAGE =
  'Se están leyendo demasiados anuncios de la Plataforma a la vez; inténtelo de nuevo en unos segundos.';
let fetching = 0;

function placspAddress(url: string): URL {
  const u = placspUrl(url);
  if (!u)
    throw new PlacspFileError(
      'La dirección no es de la Plataforma de Contratación del Sector Público (https://contrataciondelestado.es).',
    );
  return u;
}

/** How a request reaches the Plataforma: `fetch`, or in tests one that sends the Plataforma's addresses to a local server. */
export type PlacspTransport = typeof fetch;

/**
 * The bytes at a notice's address, at most MAX_XML_BYTES; throws PlacspFileError with the Spanish reason.
 * `allowed`: the deployment's PLACSP_FETCH (config.ts).
 */
export async function fetchNotice(url: string, allowed: boolean, transport: PlacspTransport = fetch): Promise<Uint8Array> {
  if (!allowed) throw new PlacspFileError(FETCH_OFF_MESSAGE);
  const address = placspAddress(url);
  if (fetching >= MAX_FETCHES) throw new HttpError(503, FETCH_BUSY_MESSAGE);
  fetching += 1;
  try {
    return await read(address, transport);
  } finally {
    fetching -= 1;
  }
}

async function read(address: URL, transport: PlacspTransport): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await transport(address, {
      redirect: 'error',
      signal: AbortSignal.timeout(20_000),
      headers: { accept: 'application/atom+xml, application/xml, text/xml' },
    });
  } catch {
    throw new PlacspFileError(
      `No se pudo leer el anuncio en la Plataforma. ${FETCH_OFF_MESSAGE.split('. ').slice(1).join('. ')}`,
    );
  }
  if (!response.ok || !response.body)
    throw new PlacspFileError(`La Plataforma respondió ${response.status} al pedir el anuncio.`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  let done = false;
  try {
    for (let read = await reader.read(); !(done = read.done); read = await reader.read()) {
      size += read.value.byteLength;
      if (size > MAX_XML_BYTES) throw new PlacspFileError(`El anuncio ocupa más de ${MAX_XML_BYTES / 1024 / 1024} MB.`);
      chunks.push(read.value);
    }
  } finally {
    // a body left unread (too large, or an error) is cancelled, as leaving a `for await` over it did
    if (!done) await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks);
}
