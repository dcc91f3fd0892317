import { useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDoctorSearch, useDoctorSearchBox, useLocale } from '@tabib/hooks';
import { buildImageProxyUrl, type Doctor, type SearchSuggestions } from '@tabib/sdk';
import type { LinkComponentProps, SearchSuggestion } from '@tabib/ui';
import type { AvatarSrcResolver } from '@tabib/ui/avatar';
import * as DoctorSearch from '@tabib/ui/doctor-search';
import * as Strip from '@tabib/ui/availability-strip';
import * as Card from '@tabib/ui/doctor-card';

import { bookingHref, navigate } from './route';

/** Links of the kit's parts go through the site's router instead of reloading the page. */
function SiteLink({ href, onClick, children, ...anchor }: LinkComponentProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={follow} {...anchor}>
      {children}
    </a>
  );
}

/** Photos through the API's image proxy, on the API's origin. */
const photoSrc: AvatarSrcResolver = (src, size) => buildImageProxyUrl(__TABIB_API_URL__, src, size) ?? src;

const focus = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500';

/** The site's own doctor card, composed of the kit's parts: its markup, its classes, the kit's texts and links. */
function DoctorResult({ doctor }: { doctor: Doctor }) {
  const { locale } = useLocale();
  return (
    <Card.Root
      cnam={doctor.cnamConvention}
      onlinePayment={doctor.acceptsOnlinePayment}
      linkComponent={SiteLink}
      className="grid gap-4 rounded-none border-2 border-stone-400 bg-white p-4 sm:grid-cols-[5rem_1fr]"
    >
      <Card.Photo
        src={doctor.photoUrl}
        resolveSrc={photoSrc}
        size={80}
        className="size-20 rounded-none border-2 border-emerald-900 object-cover"
      />
      <Card.Body className="grid content-start gap-1">
        <Card.Name
          level={3}
          href={bookingHref(doctor._id)}
          className="font-serif text-xl font-bold text-emerald-900 [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_a]:focus-visible:outline-3 [&_a]:focus-visible:outline-amber-500"
        >
          {locale === 'ar' ? doctor.name.replace(/^Dr /, 'د. ') : doctor.name}
        </Card.Name>
        <Card.Specialty className="text-stone-800">
          {doctor.doctorSpecialty.names?.[locale] || doctor.doctorSpecialty.name}
        </Card.Specialty>
        <Card.City className="text-stone-600">
          {(locale === 'ar' ? doctor.city.labelAr : undefined) || doctor.city.Label}
        </Card.City>
        <Card.Fee millimes={doctor.fee} className="font-semibold text-emerald-950" />
        <Card.Badges className="flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wide">
          <Card.Cnam className="bg-amber-200 px-2 py-0.5 text-amber-950" />
          <Card.OnlinePayment className="bg-emerald-100 px-2 py-0.5 text-emerald-950" />
        </Card.Badges>
      </Card.Body>
      <Card.Availability
        days={doctor.availability ?? []}
        nextSlot={doctor.nextSlots?.[0]}
        slotHref={(slot) => bookingHref(doctor._id, slot)}
        className="grid gap-2 sm:col-span-2"
      >
        <Strip.Title className="font-serif font-bold text-emerald-950" />
        <Strip.Days className="grid grid-cols-5 gap-1">
          {(day) => (
            <Strip.Day
              day={day}
              className={({ today, empty }) =>
                `grid content-start gap-1 border border-stone-300 p-1 text-center text-xs ${
                  today ? 'bg-amber-100' : 'bg-stone-50'
                } ${empty ? 'text-stone-600' : 'text-stone-900'}`
              }
            >
              <Strip.DayName className="font-semibold [&>span]:block" />
              <Strip.Count />
              <Strip.Slots className="grid gap-1">
                {(slot) => (
                  <li>
                    <Strip.Slot
                      slot={slot}
                      className={`block bg-emerald-100 py-1 font-semibold text-emerald-950 hover:bg-emerald-200 ${focus}`}
                    />
                  </li>
                )}
              </Strip.Slots>
            </Strip.Day>
          )}
        </Strip.Days>
        <Strip.NextSlot className="text-sm" />
      </Card.Availability>
    </Card.Root>
  );
}

