import { useId, type ReactNode } from 'react';

import { LoadStatus } from '../../components/LoadStatus';

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
export function SectionStatus(props: { isPending: boolean; isError: boolean; item: string }) {
  return <LoadStatus {...props} className="doctor-profile__status" errorClassName="doctor-profile__error" />;
}
