/**
 * `/files/{key}` (files.yaml): the local storage's signed upload and download addresses. No API key or token:
 * the HMAC signature of method, key and expiry is the authorisation.
 */
import type { ConfigHandlers } from '../http/context';
import { HttpError, badRequest, notFound } from '../http/errors';
import { storageOf, type UploadRule } from './storage';
import { FILE_MESSAGES } from './messages';

const refused = () => new HttpError(403, 'La dirección no es válida o ha caducado');

export const fileHandlers = {
  async putFile({ params, query, body, request, deps }) {
    const storage = storageOf(deps);
    const key: string = params.key;
    if (!storage.verify('PUT', key, Number(query.expires), String(query.signature), deps.now())) throw refused();
    const rule = storage.ruleFor(key);
    const contentType = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    const refusal = await uploadRefusal(rule, contentType, body);
    if (refusal) {
      // Whatever waits for this file (an import's PENDING state) ends now with the reason, not at a timeout.
      await storage.notifyRefused(key, refusal.message);
      throw refusal;
    }
    await storage.put(key, body, contentType || 'application/octet-stream');
    const stored = await storage.get(key);
    if (stored) await storage.notifyStored(key, stored);
    return ''; // 200, empty body
  },

  async getFile({ params, query, reply, deps }) {
    const storage = storageOf(deps);
    const key: string = params.key;
    if (!storage.verify('GET', key, Number(query.expires), String(query.signature), deps.now())) throw refused();
    const file = await storage.get(key);
    if (!file) throw notFound('El fichero no existe');
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
    reply
      .type(file.contentType)
      // A PDF opens in the browser's window (the agreement's 'Convenio en pdf'); anything else downloads.
      .header(
        'content-disposition',
        `${file.contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header('cache-control', 'private, no-store');
    return file.data;
  },
} satisfies ConfigHandlers;

/** Why an upload breaks its key's rule, checked in this order, before anything is stored. */
async function uploadRefusal(rule: UploadRule, contentType: string, body: unknown): Promise<HttpError | null> {
  if (!Buffer.isBuffer(body)) return badRequest(rule.typeMessage, 'body');
  if (rule.contentTypes.length && !rule.contentTypes.includes(contentType)) return badRequest(rule.typeMessage, 'content-type');
  if (body.length === 0) return badRequest(FILE_MESSAGES.empty, 'body');
  if (body.length > rule.maxBytes) return new HttpError(413, FILE_MESSAGES.tooLarge);
  if (rule.magic && !body.subarray(0, rule.magic.length).equals(rule.magic)) return badRequest(rule.typeMessage, 'body');
  const problem = rule.inspect?.(body) ?? (await rule.check?.(body));
  return problem ? badRequest(problem, 'body') : null;
}
