import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  rdvQuery,
  useAddRelative,
  useBookingFlow,
  useLocale,
  useSession,
  useSlotPicker,
  useTabibClient,
  useTabibLogger,
} from '@tabib/hooks';
import type { components } from '@tabib/sdk';
import { formatFee, formatTunisDateTime } from '@tabib/ui';
import * as Slots from '@tabib/ui/slot-picker';
import type { VisibleRange } from '@tabib/ui/slot-picker';

import { navigate } from './route';
import { button, field, input, label, link } from './styles';

type Relation = components['schemas']['RelativeRelation'];
const RELATIONS: Relation[] = ['child', 'spouse', 'parent', 'sibling', 'other'];

const focus = 'outline-3 outline-offset-2 outline-amber-500';

/** The site's slot picker, composed of the kit's parts; each part's state chooses its Tailwind classes. */
function Picker(props: {
  slots: readonly string[];
  loading: boolean;
  value: string | null;
  onChange: (slot: string) => void;
  onVisibleRangeChange: (range: VisibleRange) => void;
}) {
  return (
    <Slots.Root
      {...props}
      className="grid gap-6 rounded-none border-2 border-stone-400 bg-white p-4 md:grid-cols-2"
    >
      <Slots.Calendar className="grid content-start gap-2">
        <Slots.Month className="flex items-center justify-between">
          <Slots.PreviousMonth
            className={({ disabled, focusVisible }) =>
              `size-9 border-2 border-emerald-800 ${disabled ? 'opacity-40' : 'hover:bg-emerald-100'} ${focusVisible ? focus : ''}`
            }
          />
          <Slots.MonthTitle className="font-serif text-lg font-bold text-emerald-950" />
          <Slots.NextMonth
            className={({ disabled, focusVisible }) =>
              `size-9 border-2 border-emerald-800 ${disabled ? 'opacity-40' : 'hover:bg-emerald-100'} ${focusVisible ? focus : ''}`
            }
          />
        </Slots.Month>
        <Slots.Grid className="w-full border-collapse text-center">
          <Slots.DayHeaders>
            {(weekday) => (
              <Slots.DayHeader className="pb-1 text-xs font-semibold text-stone-600">
                {weekday}
              </Slots.DayHeader>
            )}
          </Slots.DayHeaders>
          <Slots.Days>
            {(date) => (
              <Slots.Day
                date={date}
                className={({ selected, unavailable, outsideMonth, focusVisible }) =>
                  [
                    'm-0.5 block py-1.5 text-sm',
                    selected
                      ? 'bg-amber-300 font-bold text-stone-950'
                      : unavailable
                        ? 'text-stone-600 line-through'
                        : 'bg-emerald-50 font-semibold text-emerald-950',
                    outsideMonth ? 'invisible' : '',
                    focusVisible ? focus : '',
                  ].join(' ')
                }
              />
            )}
          </Slots.Days>
        </Slots.Grid>
      </Slots.Calendar>
      <Slots.Times className="grid content-start gap-3">
        <Slots.DayTitle className="font-serif text-lg font-bold text-emerald-950" />
        <Slots.Status className="text-stone-700" />
        <Slots.SlotList className="flex flex-wrap gap-2">
          {(slot) => (
            <Slots.Slot
              value={slot}
              className={({ selected, focusVisible }) =>
                [
                  'cursor-pointer border-2 border-emerald-800 px-3 py-1 font-semibold',
                  selected ? 'bg-emerald-800 text-white' : 'bg-white text-emerald-900 hover:bg-emerald-50',
                  focusVisible ? focus : '',
                ].join(' ')
              }
            />
          )}
        </Slots.SlotList>
      </Slots.Times>
    </Slots.Root>
  );
}

const fieldset = 'grid gap-2 border-2 border-stone-400 bg-white p-4';
const legend = 'px-1 font-serif text-lg font-bold text-emerald-950';
const choice = 'flex items-center gap-2 [&_input]:size-4 [&_input]:accent-emerald-800';

