/**
 * `npm run bench:abuse [-- --resets 10] [--lots 27000]`
 *
 * Whether anonymous or careless requests can stall the server (docs/reliability.md, round four). It starts the
 * compiled server (server/dist, as production runs it) on a fresh embedded database, and measures `/healthz`
 * with autocannon (50 req/s, 1 connection) at rest and while, all at once:
 * - ten anonymous `POST /api/auth/password/reset` with made-up tokens and 200-character passwords (only the
 *   public app key is needed for them),
 * - ten anonymous `POST /api/auth/register` with 200-character passwords (these pass the limits, so their strength
 *   is estimated), and
 * - one notice of the Plataforma of about 10 MB (one entry with `--lots` lots) going through "Importar desde la
 *   Plataforma": upload address, the signed PUT, the preview and the import without choosing lots.
 * It prints each request's answer and time, and `/healthz` p50/p99/max. Target: `/healthz` max < 300 ms while
 * they are in flight. Only 127.0.0.1 is ever contacted.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CannonResult } from './autocannon.js';
import { healthzDuring } from './healthz-during.js';
import { removeTempDir, startCompiledServer, tempDir } from './compiled-server.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RESETS = arg('--resets', 10);
const LOTS = arg('--lots', 27_000);
const RATE = 50;
const TARGET_MS = 300;
const API_KEY = 'bench-abuse-key';
const ADMIN = { email: 'bench-admin@bench.local', password: 'Fregona-Azul-Bench-2026' };
const fmt = (n: number, d = 0) => n.toLocaleString('es-ES', { minimumFractionDigits: d, maximumFractionDigits: d });

/** A 200-character password that is not a simple pattern, so the strength estimate does its whole work. */
const longPassword = (seed: number) =>
  Array.from({ length: 200 }, (_, i) => 'limpiezaOFICINAS2026colegios'[(i * 7 + (i >> 3) + seed) % 28]).join('');

/** One CODICE entry (the shape of the Plataforma's syndication) with `lots` lots. */
function noticeWithLots(lots: number): string {
  const lot = (i: number) =>
    `<cac:ProcurementProjectLot><cbc:ID schemeName="ID_LOTE">${i}</cbc:ID><cac:ProcurementProject><cbc:Name>Lote ${i}: limpieza del edificio ${i}</cbc:Name><cac:BudgetAmount><cbc:TotalAmount currencyID="EUR">1210.00</cbc:TotalAmount><cbc:TaxExclusiveAmount currencyID="EUR">1000.00</cbc:TaxExclusiveAmount></cac:BudgetAmount></cac:ProcurementProject></cac:ProcurementProjectLot>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:cac-place-ext="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2" xmlns:cbc-place-ext="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:dgpe:names:draft:codice:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:dgpe:names:draft:codice:schema:xsd:CommonBasicComponents-2">
<id>https://contrataciondelsectorpublico.gob.es/sindicacion/sindicacion_643/licitacionesPerfilesContratanteCompleto3.atom</id>
<title>Banco de pruebas</title><updated>2026-11-20T10:15:02.512+01:00</updated>
<entry><id>https://contrataciondelsectorpublico.gob.es/sindicacion/licitacionesPerfilContratante/1</id>
<link href="https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&amp;idEvl=BENCH"/>
<title>Servicio de limpieza (banco de pruebas)</title><updated>2026-11-20T09:58:41.207+01:00</updated>
<cac-place-ext:ContractFolderStatus><cbc:ContractFolderID>BENCH/1</cbc:ContractFolderID>
<cbc-place-ext:ContractFolderStatusCode>PUB</cbc-place-ext:ContractFolderStatusCode>
<cac:ProcurementProject><cbc:Name>Servicio de limpieza (banco de pruebas)</cbc:Name><cbc:TypeCode>2</cbc:TypeCode>
<cac:BudgetAmount><cbc:TotalAmount currencyID="EUR">${lots * 1210}.00</cbc:TotalAmount><cbc:TaxExclusiveAmount currencyID="EUR">${lots * 1000}.00</cbc:TaxExclusiveAmount></cac:BudgetAmount>
</cac:ProcurementProject>
${Array.from({ length: lots }, (_, i) => lot(i + 1)).join('\n')}
</cac-place-ext:ContractFolderStatus></entry></feed>`;
}

interface Answer {
  what: string;
  status: number;
  ms: number;
  message: string;
}

async function request(url: string, what: string, init: RequestInit): Promise<Answer & { json: unknown }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON (an empty 200 of the PUT) */
  }
  const message = (json as { message?: string } | null)?.message ?? text.slice(0, 80);
  return { what, status: res.status, ms: performance.now() - t0, message, json };
}

const probe = { rate: RATE, connections: 1 };

const line = (label: string, c: CannonResult) =>
  `${label}: /healthz p50 ${fmt(c.latency.p50)} ms, p99 ${fmt(c.latency.p99)} ms, máx ${fmt(c.latency.max)} ms (${fmt(c.requests.total)} peticiones, ${c.non2xx} no 2xx, ${c.errors} errores)`;

