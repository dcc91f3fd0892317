import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAdminUsers, useUpdateAdminUser } from '@tabib/hooks';
import type { components } from '@tabib/sdk';
import { resolveLabels, RoleBadge, roleBadgeMessages, useUiLocale } from '@tabib/ui';

import { ConfirmActions } from '../../forms/ConfirmActions';
import { Dialog } from '../../forms/Dialog';
import { ACCOUNT_ROLES, userFiltersFromSearch, usersParamsOf, type AccountRole } from './adminFilters';
import { DialogError, RowDialogButton, useDialogChange } from './adminDialogParts';
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  PagedTable,
  SearchBox,
  useAdminDates,
  useListFilters,
  yesNoOptions,
} from './adminListParts';

type AdminUserRow = components['schemas']['AdminUserRow'];
type AdminUserUpdate = components['schemas']['AdminUserUpdate'];

/** What an admin does to an account; each asks for confirmation first. */
type AccountAction = 'block' | 'unblock' | 'grantAdmin' | 'revokeAdmin';

const ACTION_CHANGES: Record<AccountAction, AdminUserUpdate> = {
  block: { blocked: true },
  unblock: { blocked: false },
  grantAdmin: { role: 'admin' },
  revokeAdmin: { role: 'patient' },
};

const ACTION_TEXTS: Record<AccountAction, { button: string; title: string; confirm: string; done: string }> =
  {
    block: {
      button: 'ADMIN.USERS.BLOCK',
      title: 'ADMIN.USERS.BLOCK_TITLE',
      confirm: 'ADMIN.USERS.BLOCK_CONFIRM',
      done: 'ADMIN.USERS.BLOCKED_DONE',
    },
    unblock: {
      button: 'ADMIN.USERS.UNBLOCK',
      title: 'ADMIN.USERS.UNBLOCK_TITLE',
      confirm: 'ADMIN.USERS.UNBLOCK_CONFIRM',
      done: 'ADMIN.USERS.UNBLOCKED_DONE',
    },
    grantAdmin: {
      button: 'ADMIN.USERS.GRANT_ADMIN',
      title: 'ADMIN.USERS.GRANT_ADMIN_TITLE',
      confirm: 'ADMIN.USERS.GRANT_ADMIN_CONFIRM',
      done: 'ADMIN.USERS.GRANTED_DONE',
    },
    revokeAdmin: {
      button: 'ADMIN.USERS.REVOKE_ADMIN',
      title: 'ADMIN.USERS.REVOKE_ADMIN_TITLE',
      confirm: 'ADMIN.USERS.REVOKE_ADMIN_CONFIRM',
      done: 'ADMIN.USERS.REVOKED_DONE',
    },
  };

// spec/openapi.yaml updateAdminUser: 422 ROLE_CHANGE_NOT_ALLOWED (a doctor or secretary keeps their
// role) and SELF_LOCKOUT (an admin cannot block themselves or withdraw their own admin role).
const UPDATE_ERRORS: Readonly<Record<string, string>> = {
  ROLE_CHANGE_NOT_ALLOWED: 'ADMIN.USERS.ERRORS.ROLE_CHANGE_NOT_ALLOWED',
  SELF_LOCKOUT: 'ADMIN.USERS.ERRORS.SELF_LOCKOUT',
  NOT_FOUND: 'ADMIN.USERS.ERRORS.NOT_FOUND',
  FORBIDDEN: 'ERRORS.NOT_AUTHORIZED',
};

const USER_COLUMNS = [
  'ADMIN.USERS.NAME',
  'ADMIN.USERS.EMAIL',
  'ADMIN.USERS.ROLE',
  'ADMIN.USERS.CREATED',
  'ADMIN.USERS.LAST_LOGIN',
  'ADMIN.USERS.BLOCKED',
  'ADMIN.USERS.ACTIONS',
];

