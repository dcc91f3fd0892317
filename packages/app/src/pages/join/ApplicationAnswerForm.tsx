import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, useAnswerDoctorApplication } from '@tabib/hooks';

import { TextAreaField, TextField } from '../../forms/Field';
import { ORDRE_NUMBER, ProofField, type StoredProof } from './ProofField';

/**
 * The answer to the Tabib team's request for more information, from that message's link (`?answer=`,
 * its token): a new proof, a corrected Ordre number and/or a message, at least one; the application
 * then goes back to review (docs/decisions/053). Works on any device: the link's token is enough.
 */
export function ApplicationAnswerForm({ id, token }: { id: string; token: string }) {
  const intl = useIntl();
  const text = (key: string) => intl.formatMessage({ id: key });
  // The form says why an answer was refused.
  const answer = useAnswerDoctorApplication({ meta: { errorToast: false } });
  const [proof, setProof] = useState<StoredProof | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (answer.isSuccess) return <p role="status">{text('DOCTOR_JOIN.ANSWER.SENT')}</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const data = new FormData(event.currentTarget);
    const ordreNumber = String(data.get('ordreNumber') ?? '').replace(/\s/g, '');
    const message = String(data.get('message') ?? '').trim();
    if (ordreNumber !== '' && !ORDRE_NUMBER.test(ordreNumber)) {
      setError(text('DOCTOR_JOIN.ORDRE_INVALID'));
      return;
    }
    if (!proof && ordreNumber === '' && message === '') {
      setError(text('DOCTOR_JOIN.ANSWER.EMPTY'));
      return;
    }
    try {
      await answer.mutateAsync({
        id,
        token,
        ...(proof && { proof: proof.id }),
        ...(ordreNumber !== '' && { ordreNumber }),
        ...(message !== '' && { message }),
      });
    } catch (failure) {
      // A spent link: the request was answered already, or the application decided since.
      const spent = failure instanceof ApiError && failure.code === 'NOT_FOUND';
      setError(text(spent ? 'DOCTOR_JOIN.ANSWER.LINK_USED' : 'DOCTOR_JOIN.FAILED'));
    }
  }

  return (
    <form
      className="doctor-join__form"
      aria-labelledby="answer-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="answer-title">{text('DOCTOR_JOIN.ANSWER.TITLE')}</h2>
      <p>{text('DOCTOR_JOIN.ANSWER.INTRO')}</p>
      {error ? (
        <p role="alert" className="doctor-join__error">
          {error}
        </p>
      ) : null}
      <ProofField id="answer-proof" label={text('DOCTOR_JOIN.ANSWER.PROOF')} onChange={setProof} />
      <TextField
        id="answer-ordre"
        name="ordreNumber"
        inputMode="numeric"
        dir="ltr"
        label={text('DOCTOR_JOIN.ANSWER.ORDRE')}
        hint={text('DOCTOR_JOIN.ORDRE_HINT')}
        maxLength={8}
      />
      <TextAreaField
        id="answer-message"
        name="message"
        label={text('DOCTOR_JOIN.ANSWER.MESSAGE')}
        maxLength={1000}
        rows={4}
      />
      <button type="submit" className="doctor-join__submit" aria-disabled={answer.isPending || undefined}>
        {text('DOCTOR_JOIN.ANSWER.SUBMIT')}
      </button>
    </form>
  );
}
