import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useLoadingBar, useLocale, useRdvs, useSession, useToasts } from '@tabib/hooks';
import { LanguageSelector, LoadingBar, ToastStack, useToastStore } from '@tabib/ui';

/** The signed-in patient's rdvs, newest first. */
function MyRdvs() {
  const rdvs = useRdvs({ sort: '-date', limit: 20 });
  if (!rdvs.data) {
    return (
      <p>
        <FormattedMessage id="example.loading" />
      </p>
    );
  }
  if (rdvs.data.results.length === 0) {
    return (
      <p>
        <FormattedMessage id="example.none" />
      </p>
    );
  }
  return (
    <>
      <p data-testid="rdv-count">
        <FormattedMessage id="example.count" values={{ count: rdvs.data.results.length }} />
      </p>
      <ul aria-label="rdvs">
        {rdvs.data.results.map((rdv) => (
          <li key={rdv._id} data-status={rdv.status}>
            <FormattedDate value={rdv.date} dateStyle="long" timeStyle="short" timeZone="Africa/Tunis" /> —{' '}
            {rdv.doctor.name} ({rdv.doctor.doctorSpecialty.name})
          </li>
        ))}
      </ul>
    </>
  );
}

function SignInForm() {
  const session = useSession();
  const toasts = useToasts();
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const user = await session.login(email, password);
      toasts.success(intl.formatMessage({ id: 'example.signedIn' }, { name: user.firstName }));
    } catch {
      toasts.error(intl.formatMessage({ id: 'example.wrongCredentials' }));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <label>
        <FormattedMessage id="example.email" />{' '}
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </label>{' '}
      <label>
        <FormattedMessage id="example.password" />{' '}
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      </label>{' '}
      <button type="submit">
        <FormattedMessage id="example.signIn" />
      </button>
    </form>
  );
}

export function App() {
  const session = useSession();
  const toasts = useToasts();
  const list = useToastStore(toasts.store);
  const { locale, setLocale } = useLocale();

  return (
    <>
      <LoadingBar pending={useLoadingBar()} />
      <header style={{ display: 'flex', justifyContent: 'space-between', padding: '1rem' }}>
        <strong>
          <FormattedMessage id="example.title" />
        </strong>
        <LanguageSelector
          value={locale}
          options={[
            { code: 'fr', label: 'Français', shortLabel: 'FR' },
            { code: 'ar', label: 'العربية', shortLabel: 'ع' },
          ]}
          onChange={setLocale}
        />
      </header>
      <main style={{ padding: '1rem' }}>
        <h1>
          <FormattedMessage id="example.heading" />
        </h1>
        {session.status === 'authenticated' ? (
          <>
            <MyRdvs />
            <button type="button" onClick={() => void session.logout()}>
              <FormattedMessage id="example.signOut" />
            </button>
          </>
        ) : session.status === 'guest' ? (
          <SignInForm />
        ) : null}
      </main>
      <ToastStack toasts={list} onDismiss={toasts.dismiss} />
    </>
  );
}
