import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale, useSession, type Locale } from '@tabib/hooks';

import { Booking } from './Booking';
import { useRoute } from './route';
import { Search } from './Search';
import { button, field, input, label } from './styles';

const LANGUAGES: { code: Locale; name: string }[] = [
  { code: 'fr', name: 'Français' },
  { code: 'ar', name: 'العربية' },
];

function SignIn() {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWrong(false);
    try {
      await session.login(email, password);
    } catch {
      setWrong(true);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mx-auto grid max-w-sm gap-4 border-4 border-emerald-900 bg-white p-6"
    >
      <h1 className="font-serif text-2xl font-bold text-emerald-950">
        <FormattedMessage id="signIn.heading" />
      </h1>
      <label className={field}>
        <span className={label}>
          <FormattedMessage id="signIn.email" />
        </span>
        <input
          className={input}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
      </label>
      <label className={field}>
        <span className={label}>
          <FormattedMessage id="signIn.password" />
        </span>
        <input
          className={input}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      </label>
      {wrong ? (
        <p role="alert" className="border-s-4 border-red-800 bg-red-50 p-2 text-red-900">
          <FormattedMessage id="signIn.wrong" />
        </p>
      ) : null}
      <button type="submit" className={button}>
        <FormattedMessage id="signIn.submit" />
      </button>
    </form>
  );
}

export function App() {
  const session = useSession();
  const { locale, setLocale } = useLocale();
  const route = useRoute();
  const intl = useIntl();

  return (
    <div className="min-h-screen font-sans">
      <header className="flex flex-wrap items-center justify-between gap-3 bg-emerald-950 px-4 py-3 text-amber-50">
        <div>
          <p className="font-serif text-xl font-bold tracking-wide">
            <FormattedMessage id="site.title" />
          </p>
          <p className="text-sm text-emerald-200">
            <FormattedMessage id="site.tagline" />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {session.status === 'authenticated' ? (
            <>
              <span data-testid="hello">
                <FormattedMessage id="site.hello" values={{ name: session.user?.firstName }} />
              </span>
              <button
                type="button"
                className="border-2 border-amber-300 px-3 py-1 text-amber-100 hover:bg-emerald-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
                onClick={() => void session.logout()}
              >
                <FormattedMessage id="site.signOut" />
              </button>
            </>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <FormattedMessage id="site.language" />
            <select
              className="rounded-none border-2 border-amber-300 bg-emerald-950 px-2 py-1 text-amber-50"
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
              aria-label={intl.formatMessage({ id: 'site.language' })}
            >
              {LANGUAGES.map(({ code, name }) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>
      <main className="mx-auto max-w-5xl p-4">
        {session.status === 'authenticated' ? (
          route.doctor ? (
            <Booking key={route.doctor} doctorId={route.doctor} initialSlot={route.slot} />
          ) : (
            <Search />
          )
        ) : session.status === 'guest' ? (
          <SignIn />
        ) : null}
      </main>
    </div>
  );
}