async function main() {
  const cpus = os.cpus();
  process.stdout.write(
    `Máquina: ${cpus.length} núcleos (${cpus[0]?.model ?? '?'}), Node ${process.version}; carga media al empezar (1, 5, 15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}\n`,
  );
  const dataDir = tempDir('licita-bench-abuse-');
  const server = await startCompiledServer(
    root,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_KEYS: API_KEY,
      JWT_SECRET: randomUUID() + randomUUID(),
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
    },
    { readyMs: 120_000, buildHint: 'npm run bench:abuse lo hace' },
  );
  try {
    const json = { 'x-api-key': API_KEY, 'content-type': 'application/json' };
    const session = await signIn(server.url, json);
    const notice = Buffer.from(noticeWithLots(LOTS));
    process.stdout.write(
      `Servidor compilado en 127.0.0.1 (NODE_ENV=production, base embebida nueva); anuncio de ${fmt(LOTS)} lotes, ${fmt(notice.length / 2 ** 20, 1)} MB; ${RESETS} restablecimientos y ${RESETS} registros con contraseñas de 200 caracteres\n\n`,
    );

    const rest = await healthzDuring(server.url, async () => undefined, probe);
    process.stdout.write(`${line('En reposo', rest.cannon)}\n`);

    const attack = await healthzDuring(
      server.url,
      async () => {
        const [imported, ...anonymous] = await Promise.all([
          importNotice(server.url, session, notice),
          ...anonymousRequests(server.url, json),
        ]);
        return [...anonymous, ...imported];
      },
      probe,
    );
    process.stdout.write(`${line('Con las peticiones en curso', attack.cannon)}\n`);
    const met = attack.cannon.latency.max < TARGET_MS;
    process.stdout.write(
      `Objetivo: /healthz máx < ${TARGET_MS} ms con las peticiones en curso: ${met ? 'cumplido' : 'NO cumplido'} (${fmt(attack.cannon.latency.max)} ms); todas en ${fmt(attack.seconds, 1)} s\n\n`,
    );
    for (const a of attack.out)
      process.stdout.write(`- ${a.what}: ${a.status} en ${fmt(a.ms)} ms — ${a.message.slice(0, 140)}\n`);
    process.stdout.write(
      `\nCarga media al terminar (1, 5, 15 min): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}\n`,
    );
  } finally {
    await server.stop();
    removeTempDir(dataDir);
  }
}

/** The administrator's session: the headers with its token, and its first workspace. */
async function signIn(url: string, json: Record<string, string>): Promise<{ auth: Record<string, string>; workspaceId: string }> {
  const login = await request(`${url}/api/auth/token`, 'login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(ADMIN),
  });
  const token = (login.json as { token: string }).token;
  const auth = { ...json, authorization: `Bearer ${token}` };
  const workspaces = await request(`${url}/api/user/workspaces`, 'workspaces', { headers: auth });
  return { auth, workspaceId: (workspaces.json as Array<{ id: string }>)[0].id };
}

/** RESETS password resets with invented tokens, then RESETS registrations, all with 200-character passwords. */
function anonymousRequests(url: string, json: Record<string, string>): Promise<Answer>[] {
  const resets = Array.from({ length: RESETS }, (_, i) =>
    request(`${url}/api/auth/password/reset`, `restablecer ${i + 1}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: `inventado-${randomUUID()}`, password: longPassword(i) }),
    }),
  );
  const registrations = Array.from({ length: RESETS }, (_, i) =>
    request(`${url}/api/auth/register`, `registro ${i + 1}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: `alta${i}@bench.local`, password: longPassword(i + 3) }),
    }),
  );
  return [...resets, ...registrations];
}

/** The notice uploaded, previewed and imported without choosing lots: every answer, in order. */
async function importNotice(
  url: string,
  session: { auth: Record<string, string>; workspaceId: string },
  notice: Buffer<ArrayBuffer>,
): Promise<Answer[]> {
  const { auth, workspaceId } = session;
  const answers: Answer[] = [];
  const address = await request(`${url}/api/project/import/upload_url`, 'dirección de subida', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ workspace_id: workspaceId, filename: 'anuncio.atom' }),
  });
  answers.push(address);
  const { upload_url: uploadUrl, upload_id: uploadId } = address.json as { upload_url: string; upload_id: string };
  // the link is built from PUBLIC_URL: ask this server at the same path
  const put = await request(`${url}${new URL(uploadUrl).pathname}${new URL(uploadUrl).search}`, 'PUT firmado', {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: notice,
  });
  answers.push(put);
  if (put.status !== 200) return answers;
  const source = JSON.stringify({ workspace_id: workspaceId, upload_id: uploadId });
  answers.push(
    await request(`${url}/api/project/import/preview`, 'vista previa', {
      method: 'POST',
      headers: auth,
      body: source,
    }),
  );
  answers.push(
    await request(`${url}/api/project/import`, 'importar sin elegir lotes', {
      method: 'POST',
      headers: auth,
      body: source,
    }),
  );
  return answers;
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
