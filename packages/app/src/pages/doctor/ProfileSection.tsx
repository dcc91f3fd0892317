import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A titled section of the doctor's profile. */
export function ProfileSection({
  id,
  className,
  title,
  children,
}: {
  id?: string;
  className: string;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section id={id} className={`doctor-profile__section ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="doctor-profile__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's loading or failure line (nothing once its data is there). */
export function SectionStatus({
  isPending,
  isError,
  item,
}: {
  isPending: boolean;
  isError: boolean;
  item: string;
}) {
  const intl = useIntl();
  if (isPending) {
    return (
      <p className="doctor-profile__status" role="status">
        {intl.formatMessage({ id: 'APP.LOADING' })}
      </p>
    );
  }
  if (!isError) return null;
  return (
    <p className="doctor-profile__error" role="alert">
      {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item })}
    </p>
  );
}