function RelativeForm({ onAdded }: { onAdded: (id: string) => void }) {
  const intl = useIntl();
  const add = useAddRelative();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [sexe, setSexe] = useState<'F' | 'M'>('F');
  const [relation, setRelation] = useState<Relation>('child');

  const save = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { firstName, lastName, birthDate, sexe, relation },
      { onSuccess: (relative) => onAdded(relative._id) },
    );
  };

  return (
    <form
      onSubmit={save}
      aria-labelledby="relative-heading"
      className="grid gap-3 border-s-4 border-amber-400 bg-amber-50 p-3 sm:grid-cols-2"
    >
      <h3 id="relative-heading" className="font-serif font-bold sm:col-span-2">
        <FormattedMessage id="relative.heading" />
      </h3>
      <label className={field}>
        <span className={label}>{intl.formatMessage({ id: 'relative.firstName' })}</span>
        <input className={input} value={firstName} onChange={(e) => setFirstName(e.target.value)} required />
      </label>
      <label className={field}>
        <span className={label}>{intl.formatMessage({ id: 'relative.lastName' })}</span>
        <input className={input} value={lastName} onChange={(e) => setLastName(e.target.value)} required />
      </label>
      <label className={field}>
        <span className={label}>{intl.formatMessage({ id: 'relative.birthDate' })}</span>
        <input
          className={input}
          type="date"
          value={birthDate}
          onChange={(e) => setBirthDate(e.target.value)}
          required
        />
      </label>
      <label className={field}>
        <span className={label}>{intl.formatMessage({ id: 'relative.sexe' })}</span>
        <select className={input} value={sexe} onChange={(e) => setSexe(e.target.value as 'F' | 'M')}>
          <option value="F">{intl.formatMessage({ id: 'relative.sexe.F' })}</option>
          <option value="M">{intl.formatMessage({ id: 'relative.sexe.M' })}</option>
        </select>
      </label>
      <label className={field}>
        <span className={label}>{intl.formatMessage({ id: 'relative.relation' })}</span>
        <select className={input} value={relation} onChange={(e) => setRelation(e.target.value as Relation)}>
          {RELATIONS.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `relative.relation.${value}` })}
            </option>
          ))}
        </select>
      </label>
      {add.isError ? (
        <p role="alert" className="text-red-900 sm:col-span-2">
          <FormattedMessage id="relative.failed" />
        </p>
      ) : null}
      <button type="submit" className={`${button} sm:col-span-2`} disabled={add.isPending}>
        <FormattedMessage id="relative.save" />
      </button>
    </form>
  );
}

/** The sandbox's page returns to the reference app: this site, on another origin, follows the rdv until it is paid. */
function Paying({
  rdvId,
  paymentUrl,
  summary,
}: {
  rdvId: string;
  paymentUrl: string | null;
  summary: string;
}) {
  const { locale } = useLocale();
  const api = { client: useTabibClient(), logger: useTabibLogger() };
  const rdv = useQuery({
    ...rdvQuery(api, rdvId),
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'paid' ? false : 1000),
  });
  if (rdv.data?.paymentStatus === 'paid') {
    return (
      <section
        role="status"
        aria-labelledby="paid-heading"
        className="grid gap-2 border-4 border-emerald-800 bg-emerald-50 p-6"
      >
        <h2 id="paid-heading" className="font-serif text-2xl font-bold text-emerald-900">
          <FormattedMessage id="payment.paid" />
        </h2>
        <p>{summary}</p>
      </section>
    );
  }
  return (
    <section className="grid gap-3 border-2 border-amber-500 bg-amber-50 p-4">
      <p role="status">
        <FormattedMessage id="payment.waiting" />
      </p>
      {paymentUrl && rdv.data ? (
        <a className={link} href={paymentUrl} target="_blank" rel="noopener">
          <FormattedMessage id="payment.open" values={{ amount: formatFee(rdv.data.price, locale) }} />
        </a>
      ) : null}
    </section>
  );
}

