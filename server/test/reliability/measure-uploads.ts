/**
 * Figures for docs/reliability.md (not a test: run `node --expose-gc --import tsx server/test/reliability/measure-uploads.ts`):
 * server time and memory growth to refuse a zip bomb, a 100k-row workbook and a zip lying about its sizes,
 * through the real upload route on an embedded database; and the same 100k-row workbook let through the upload
 * limits (`UPLOAD_XLSX_MAX_ROWS` raised) so the import's streaming reader meets it and stops at 10,000 rows.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../helpers';
import { attachStorage, LocalFileStorage } from '../../src/files/storage';
import { sheetXml, workbookParts, zip } from './zip';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** A centers sheet of `rows` data rows under the template's header. */
function centers(rows: number): Buffer {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const headers = ['Centro', 'Localidad', 'Comunidad autónoma', 'Convenio', 'Agrupación', 'Cobertura Vac. (%)'];
  const body = [`<row r="1">${headers.map((h, i) => cell(`${'ABCDEF'[i]}1`, h)).join('')}</row>`];
  for (let n = 2; n <= rows + 1; n++)
    body.push(
      `<row r="${n}">${cell(`A${n}`, `Centro ${n}`)}${cell(`B${n}`, 'Sevilla')}${cell(`D${n}`, 'Limpieza')}<c r="F${n}"><v>50</v></c></row>`,
    );
  return zip(
    workbookParts(
      'Centros',
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`,
      ),
    ),
  );
}

/** A zip whose sheet inflates to `mb` megabytes of blanks. */
function bomb(mb: number): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const parts = workbookParts('Centros', head);
  const raw = Buffer.concat([head, Buffer.alloc(mb * 1024 * 1024, ' '), Buffer.from('</sheetData></worksheet>')]);
  parts[4] = { name: parts[4].name, data: raw };
  const out = zip(parts);
  return out;
}

async function main() {
  const t = await createTestApp('pglite');
  attachStorage(t.app.deps, new LocalFileStorage(mkdtempSync(join(tmpdir(), 'licita-measure-')), 'measure-secret'));
  const A = await t.workspace('Medidas');
  const tender = (
    await t.call('POST', '/api/project', { token: A.adminToken, body: { name: 'Medidas', workspace_id: A.id } })
  ).json().id;
  const sim = (
    await t.call('POST', '/api/simulation', { token: A.adminToken, body: { name: 'Medidas', project_id: tender } })
  ).json().id;

  const cases: [string, () => Buffer, Record<string, string>?][] = [
    ['zip bomb: 300 MB of sheet in a small zip', () => bomb(300)],
    ['100 000 rows', () => zip(workbookParts('Centros', sheetXml(100_000)))],
    [
      'zip lying about its size (declares 1 KB, inflates to 300 MB)',
      () => {
        const parts = workbookParts('Centros', Buffer.alloc(300 * 1024 * 1024, ' '));
        parts[4] = { ...parts[4], declaredSize: 1024 };
        return zip(parts);
      },
    ],
    [
      '100 000 centers let through the upload limits (UPLOAD_XLSX_MAX_ROWS, _MB, _RATIO raised): the streaming reader stops at 10,000',
      () => centers(100_000),
      { UPLOAD_XLSX_MAX_ROWS: '200000', UPLOAD_XLSX_MAX_MB: '100', UPLOAD_XLSX_MAX_RATIO: '1000' },
    ],
    ['19 000 centers (within the upload limits): the streaming reader stops at 10,000', () => centers(19_000)],
  ];
  for (const [label, build, env = {}] of cases) {
    const data = build();
    Object.assign(process.env, env);
    gc();
    const addr = await t.call('POST', `/api/simulation/${sim}/center/excel/upload`, {
      token: A.adminToken,
      body: { filename: 'c.xlsx', mime_type: XLSX },
    });
    const url = new URL(addr.json().upload_url);
    gc();
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const start = process.hrtime.bigint();
    const put = await t.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: { 'content-type': XLSX },
      payload: data,
    });
    let status = (await t.call('GET', `/api/simulation/${sim}/center/excel/status`, { token: A.adminToken })).json();
    while (status.status === 'PENDING') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await t.call('GET', `/api/simulation/${sim}/center/excel/status`, { token: A.adminToken })).json();
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    for (const key of Object.keys(env)) delete process.env[key];
    const answer = put.body ? ` '${put.json().message}'` : '';
    console.log(
      `${label}: file ${(data.length / 1024 / 1024).toFixed(2)} MB → PUT ${put.statusCode}${answer}, import ${status.status} '${String(status.info_message).split('\n')[0]}'; ${seconds.toFixed(2)} s, peak RSS +${((peak - rss0) / 1024 / 1024).toFixed(0)} MB`,
    );
  }
  await t.close();
}

await main();
