/**
 * The S3-compatible storage through the official client, against a real S3-protocol server (s3rver): presigned
 * PUT and GET as a browser uses them, the server's own calls, and what the bucket refuses (an altered signature,
 * an expired address, other credentials).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { S3FileStorage, checkStored, s3Client, s3OptionsFromEnv } from '../src/files/s3';
import { DEFAULT_URL_SECONDS } from '../src/files/port';
import { sigV4Problem, startS3, type TestBucket } from './s3-server';

describe('S3 settings and addresses', () => {
  it('reads its settings from the environment only when S3_BUCKET is set', () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(
      s3OptionsFromEnv({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toMatchObject({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b' })).toThrow('S3_BUCKET necesita S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY');
  });

  it("on AWS (no S3_ENDPOINT), the client signs virtual-hosted addresses of the region's endpoint", async () => {
    const o = s3OptionsFromEnv({
      S3_BUCKET: 'licita-docs',
      S3_REGION: 'eu-south-2',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'prod/',
    })!;
    expect(o).toMatchObject({ endpoint: 'https://s3.eu-south-2.amazonaws.com', forcePathStyle: false, prefix: 'prod/' });
    // Presigning needs no network: the address alone is checked here, the real round trips below.
    const signingDate = new Date('2026-03-01T10:00:00Z');
    const signed = await getSignedUrl(
      await s3Client(o),
      new GetObjectCommand({ Bucket: o.bucket, Key: 'prod/agreement-1.pdf' }),
      { expiresIn: DEFAULT_URL_SECONDS, signingDate },
    );
    const url = new URL(signed);
    expect(`${url.origin}${url.pathname}`).toBe('https://licita-docs.s3.eu-south-2.amazonaws.com/prod/agreement-1.pdf');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20260301/eu-south-2/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260301T100000Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  });
});

describe("the test bucket's signature check", () => {
  // AWS's documented presigned GET (examplebucket/test.txt, 2013-05-24, 86400 s), "Authenticating Requests: Using
  // Query Parameters (AWS Signature Version 4)": the check the test bucket applies accepts it, and nothing else.
  const url =
    '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';
  const secretOf = (id: string) => (id === 'AKIAIOSFODNN7EXAMPLE' ? 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' : undefined);
  const host = { host: 'examplebucket.s3.amazonaws.com' };

  it("accepts AWS's documented example and refuses it altered", () => {
    expect(sigV4Problem('GET', url, host, secretOf)).toBeNull();
    expect(sigV4Problem('PUT', url, host, secretOf)).toBe('signature does not match');
    expect(sigV4Problem('GET', url.replace('test.txt', 'test2.txt'), host, secretOf)).toBe('signature does not match');
    expect(sigV4Problem('GET', url.replace('Expires=86400', 'Expires=86401'), host, secretOf)).toBe('signature does not match');
    expect(sigV4Problem('GET', url.replace(/.$/, '5'), host, secretOf)).toBe('signature does not match');
    expect(sigV4Problem('GET', url, { host: 'otherbucket.s3.amazonaws.com' }, secretOf)).toBe('signature does not match');
    expect(sigV4Problem('GET', url, host, () => 'otro secreto')).toBe('signature does not match');
    expect(sigV4Problem('GET', url, host, () => undefined)).toBe('unknown access key');
  });
});

describe('S3 storage on a real S3-protocol server', () => {
  let bucket: TestBucket;

  beforeAll(async () => {
    bucket = await startS3();
  });
  afterAll(() => bucket?.close());

  const pdf = Buffer.from('%PDF-1.4 hola');
  const put = (url: string, body: Buffer) =>
    fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'application/pdf' } });

  it('uploads through the presigned PUT and downloads through the presigned GET, with the download name', async () => {
    const s3 = new S3FileStorage(bucket.options());
    const up = await s3.uploadUrl('agreement-1.pdf', {
      origin: 'http://ignored',
      filename: 'Convenio Ávila.pdf',
      contentType: 'application/pdf',
    });
    expect(up.url.startsWith(`${bucket.endpoint}/licita/pre/agreement-1.pdf?`)).toBe(true);
    expect(up.expiresAt.getTime() - Date.now()).toBeGreaterThan((DEFAULT_URL_SECONDS - 60) * 1000);
    expect(new URL(up.url).searchParams.get('X-Amz-Expires')).toBe(String(DEFAULT_URL_SECONDS));
    expect(await s3.exists('agreement-1.pdf')).toBe(false);
    expect((await put(up.url, pdf)).status).toBe(200);
    expect(await s3.exists('agreement-1.pdf')).toBe(true);
    expect(await checkStored(s3, 'agreement-1.pdf')).toBe(true);
    expect(await bucket.keys()).toEqual(['pre/agreement-1.pdf', 'pre/agreement-1.pdf.meta.json']);

    const down = await s3.downloadUrl('agreement-1.pdf', { origin: 'http://ignored' });
    const got = await fetch(down.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(pdf)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `inline; filename="Convenio _vila.pdf"; filename*=UTF-8''Convenio%20%C3%81vila.pdf`,
    );

    const file = await s3.get('agreement-1.pdf');
    expect(file).toEqual({ data: pdf, contentType: 'application/pdf', filename: 'Convenio Ávila.pdf' });
  });

  it('a spreadsheet downloads as an attachment under its name', async () => {
    const s3 = new S3FileStorage(bucket.options());
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await s3.put('export-1.xlsx', Buffer.from('PK\x03\x04'), xlsx);
    const got = await fetch((await s3.downloadUrl('export-1.xlsx', { origin: 'http://ignored' })).url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe(xlsx);
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="export-1.xlsx"; filename*=UTF-8''export-1.xlsx`);
  });

  it('the bucket refuses an altered signature, an altered download name, an expired address and other credentials', async () => {
    const s3 = new S3FileStorage(bucket.options());
    const up = new URL(
      (await s3.uploadUrl('agreement-5.pdf', { origin: 'http://ignored', filename: 'a.pdf', contentType: 'application/pdf' }))
        .url,
    );
    const signature = up.searchParams.get('X-Amz-Signature')!;
    up.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    const altered = await put(up.href, pdf);
    expect(altered.status).toBe(403);
    expect(await altered.text()).toContain('SignatureDoesNotMatch');
    expect(await s3.exists('agreement-5.pdf')).toBe(false);

    await s3.put('agreement-6.pdf', pdf, 'application/pdf');
    const down = new URL((await s3.downloadUrl('agreement-6.pdf', { origin: 'http://ignored' })).url);
    down.searchParams.set('response-content-disposition', 'attachment; filename="otro.exe"');
    expect((await fetch(down)).status).toBe(403);

    const past = new S3FileStorage({ ...bucket.options(), now: () => new Date(Date.now() - 2 * 60 * 60 * 1000) });
    const expired = await past.uploadUrl('agreement-7.pdf', {
      origin: 'http://ignored',
      filename: 'a.pdf',
      contentType: 'application/pdf',
      seconds: 60,
    });
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now());
    const late = await put(expired.url, pdf);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
    expect(await s3.exists('agreement-7.pdf')).toBe(false);

    const stranger = new S3FileStorage({ ...bucket.options(), secretAccessKey: 'otra' });
    await expect(stranger.exists('agreement-6.pdf')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(stranger.get('agreement-6.pdf')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
  });

  it("copies, checks what was stored, removes, and answers for missing objects; the bucket's CORS rule lets the app's origin PUT", async () => {
    const s3 = new S3FileStorage(bucket.options());
    await s3.uploadUrl('agreement-2.pdf', {
      origin: 'http://ignored',
      filename: 'Convenio Ávila.pdf',
      contentType: 'application/pdf',
    });
    await s3.put('agreement-2.pdf', pdf, 'application/pdf');
    expect(await s3.copy('agreement-2.pdf', 'agreement-3.pdf')).toBe(true);
    expect(await s3.get('agreement-3.pdf')).toEqual({
      data: pdf,
      contentType: 'application/pdf',
      filename: 'Convenio Ávila.pdf',
    });
    expect(await s3.copy('agreement-missing.pdf', 'agreement-4.pdf')).toBe(false);

    await s3.put('agreement-4.pdf', Buffer.from('no soy un pdf'), 'application/pdf');
    expect(await checkStored(s3, 'agreement-4.pdf')).toBe(false);
    expect(await checkStored(s3, 'agreement-missing.pdf')).toBe(false);

    await s3.remove('agreement-2.pdf');
    expect(await s3.exists('agreement-2.pdf')).toBe(false);
    expect(await s3.get('agreement-2.pdf')).toBeNull();
    expect((await bucket.keys()).filter((k) => k.startsWith('pre/agreement-2'))).toEqual([]);
    await s3.remove('agreement-2.pdf'); // removing again is not an error
    expect(s3.verify()).toBe(false);

    const preflight = (origin: string) =>
      fetch(`${bucket.endpoint}/licita/pre/agreement-9.pdf`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    const app = await preflight('http://app.example');
    expect(app.status).toBe(200);
    expect(app.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((await preflight('http://otro.example')).status).toBe(403);
  });

  it('lists the upload addresses whose file never arrived, with their expiry; removing one removes its record', async () => {
    const s3 = new S3FileStorage(bucket.options());
    const waiting = await s3.uploadUrl('placsp-waiting.xml', {
      origin: 'http://ignored',
      filename: 'a.xml',
      contentType: 'application/octet-stream',
    });
    const used = await s3.uploadUrl('placsp-used.xml', {
      origin: 'http://ignored',
      filename: 'b.xml',
      contentType: 'application/octet-stream',
    });
    expect((await fetch(used.url, { method: 'PUT', body: new Uint8Array(Buffer.from('<feed/>')) })).status).toBe(200);
    const pending = await s3.listUploadAddresses('placsp-');
    expect(pending.map((p) => p.key)).toEqual(['placsp-waiting.xml']);
    expect(Math.abs(pending[0]!.expiresAt.getTime() - waiting.expiresAt.getTime())).toBeLessThan(1000);
    await s3.remove('placsp-waiting.xml');
    expect(await s3.listUploadAddresses('placsp-')).toEqual([]);
    expect((await s3.list('placsp-')).map((f) => f.key)).toEqual(['placsp-used.xml']);
  });
});
