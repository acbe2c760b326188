/** The S3-compatible storage: the SigV4 presigned URL of AWS's documentation, and the whole flow on a fake bucket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage, checkStored, presign, s3OptionsFromEnv } from '../src/files/s3';
import { startFakeBucket, type FakeBucket } from './fake-s3';

describe('S3 presigned URLs', () => {
  it("matches AWS's documented example (GET examplebucket/test.txt, 2013-05-24, 86400 s)", () => {
    const url = presign(
      {
        bucket: 'examplebucket',
        region: 'us-east-1',
        endpoint: 'https://s3.amazonaws.com',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        forcePathStyle: false,
      },
      'GET',
      'test.txt',
      86400,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('reads its settings from the environment only when S3_BUCKET is set', () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(s3OptionsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toMatchObject({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b' })).toThrow();
  });
});

describe('S3 storage on a fake bucket', () => {
  let bucket: FakeBucket;
  let endpoint = '';
  let seen: string[] = [];

  beforeAll(async () => {
    bucket = await startFakeBucket();
    endpoint = bucket.endpoint;
    seen = bucket.seen;
  });
  afterAll(() => bucket?.close());

  it('uploads through the presigned address, downloads, copies, checks and removes', async () => {
    const s3 = new S3FileStorage({ bucket: 'licita', region: 'eu-west-1', endpoint, accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, prefix: 'pre/' });
    const up = await s3.uploadUrl('agreement-1.pdf', { origin: 'http://ignored', filename: 'Convenio Ávila.pdf', contentType: 'application/pdf' });
    expect(up.url.startsWith(`${endpoint}/licita/pre/agreement-1.pdf?`)).toBe(true);
    const pdf = Buffer.from('%PDF-1.4 hola');
    expect((await fetch(up.url, { method: 'PUT', body: pdf, headers: { 'content-type': 'application/pdf' } })).status).toBe(200);
    expect(await s3.exists('agreement-1.pdf')).toBe(true);
    expect(await checkStored(s3, 'agreement-1.pdf')).toBe(true);

    const down = await s3.downloadUrl('agreement-1.pdf', { origin: 'http://ignored' });
    expect(new URL(down.url).searchParams.get('response-content-disposition')).toContain("filename*=UTF-8''Convenio%20%C3%81vila.pdf");
    const got = await fetch(down.url);
    expect(Buffer.from(await got.arrayBuffer()).equals(pdf)).toBe(true);

    expect(await s3.copy('agreement-1.pdf', 'agreement-2.pdf')).toBe(true);
    expect((await s3.get('agreement-2.pdf'))?.filename).toBe('Convenio Ávila.pdf');
    await s3.put('agreement-3.pdf', Buffer.from('no soy un pdf'), 'application/pdf');
    expect(await checkStored(s3, 'agreement-3.pdf')).toBe(false);
    await s3.remove('agreement-1.pdf');
    expect(await s3.exists('agreement-1.pdf')).toBe(false);
    expect(s3.verify()).toBe(false);
    expect(seen).toContain('HEAD /licita/pre/agreement-1.pdf');
  });
});
