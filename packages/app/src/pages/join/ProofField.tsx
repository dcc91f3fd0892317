import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, useUploadApplicationProof } from '@tabib/hooks';

/** The Ordre's registration number: 1 to 6 digits (an assumption, docs/decisions/053). */
export const ORDRE_NUMBER = /^[0-9]{1,6}$/;
const MAX_BYTES = 5 * 1024 * 1024;

export interface StoredProof {
  id: string;
  name: string;
}

/**
 * The proof of an application (the Ordre card or a professional document), sent as soon as it is
 * chosen so the server's judgement of its bytes — refused in the reader's language — shows at once.
 */
export function ProofField({
  id,
  label,
  onChange,
}: {
  id: string;
  label: string;
  onChange: (proof: StoredProof | null) => void;
}) {
  const intl = useIntl();
  const text = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  // A refused file is said under the field.
  const upload = useUploadApplicationProof({ meta: { errorToast: false } });
  const [proof, setProof] = useState<StoredProof | null>(null);
  const [error, setError] = useState<string | null>(null);

  function settle(next: StoredProof | null, message: string | null) {
    setProof(next);
    setError(message);
    onChange(next);
  }

  async function onFile(file: File | undefined) {
    settle(null, null);
    if (!file) return;
    // The server judges the content; the size is checked here too so a big file is not sent for nothing.
    if (file.size > MAX_BYTES) {
      settle(null, text('DOCTOR_JOIN.PROOF_TOO_LARGE'));
      return;
    }
    try {
      const stored = await upload.mutateAsync(file);
      settle({ id: stored._id, name: file.name }, null);
    } catch (failure) {
      settle(null, failure instanceof ApiError ? failure.message : text('DOCTOR_JOIN.FAILED'));
    }
  }

  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {text('DOCTOR_JOIN.PROOF_HINT')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      {upload.isPending ? <p role="status">{text('DOCTOR_JOIN.UPLOADING')}</p> : null}
      {proof ? <p role="status">{text('DOCTOR_JOIN.PROOF_OK', { name: proof.name })}</p> : null}
    </div>
  );
}
