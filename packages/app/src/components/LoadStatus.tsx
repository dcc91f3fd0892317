import { useIntl } from 'react-intl';

/**
 * A section's loading line, or the alert that its data failed to load; nothing once the data is there.
 * `item` names what failed, in the reader's language (`ERRORS.LOAD_FAILED`).
 */
export function LoadStatus({
  isPending,
  isError,
  item,
  className,
  errorClassName = className,
}: {
  isPending: boolean;
  isError: boolean;
  item: string;
  className: string;
  errorClassName?: string;
}) {
  const intl = useIntl();
  if (isPending) {
    return (
      <p className={className} role="status">
        {intl.formatMessage({ id: 'APP.LOADING' })}
      </p>
    );
  }
  if (!isError) return null;
  return (
    <p className={errorClassName} role="alert">
      {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item })}
    </p>
  );
}
