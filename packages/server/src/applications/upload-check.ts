import sharp from 'sharp';
import type { Locale, StoredContentType, UploadPurpose } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';

/*
 * docs/decisions/053-doctor-applications.md: what a doctor uploads (a proof, a photo) is judged by its
 * bytes, never by its name or declared type. Images are decoded and re-encoded by sharp (metadata
 * dropped), so whatever else the file carried is not stored; PDFs are kept as sent once their
 * structure and active content have been checked.
 */

/** The largest file accepted, decoded. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
// A decompression bomb stops here: 40 megapixels is far above any scan of a card or a photo.
const MAX_INPUT_PIXELS = 40_000_000;
/** Proofs are re-encoded no larger than this on their longer side: enough to read a card. */
const PROOF_MAX_SIDE = 2000;
/** The square a doctor's photo is cropped and stored at; the image proxy serves smaller ones. */
export const PHOTO_SIDE = 800;

export type UploadRefusal =
  | 'UPLOAD_TOO_LARGE'
  | 'UPLOAD_EMPTY'
  | 'UPLOAD_UNSUPPORTED_TYPE'
  | 'UPLOAD_INVALID_IMAGE'
  | 'UPLOAD_CROP_OUTSIDE'
  | 'UPLOAD_POLYGLOT'
  | 'UPLOAD_INVALID_PDF'
  | 'UPLOAD_ACTIVE_PDF';

const refusals: Record<UploadRefusal, { status: number; text: Record<Locale, string> }> = {
  UPLOAD_TOO_LARGE: {
    status: 413,
    text: {
      fr: 'Le fichier dépasse 5 Mo. Envoyez un fichier plus léger.',
      en: 'The file is larger than 5 MB. Send a smaller file.',
      ar: 'حجم الملف يتجاوز 5 ميغابايت. أرسل ملفًا أصغر.',
    },
  },
  UPLOAD_EMPTY: {
    status: 422,
    text: {
      fr: 'Le fichier est vide.',
      en: 'The file is empty.',
      ar: 'الملف فارغ.',
    },
  },
  UPLOAD_UNSUPPORTED_TYPE: {
    status: 415,
    text: {
      fr: "Ce fichier n'est ni une image JPEG, PNG ou WebP, ni un PDF, quel que soit son nom.",
      en: 'This file is not a JPEG, PNG or WebP image nor a PDF, whatever its name says.',
      ar: 'هذا الملف ليس صورة JPEG أو PNG أو WebP ولا ملف PDF، مهما كان اسمه.',
    },
  },
  UPLOAD_INVALID_IMAGE: {
    status: 422,
    text: {
      fr: "L'image est endommagée ou illisible.",
      en: 'The image is damaged or cannot be read.',
      ar: 'الصورة تالفة أو تتعذر قراءتها.',
    },
  },
  UPLOAD_CROP_OUTSIDE: {
    status: 422,
    text: {
      fr: 'Le carré choisi dépasse de la photo. Recadrez-la.',
      en: 'The chosen square goes beyond the photo. Crop it again.',
      ar: 'المربع المختار يتجاوز حدود الصورة. أعد قصّها.',
    },
  },
  UPLOAD_POLYGLOT: {
    status: 422,
    text: {
      fr: 'Cette image contient un autre fichier caché (PDF, archive ou page web). Envoyez une photo ou un scan simple.',
      en: 'This image hides another file (a PDF, an archive or a web page). Send a plain photo or scan.',
      ar: 'هذه الصورة تخفي ملفًا آخر (PDF أو أرشيف أو صفحة ويب). أرسل صورة أو مسحًا ضوئيًا عاديًا.',
    },
  },
  UPLOAD_INVALID_PDF: {
    status: 422,
    text: {
      fr: 'Ce PDF est incomplet ou endommagé.',
      en: 'This PDF is incomplete or damaged.',
      ar: 'ملف PDF هذا غير مكتمل أو تالف.',
    },
  },
  UPLOAD_ACTIVE_PDF: {
    status: 422,
    text: {
      fr: 'Ce PDF contient du code, des actions ou des fichiers joints. Envoyez un PDF simple (une impression ou un scan).',
      en: 'This PDF contains code, actions or attached files. Send a plain PDF (a print or a scan).',
      ar: 'يحتوي ملف PDF هذا على شيفرة أو إجراءات أو ملفات مرفقة. أرسل ملف PDF بسيطًا (طباعة أو مسح ضوئي).',
    },
  },
};

