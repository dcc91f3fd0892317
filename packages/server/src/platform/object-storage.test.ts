import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestBucket, type TestBucket } from '../../test/helpers/s3-bucket.js';
import { createS3Storage, ObjectStorageError, signS3Request } from './object-storage.js';

// The worked examples of Amazon S3's "Signature Version 4: authenticating requests (AWS signature in the
// Authorization header)" documentation: their keys, date, requests and the signatures they print.
const EXAMPLE = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const MAY_24_2013 = new Date('2013-05-24T00:00:00Z');
const signatureOf = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

describe('signS3Request (AWS Signature Version 4)', () => {
  it('signs the documented GET of an object with a Range header', () => {
    const headers = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
      },
      EXAMPLE,
      MAY_24_2013,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the documented PUT of "Welcome to Amazon S3." to a key with a $', () => {
    const headers = signS3Request(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        body: Buffer.from('Welcome to Amazon S3.'),
      },
      EXAMPLE,
      MAY_24_2013,
    );
    expect(headers['x-amz-content-sha256']).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs the documented GETs with a query: ?lifecycle and ?max-keys=2&prefix=J', () => {
    const sign = (url: string) =>
      signatureOf(signS3Request({ method: 'GET', url: new URL(url), headers: {} }, EXAMPLE, MAY_24_2013));
    expect(sign('https://examplebucket.s3.amazonaws.com/?lifecycle')).toBe(
      'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
    expect(sign('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J')).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});

describe('createS3Storage', () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket('TABIBKEY');
  });
  afterAll(() => bucket.close());

  const settings = () => ({
    endpoint: bucket.endpoint,
    bucket: 'tabib-uploads',
    region: 'fr-par',
    accessKeyId: 'TABIBKEY',
    secretAccessKey: 'secret',
  });

  it('puts an object path-style, signed, with its type, and gets the same bytes back', async () => {
    const storage = createS3Storage(settings());
    const pdf = Buffer.from('%PDF-1.7\n…');
    await storage.put('uploads/proof/0193-a', pdf, 'application/pdf');
    expect(bucket.objects.get('/tabib-uploads/uploads/proof/0193-a')).toEqual({
      body: pdf,
      contentType: 'application/pdf',
    });
    expect(bucket.seen.at(-1)!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TABIBKEY\/\d{8}\/fr-par\/s3\/aws4_request,/,
    );
    expect(await storage.get('uploads/proof/0193-a')).toEqual(pdf);
  });

  it('answers undefined for a key the bucket does not have', async () => {
    expect(await createS3Storage(settings()).get('uploads/proof/missing')).toBeUndefined();
  });

  it('throws when the provider refuses the write, so nothing points at an object that is not there', async () => {
    const refused = createS3Storage({ ...settings(), accessKeyId: 'OTHERKEY' });
    await expect(refused.put('uploads/photo/x', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      ObjectStorageError,
    );
  });
});