/** docs/decisions/018: every account; block or unblock it, grant or withdraw the admin role. */
export default function UsersPage() {
  const intl = useIntl();
  const { locale } = useUiLocale();
  const roleNames = resolveLabels(roleBadgeMessages, locale);
  const { filters, setFilter, setPage } = useListFilters(userFiltersFromSearch);
  const users = useAdminUsers(usersParamsOf(filters), { meta: { errorToast: false } });
  const [pending, setPending] = useState<{ user: AdminUserRow; action: AccountAction } | null>(null);
  const filtered = filters.q !== '' || filters.role !== 'all' || filters.blocked !== 'all';
  const all = intl.formatMessage({ id: 'ADMIN.USERS.ALL' });

  return (
    <div className="ap-page">
      <h1 className="ap-title">{intl.formatMessage({ id: 'ADMIN.USERS.TITLE' })}</h1>

      <ListFilters label={intl.formatMessage({ id: 'ADMIN.USERS.FILTERS' })}>
        <SearchBox
          id="ap-users-q"
          label={intl.formatMessage({ id: 'ADMIN.USERS.SEARCH' })}
          value={filters.q}
          onSearch={(text) => setFilter('q', text, { replace: true })}
        />
        <FilterSelect<AccountRole>
          id="ap-users-role"
          label={intl.formatMessage({ id: 'ADMIN.USERS.ROLE' })}
          value={filters.role}
          allLabel={all}
          options={ACCOUNT_ROLES.map((role) => ({ value: role, label: roleNames[role] }))}
          onChange={(value) => setFilter('role', value)}
        />
        <FilterSelect
          id="ap-users-blocked"
          label={intl.formatMessage({ id: 'ADMIN.USERS.BLOCKED' })}
          value={filters.blocked}
          allLabel={all}
          options={yesNoOptions(
            intl.formatMessage({ id: 'ADMIN.USERS.YES' }),
            intl.formatMessage({ id: 'ADMIN.USERS.NO' }),
          )}
          onChange={(value) => setFilter('blocked', value)}
        />
      </ListFilters>

      <PagedTable
        query={users}
        page={filters.page}
        onPage={setPage}
        labels={{ loading: 'ADMIN.USERS.LOADING', item: 'ADMIN.USERS.ITEMS' }}
        count="ADMIN.USERS.COUNT"
        empty={<ListEmpty filtered={filtered} empty="ADMIN.USERS.EMPTY" />}
        caption={intl.formatMessage({ id: 'ADMIN.USERS.TABLE' })}
        columns={USER_COLUMNS.map((id) => intl.formatMessage({ id }))}
      >
        {(rows) =>
          rows.map((user) => (
            <UserRow key={user._id} user={user} onAction={(action) => setPending({ user, action })} />
          ))
        }
      </PagedTable>

      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? intl.formatMessage({ id: ACTION_TEXTS[pending.action].title }) : ''}
        description={
          pending ? (
            <p>
              {intl.formatMessage(
                { id: ACTION_TEXTS[pending.action].confirm },
                { name: pending.user.name || pending.user.email, email: pending.user.email },
              )}
            </p>
          ) : null
        }
      >
        {pending ? (
          <ConfirmAccountAction
            key={`${pending.user._id}:${pending.action}`}
            user={pending.user}
            action={pending.action}
            onDone={() => setPending(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function UserRow({ user, onAction }: { user: AdminUserRow; onAction: (action: AccountAction) => void }) {
  const intl = useIntl();
  const dates = useAdminDates();
  // spec/openapi.yaml updateAdminUser: only patients and admins move between the two roles.
  const roleAction: AccountAction | null =
    user.role === 'patient' ? 'grantAdmin' : user.role === 'admin' ? 'revokeAdmin' : null;
  const blockAction: AccountAction = user.blocked ? 'unblock' : 'block';

  const button = (action: AccountAction) => (
    <RowDialogButton
      label={intl.formatMessage({ id: ACTION_TEXTS[action].button })}
      row={user.name || user.email}
      onClick={() => onAction(action)}
    />
  );

  return (
    <tr data-blocked={user.blocked ? '' : undefined}>
      <th scope="row" dir="auto">
        {user.name || '—'}
      </th>
      <td className="ap-nowrap">{user.email}</td>
      <td>
        <RoleBadge role={user.role} />
      </td>
      <td className="ap-nowrap">
        <time dateTime={user.createdAt}>{dates.date(user.createdAt)}</time>
      </td>
      <td className="ap-nowrap">
        {user.lastLoginAt ? (
          <time dateTime={user.lastLoginAt}>{dates.dateTime(user.lastLoginAt)}</time>
        ) : (
          intl.formatMessage({ id: 'ADMIN.USERS.NEVER' })
        )}
      </td>
      <td>
        <span className="ap-flag" data-state={user.blocked ? 'alert' : 'off'}>
          {intl.formatMessage({ id: user.blocked ? 'ADMIN.USERS.YES' : 'ADMIN.USERS.NO' })}
        </span>
      </td>
      <td>
        <div className="ap-row-actions">
          {button(blockAction)}
          {roleAction ? button(roleAction) : null}
        </div>
      </td>
    </tr>
  );
}

interface ConfirmAccountActionProps {
  user: AdminUserRow;
  action: AccountAction;
  onDone: () => void;
}

/** The dialog's buttons; a refusal (422) stays in the dialog, in the admin's language. */
function ConfirmAccountAction({ user, action, onDone }: ConfirmAccountActionProps) {
  const intl = useIntl();
  // A refusal stays in the dialog (DialogError).
  const update = useUpdateAdminUser({ meta: { errorToast: false } });
  const change = useDialogChange(UPDATE_ERRORS, onDone);
  const texts = ACTION_TEXTS[action];

  const confirm = () => {
    if (update.isPending) return;
    void change.run(
      () => update.mutateAsync({ id: user._id, changes: ACTION_CHANGES[action] }),
      intl.formatMessage({ id: texts.done }, { name: user.name || user.email }),
    );
  };

  return (
    <>
      <DialogError message={change.error} />
      <ConfirmActions
        confirmLabel={intl.formatMessage({ id: texts.button })}
        pending={update.isPending}
        tone={action === 'block' ? 'danger' : 'primary'}
        onConfirm={confirm}
        onCancel={onDone}
      />
    </>
  );
}
