import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { pdf, useApplicationsApi } from './applications-setup.js';

describe.each(backends)('doctor applications on %s', (backend) => {
  const { server, png, upload } = useApplicationsApi(backend);

  describe('uploads are judged by their content', () => {
    it('stores an image re-encoded as JPEG and a PDF as sent', async () => {
      const image = await upload(png());
      expect(image.response.status).toBe(201);
      expect(image.data?.contentType).toBe('image/jpeg');
      const stored = await server()
        .database.db.selectFrom('uploads')
        .select('data')
        .where('id', '=', image.data!._id)
        .executeTakeFirstOrThrow();
      expect((await sharp(stored.data!).metadata()).format).toBe('jpeg');
      const document = await upload(pdf);
      expect(document.data).toEqual({
        _id: document.data!._id,
        contentType: 'application/pdf',
        size: pdf.length,
      });
    });

    it('refuses a program renamed .jpg with 415, in the reader language', async () => {
      const exe = Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
        Buffer.alloc(512, 0x41),
      ]);
      const { response, error } = await upload(exe, 'ar');
      expect(response.status).toBe(415);
      expect(error).toMatchObject({
        code: 'UPLOAD_UNSUPPORTED_TYPE',
        message: 'هذا الملف ليس صورة JPEG أو PNG أو WebP ولا ملف PDF، مهما كان اسمه.',
      });
    });

    it('refuses an empty file with 422 UPLOAD_EMPTY, in the reader language (not the schema’s words)', async () => {
      const { response, error } = await upload(Buffer.alloc(0), 'ar');
      expect(response.status).toBe(422);
      expect(error).toMatchObject({
        code: 'UPLOAD_EMPTY',
        message: 'الملف فارغ.',
        details: { reason: 'UPLOAD_EMPTY' },
      });
    });

    it('refuses a file over 5 MB with 413', async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024, 1)]);
      const { response, error } = await upload(big, 'en');
      expect(response.status).toBe(413);
      expect(error).toMatchObject({
        code: 'UPLOAD_TOO_LARGE',
        message: 'The file is larger than 5 MB. Send a smaller file.',
        details: { reason: 'UPLOAD_TOO_LARGE', maxBytes: 5_242_880 },
      });
    });

    it('refuses an image hiding a PDF (a polyglot) with 422', async () => {
      const { response, error } = await upload(Buffer.concat([png(), pdf]));
      expect(response.status).toBe(422);
      expect(error).toMatchObject({
        code: 'UPLOAD_POLYGLOT',
        message:
          'Cette image contient un autre fichier caché (PDF, archive ou page web). Envoyez une photo ou un scan simple.',
      });
    });

    it('refuses a PDF with JavaScript, also written with #xx escapes, and one starting with something else', async () => {
      const active = Buffer.from(
        '%PDF-1.4\n1 0 obj << /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >>\n%%EOF',
      );
      expect((await upload(active)).error?.code).toBe('UPLOAD_ACTIVE_PDF');
      const prefixed = Buffer.concat([Buffer.from('<html>'), pdf]);
      expect((await upload(prefixed)).response.status).toBe(415);
      const truncated = pdf.subarray(0, pdf.length - 8);
      expect((await upload(truncated)).error?.code).toBe('UPLOAD_INVALID_PDF');
    });
  });
});
