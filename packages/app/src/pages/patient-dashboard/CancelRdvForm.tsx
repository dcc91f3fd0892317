import { useIntl } from 'react-intl';
import { useCancelRdv, useToasts } from '@tabib/hooks';
import type { Rdv } from '@tabib/sdk';

import { errorMessageId } from '../../forms/errorMessage';
import { TextAreaField } from '../../forms/Field';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { collectErrors, requiredText } from '../../forms/validation';
import { RDV_ERROR_FALLBACK, RDV_ERROR_MESSAGES } from './rdvRules';

// spec/openapi.yaml RdvCancelInput: a reason of 1–500 characters is required.
const REASON_MAX_LENGTH = 500;

interface CancelRdvFormProps {
  rdv: Rdv;
  onClose: () => void;
  /** Cancels with the reason; default `POST /rdvs/{id}/cancel` (the doctor's agenda uses `PUT /rdvs/rdvStatus`). */
  cancel?: (reason: string) => Promise<unknown>;
  /** Who will read the reason, under the field. Default: the patient's side (the doctor will). */
  hintId?: string;
  /** Message ids by error `code`. Default: the patient's. */
  errorMessages?: Readonly<Record<string, string>>;
}

/** Confirms a cancellation and asks its reason (required by the status machine). */
export function CancelRdvForm({
  rdv,
  onClose,
  cancel,
  hintId = 'PATIENT.RDVS.CANCEL_REASON_HINT',
  errorMessages = RDV_ERROR_MESSAGES,
}: CancelRdvFormProps) {
  const intl = useIntl();
  const toasts = useToasts();
  // The form's error summary says why a cancellation was refused.
  const cancelRdv = useCancelRdv({ meta: { errorToast: false } });
  const form = useForm({
    idPrefix: 'cancel-rdv',
    initialValues: { reason: '' },
    labels: { reason: 'PATIENT.RDVS.CANCEL_REASON' },
    validate: ({ reason }) => collectErrors({ reason: requiredText(reason, REASON_MAX_LENGTH) }),
  });
  const text = (id: string) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(
    async ({ reason }) => {
      await (cancel ? cancel(reason.trim()) : cancelRdv.mutateAsync({ id: rdv._id, reason: reason.trim() }));
      toasts.success(text('SUCCESS.RDV_CANCELLED'));
      onClose();
    },
    (error) => errorMessageId(error, errorMessages, RDV_ERROR_FALLBACK),
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={text('PATIENT.RDVS.CONFIRM_CANCEL')}
      submitTone="danger"
      summaryHeadingLevel={3}
      secondaryAction={
        <button type="button" className="form-button" onClick={onClose}>
          {text('PATIENT.RDVS.KEEP')}
        </button>
      }
    >
      <TextAreaField
        {...form.fieldProps('reason')}
        hint={text(hintId)}
        maxLength={REASON_MAX_LENGTH}
        rows={3}
        required
      />
    </Form>
  );
}