export function Booking({ doctorId, initialSlot }: { doctorId: string; initialSlot: string | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const session = useSession();
  // The headless booking: the draft (slot, patient, payment), the API calls and the typed refusals.
  const flow = useBookingFlow({
    doctorId,
    slot: initialSlot,
    paymentMode: 'online',
    // The page stays: the payment link opens the sandbox in a new tab.
    onPaymentUrl: () => undefined,
  });
  const picker = useSlotPicker({
    doctorId,
    visitType: flow.visit?.choice.kind === 'visitType' ? flow.visit.choice.id : undefined,
  });
  const [adding, setAdding] = useState(false);
  const { state, doctor } = flow;
  const slot = state.draft.slot;

  if (!doctor) return null;
  const name = locale === 'ar' ? doctor.name.replace(/^Dr /, 'د. ') : doctor.name;
  const me = session.user ? `${session.user.firstName} ${session.user.lastName}` : '';
  const relative = flow.relatives.find((candidate) => candidate._id === state.draft.relativeId);
  const patient = relative ? `${relative.firstName} ${relative.lastName}` : me;
  const summary =
    slot === null
      ? ''
      : intl.formatMessage(
          { id: 'payment.summary' },
          { name, date: formatTunisDateTime(slot, locale, 'long'), patient },
        );

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    flow.submit();
  };

  return (
    <section aria-labelledby="booking-heading" className="grid gap-4">
      <a
        className={link}
        href="/"
        onClick={(event) => {
          event.preventDefault();
          navigate('/');
        }}
      >
        <FormattedMessage id="booking.back" />
      </a>
      <h1 id="booking-heading" className="font-serif text-3xl font-bold text-emerald-950">
        <FormattedMessage id="booking.heading" values={{ name }} />
      </h1>
      {state.step === 'paying' ? (
        <Paying rdvId={state.rdvId} paymentUrl={state.paymentUrl} summary={summary} />
      ) : (
        <>
          <Picker
            slots={picker.slots}
            loading={picker.loading}
            value={slot}
            onChange={flow.chooseSlot}
            onVisibleRangeChange={picker.setRange}
          />
          <p role="status" data-testid="chosen-slot" className="font-semibold text-emerald-900">
            {slot === null ? (
              <FormattedMessage id="booking.chooseSlot" />
            ) : (
              <FormattedMessage
                id="booking.chosen"
                values={{ date: formatTunisDateTime(slot, locale, 'long') }}
              />
            )}
          </p>
          <fieldset className={fieldset}>
            <legend className={legend}>
              <FormattedMessage id="booking.forWhom" />
            </legend>
            <label className={choice}>
              <input
                type="radio"
                name="for-whom"
                checked={state.draft.relativeId === null}
                onChange={() => flow.choosePatient(null)}
              />
              <FormattedMessage id="booking.me" values={{ name: me }} />
            </label>
            {flow.relatives.map((candidate) => (
              <label key={candidate._id} className={choice}>
                <input
                  type="radio"
                  name="for-whom"
                  checked={state.draft.relativeId === candidate._id}
                  onChange={() => flow.choosePatient(candidate._id)}
                />
                {candidate.firstName} {candidate.lastName}
              </label>
            ))}
            {adding ? (
              <RelativeForm
                onAdded={(id) => {
                  flow.choosePatient(id);
                  setAdding(false);
                }}
              />
            ) : (
              <button type="button" className={`${link} justify-self-start`} onClick={() => setAdding(true)}>
                <FormattedMessage id="booking.addRelative" />
              </button>
            )}
          </fieldset>
          <form onSubmit={confirm} className="grid gap-4">
            <fieldset className={fieldset}>
              <legend className={legend}>
                <FormattedMessage id="booking.payment" />
              </legend>
              <label className={choice}>
                <input
                  type="radio"
                  name="payment"
                  checked={flow.paymentMode === 'online'}
                  disabled={!flow.onlineAllowed}
                  onChange={() => flow.choosePayment('online')}
                />
                <FormattedMessage id="booking.online" />{' '}
                {flow.visit && flow.visit.price > 0 ? `(${formatFee(flow.visit.price, locale)})` : null}
              </label>
              <label className={choice}>
                <input
                  type="radio"
                  name="payment"
                  checked={flow.paymentMode === 'onsite'}
                  onChange={() => flow.choosePayment('onsite')}
                />
                <FormattedMessage id="booking.onsite" />
              </label>
            </fieldset>
            {state.step === 'failed' || state.step === 'payment-failed' ? (
              <p
                role="alert"
                data-code={state.error.code}
                className="border-s-4 border-red-800 bg-red-50 p-3 text-red-900"
              >
                <FormattedMessage id="booking.failed" />
              </p>
            ) : null}
            <button type="submit" className={`${button} justify-self-start`} disabled={!flow.canSubmit}>
              <FormattedMessage id="booking.confirm" />
            </button>
          </form>
        </>
      )}
    </section>
  );
}
