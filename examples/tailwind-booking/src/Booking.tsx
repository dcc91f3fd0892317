import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAddRelative,
  useBookRdv,
  useCheckoutPayment,
  useDoctorProfile,
  useDoctorSlots,
  useLocale,
  usePayment,
  useRelatives,
  useSession,
} from '@tabib/hooks';
import type { components } from '@tabib/sdk';
import { formatFee, formatTunisDateTime } from '@tabib/ui';
import * as Slots from '@tabib/ui/slot-picker';
import type { VisibleRange } from '@tabib/ui/slot-picker';

import { navigate } from './route';
import { button, field, input, label, link } from './styles';

type Payment = components['schemas']['Payment'];
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

function Paying({ payment, summary }: { payment: Payment; summary: string }) {
  const { locale } = useLocale();
  const status = usePayment(payment._id, {
    background: true,
    refetchInterval: (query) => (query.state.data?.status ?? 'pending') === 'pending' && 1000,
  });
  const current = status.data?.status ?? payment.status;
  if (current === 'paid') {
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
  if (current !== 'pending') {
    return (
      <p role="alert" className="border-s-4 border-red-800 bg-red-50 p-3 text-red-900">
        <FormattedMessage id="payment.notPaid" values={{ status: current }} />
      </p>
    );
  }
  return (
    <section className="grid gap-3 border-2 border-amber-500 bg-amber-50 p-4">
      <p role="status">
        <FormattedMessage id="payment.waiting" />
      </p>
      {payment.paymentUrl ? (
        // The payment page returns to the reference app; this site, on another origin, waits for the result.
        <a className={link} href={payment.paymentUrl} target="_blank" rel="noopener">
          <FormattedMessage id="payment.open" values={{ amount: formatFee(payment.amount, locale) }} />
        </a>
      ) : null}
    </section>
  );
}

export function Booking({ doctorId, initialSlot }: { doctorId: string; initialSlot: string | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const session = useSession();
  const doctor = useDoctorProfile(doctorId);
  const relatives = useRelatives();
  const [range, setRange] = useState<VisibleRange | null>(null);
  const slots = useDoctorSlots(
    { doctor: doctorId, from: range?.start ?? '', to: range?.end ?? '' },
    { enabled: range !== null },
  );
  const [slot, setSlot] = useState<string | null>(initialSlot);
  const [relativeId, setRelativeId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [paymentMode, setPaymentMode] = useState<'online' | 'onsite'>('online');
  const book = useBookRdv();
  const checkout = useCheckoutPayment();
  const [payment, setPayment] = useState<Payment | null>(null);

  if (!doctor.data) return null;
  const name = locale === 'ar' ? doctor.data.name.replace(/^Dr /, 'د. ') : doctor.data.name;
  const me = session.user ? `${session.user.firstName} ${session.user.lastName}` : '';
  const relative = relatives.data?.results.find((candidate) => candidate._id === relativeId);
  const patient = relative ? `${relative.firstName} ${relative.lastName}` : me;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (slot === null) return;
    const rdv = await book.mutateAsync({
      doctor: doctorId,
      date: slot,
      paymentMode,
      ...(relativeId !== null && { relativeId }),
    });
    if (paymentMode === 'online') setPayment(await checkout.mutateAsync(rdv._id));
  };

  const summary =
    slot === null
      ? ''
      : intl.formatMessage(
          { id: 'payment.summary' },
          { name, date: formatTunisDateTime(slot, locale, 'long'), patient },
        );

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
      {payment ? (
        <Paying payment={payment} summary={summary} />
      ) : (
        <>
          <Picker
            slots={slots.data?.slots ?? []}
            loading={slots.isPending}
            value={slot}
            onChange={setSlot}
            onVisibleRangeChange={setRange}
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
                checked={relativeId === null}
                onChange={() => setRelativeId(null)}
              />
              <FormattedMessage id="booking.me" values={{ name: me }} />
            </label>
            {relatives.data?.results.map((candidate) => (
              <label key={candidate._id} className={choice}>
                <input
                  type="radio"
                  name="for-whom"
                  checked={relativeId === candidate._id}
                  onChange={() => setRelativeId(candidate._id)}
                />
                {candidate.firstName} {candidate.lastName}
              </label>
            ))}
            {adding ? (
              <RelativeForm
                onAdded={(id) => {
                  setRelativeId(id);
                  setAdding(false);
                }}
              />
            ) : (
              <button type="button" className={`${link} justify-self-start`} onClick={() => setAdding(true)}>
                <FormattedMessage id="booking.addRelative" />
              </button>
            )}
          </fieldset>
          <form onSubmit={(event) => void confirm(event)} className="grid gap-4">
            <fieldset className={fieldset}>
              <legend className={legend}>
                <FormattedMessage id="booking.payment" />
              </legend>
              <label className={choice}>
                <input
                  type="radio"
                  name="payment"
                  checked={paymentMode === 'online'}
                  onChange={() => setPaymentMode('online')}
                />
                <FormattedMessage id="booking.online" />{' '}
                {doctor.data.fee > 0 ? `(${formatFee(doctor.data.fee, locale)})` : null}
              </label>
              <label className={choice}>
                <input
                  type="radio"
                  name="payment"
                  checked={paymentMode === 'onsite'}
                  onChange={() => setPaymentMode('onsite')}
                />
                <FormattedMessage id="booking.onsite" />
              </label>
            </fieldset>
            {book.isError || checkout.isError ? (
              <p role="alert" className="border-s-4 border-red-800 bg-red-50 p-3 text-red-900">
                <FormattedMessage id="booking.failed" />
              </p>
            ) : null}
            <button
              type="submit"
              className={`${button} justify-self-start`}
              disabled={slot === null || book.isPending || checkout.isPending}
            >
              <FormattedMessage id="booking.confirm" />
            </button>
          </form>
        </>
      )}
    </section>
  );
}