/** The refusal as the API's error, written in the reader's language; `details.reason` names it. */
export function uploadRefused(reason: UploadRefusal, locale: Locale): DomainError {
  const refusal = refusals[reason];
  return new DomainError(reason, refusal.text[locale], refusal.status, {
    reason,
    maxBytes: MAX_UPLOAD_BYTES,
  });
}

type Sniffed = 'jpeg' | 'png' | 'webp' | 'pdf';

/** The type the first bytes announce; PDFs must start with their header, not merely contain it. */
export function sniff(bytes: Buffer): Sniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

/**
 * Signatures of another file inside an image: a PDF, a ZIP (also Office files and JARs) or markup a
 * browser could run. Re-encoding would drop them anyway; refusing tells the sender plainly that the
 * file was not a plain photo or scan.
 */
const HIDDEN_PAYLOADS = [/%PDF-/, /<\s*(?:html|script|svg|iframe)\b/i, /<\?php/i];
const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** PDF names that run code, open other programs or carry files; `#xx` escapes are decoded first. */
const ACTIVE_PDF_NAMES = /\/(?:JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA)(?![A-Za-z])/;

function checkPdf(bytes: Buffer, locale: Locale): void {
  const text = bytes.toString('latin1');
  if (!text.slice(-1024).includes('%%EOF')) throw uploadRefused('UPLOAD_INVALID_PDF', locale);
  const names = text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  if (ACTIVE_PDF_NAMES.test(names)) throw uploadRefused('UPLOAD_ACTIVE_PDF', locale);
}

/** A square crop of the photo, in the pixels of the upright original. */
export interface Crop {
  left: number;
  top: number;
  size: number;
}

export interface CheckedUpload {
  contentType: StoredContentType;
  bytes: Buffer;
}

/**
 * The file to store for `purpose`, or the refusal (a DomainError in `locale`). A proof may be an image
 * or a PDF and is re-encoded as JPEG; a photo must be an image and is cropped (`crop`, else the centre)
 * to a WebP square.
 */
export async function checkUpload(
  bytes: Buffer,
  purpose: UploadPurpose,
  locale: Locale,
  crop?: Crop,
): Promise<CheckedUpload> {
  if (bytes.length === 0) throw uploadRefused('UPLOAD_EMPTY', locale);
  if (bytes.length > MAX_UPLOAD_BYTES) throw uploadRefused('UPLOAD_TOO_LARGE', locale);
  const type = sniff(bytes);
  if (type === null || (type === 'pdf' && purpose === 'photo')) {
    throw uploadRefused('UPLOAD_UNSUPPORTED_TYPE', locale);
  }
  if (type === 'pdf') {
    checkPdf(bytes, locale);
    return { contentType: 'application/pdf', bytes };
  }
  const raw = bytes.toString('latin1');
  if (bytes.includes(ZIP_ENTRY) || HIDDEN_PAYLOADS.some((payload) => payload.test(raw))) {
    throw uploadRefused('UPLOAD_POLYGLOT', locale);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
    if (purpose === 'proof') {
      const out = await image
        .resize(PROOF_MAX_SIDE, PROOF_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      return { contentType: 'image/jpeg', bytes: out };
    }
    const upright = sharp(await image.toBuffer(), { limitInputPixels: MAX_INPUT_PIXELS });
    const { width = 0, height = 0 } = await upright.metadata();
    const side = Math.min(width, height);
    // A square the doctor chose but that the picture cannot hold is refused, not silently replaced.
    if (crop && (crop.left + crop.size > width || crop.top + crop.size > height)) {
      throw uploadRefused('UPLOAD_CROP_OUTSIDE', locale);
    }
    const area = crop
      ? { left: crop.left, top: crop.top, width: crop.size, height: crop.size }
      : {
          left: Math.floor((width - side) / 2),
          top: Math.floor((height - side) / 2),
          width: side,
          height: side,
        };
    const out = await upright
      .extract(area)
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
    return { contentType: 'image/webp', bytes: out };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw uploadRefused('UPLOAD_INVALID_IMAGE', locale);
  }
}