/** The server's suggestions as the search box's items: the specialties and the doctors the text names. */
function itemsOf(suggestions: SearchSuggestions | undefined): SearchSuggestion[] {
  if (!suggestions) return [];
  return [
    ...suggestions.specialties.map((specialty) => ({
      kind: 'specialty' as const,
      id: specialty._id,
      label: specialty.name,
    })),
    ...suggestions.doctors.map((doctor) => ({
      kind: 'doctor' as const,
      id: doctor._id,
      label: doctor.name,
      description: `${doctor.specialty} · ${doctor.city}`,
    })),
  ];
}

/**
 * The site's own search box, composed of the DoctorSearch parts: its layout (the suggestions in two
 * columns, doctors across both), its classes; the combobox, its keyboard and its texts are the kit's.
 */
function SearchBox({ onSearch }: { onSearch: (name: string) => void }) {
  const box = useDoctorSearchBox();
  return (
    <DoctorSearch.Root
      items={itemsOf(box.suggestions)}
      loading={box.loading}
      onInputChange={box.setText}
      // A doctor searches their name; a specialty, the text as typed (the kit's Enter does the same).
      onSelect={(item) => onSearch(item.kind === 'doctor' ? item.label : box.text)}
      onSubmit={onSearch}
      className="flex flex-wrap items-end gap-2 border-4 border-emerald-900 bg-amber-50 p-4"
    >
      <DoctorSearch.Combobox className="grid gap-1">
        <DoctorSearch.Label className="block font-serif text-lg font-bold text-emerald-950" />
        <DoctorSearch.Field className="flex items-center gap-2">
          <DoctorSearch.Input
            className={`w-72 rounded-none border-2 border-stone-600 bg-white px-3 py-2 ${focus}`}
          />
        </DoctorSearch.Field>
        <DoctorSearch.Popover className="w-[36rem] max-w-[95vw] rounded-none border-2 border-emerald-900 bg-white">
          <DoctorSearch.Listbox className="grid grid-cols-2 gap-2 p-2">
            {(group) => (
              <DoctorSearch.Group
                group={group}
                className={({ kind }) => (kind === 'doctor' ? 'col-span-2 grid gap-1' : 'grid gap-1')}
              >
                <DoctorSearch.GroupLabel className="font-serif text-sm font-bold text-amber-800" />
                <DoctorSearch.GroupOptions>
                  {(item) => (
                    <DoctorSearch.Option
                      item={item}
                      className={({ focused }) =>
                        `cursor-pointer px-2 py-1 ${focused ? 'bg-emerald-800 text-white' : 'text-stone-900'}`
                      }
                    />
                  )}
                </DoctorSearch.GroupOptions>
              </DoctorSearch.Group>
            )}
          </DoctorSearch.Listbox>
        </DoctorSearch.Popover>
      </DoctorSearch.Combobox>
      <DoctorSearch.Submit
        className={`rounded-none bg-emerald-800 px-4 py-2 font-semibold text-white ${focus}`}
      />
    </DoctorSearch.Root>
  );
}

export function Search() {
  const [name, setName] = useState<string | null>(null);
  const results = useDoctorSearch(
    { name: name ?? '', onlinePayment: true, limit: 5 },
    { enabled: name !== null },
  );
  const doctors = results.data?.results ?? [];

  return (
    <section aria-labelledby="search-heading" className="grid gap-4">
      <h1 id="search-heading" className="font-serif text-3xl font-bold text-emerald-950">
        <FormattedMessage id="search.heading" />
      </h1>
      <SearchBox onSearch={setName} />
      {results.isSuccess ? (
        <p role="status" className="text-stone-700">
          {doctors.length > 0 ? (
            <FormattedMessage id="search.results" values={{ count: doctors.length }} />
          ) : (
            <FormattedMessage id="search.none" />
          )}
        </p>
      ) : null}
      <ul className="grid gap-4">
        {doctors.map((doctor) => (
          <li key={doctor._id}>
            <DoctorResult doctor={doctor} />
          </li>
        ))}
      </ul>
    </section>
  );
}
