import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '@tabib/hooks';
import { LanguageSelector } from '@tabib/ui';

import { ADMIN_ROOT } from '../session/adminAccess';

export interface AdminHeaderProps {
  /** The signed-in admin's name and the sign-out button, when there is one. */
  children?: ReactNode;
}

/** The back office's top bar: its name, the language selector (requirements §2: always present), the admin. */
export function AdminHeader({ children }: AdminHeaderProps) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <header className="admin-header">
      <Link to={ADMIN_ROOT} className="admin-header__title">
        {intl.formatMessage({ id: 'ADMIN.SHELL.TITLE' })}
      </Link>
      <div className="admin-header__tools">
        <LanguageSelector value={locale} onChange={setLocale} />
        {children}
      </div>
    </header>
  );
}
