import { useUpdateProfile } from '@tabib/hooks';
import { useIntl } from 'react-intl';
import type { User } from '@tabib/sdk';
import { tunisDay } from '@tabib/ui';

import { errorMessageId } from '../forms/errorMessage';
import { useForm } from '../forms/useForm';
import {
  PROFILE_LABELS,
  profileBody,
  type ProfileValues,
  profileValuesOf,
  validateProfile,
} from '../pages/patient-dashboard/settingsForms';

/**
 * requirements §7 `PUT /users/me`: the signed-in user's own profile form (a patient's settings, an admin's
 * account): `card` holds the props of its `SettingsCard` apart from heading, look and submit label.
 */
export function useProfileForm(user: User, idPrefix: string) {
  const intl = useIntl();
  // The card's error summary says why a save failed.
  const updateProfile = useUpdateProfile({ meta: { errorToast: false } });
  // A birth date cannot be later than today in Africa/Tunis.
  const today = tunisDay(new Date());
  const form = useForm({
    idPrefix,
    initialValues: profileValuesOf(user),
    labels: PROFILE_LABELS,
    validate: (values) => validateProfile(values, today),
  });
  const card = {
    form,
    save: async (values: ProfileValues) =>
      profileValuesOf(await updateProfile.mutateAsync(profileBody(values))),
    messageOf: (error: unknown) => errorMessageId(error, {}, 'ERRORS.PROFILE_FAILED'),
    savedToast: intl.formatMessage({ id: 'SUCCESS.PROFILE_UPDATED' }),
  };
  return { card, form, maxBirthDate: today };
}
