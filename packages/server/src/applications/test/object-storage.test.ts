import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { startTestBucket, type TestBucket } from '../../../test/helpers/s3-bucket.js';

// docs/decisions/053-doctor-applications.md "Storage": with S3_* set, an upload's bytes live in the bucket
// and its row keeps only the key; the back office reads them back from there.
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each(backends)('uploads in S3-compatible object storage on %s', (backend) => {
  let bucket: TestBucket;
  const env: Record<string, string> = { LOG_LEVEL: 'error', S3_BUCKET: 'tabib-proofs', S3_REGION: 'fr-par' };
  beforeAll(async () => {
    bucket = await startTestBucket('TABIB-TEST-KEY');
    Object.assign(env, {
      S3_ENDPOINT: bucket.endpoint,
      S3_ACCESS_KEY_ID: 'TABIB-TEST-KEY',
      S3_SECRET_ACCESS_KEY: 'a-secret-of-the-test',
    });
  });
  afterAll(() => bucket.close());
  const server = useApiServer(backend, { state: 'seeded', env });

  it('stores a proof in the bucket, keeps only its key in the row, and the admin reads the same bytes', async () => {
    const { api } = await server().guest();
    const { data, response } = await api.POST('/doctor-applications/uploads', {
      body: { data: pdf.toString('base64') },
    });
    expect(response.status).toBe(201);
    const row = await server()
      .database.db.selectFrom('uploads')
      .select(['data', 'storage_key'])
      .where('id', '=', data!._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ data: null, storage_key: `uploads/proof/${data!._id}` });
    expect(bucket.objects.get(`/tabib-proofs/uploads/proof/${data!._id}`)).toEqual({
      body: pdf,
      contentType: 'application/pdf',
    });

    const admin = await server().as(demoAccounts.admin.email);
    const read = await admin.api.GET('/admin/uploads/{id}', { params: { path: { id: data!._id } } });
    expect(read.response.status).toBe(200);
    expect(Buffer.from(read.data!.data, 'base64')).toEqual(pdf);
  });
});
