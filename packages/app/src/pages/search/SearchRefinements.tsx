import { useId, useState } from 'react';
import { useIntl } from 'react-intl';

import {
  AVAILABLE_WITHIN,
  DOCTOR_GENDERS,
  DOCTOR_LANGUAGES,
  SEARCH_SORTS,
  type DoctorLanguage,
  type SearchFilters,
} from './searchHref';
import { activeRefinementCount, defaultSortOf } from './searchParams';

/**
 * The order and the refinements of the results: each change applies at once, on the first page, so the
 * URL (and back/forward) follows every step. The controls show the URL's values, nothing of their own.
 * On a phone they fold behind a "Filtres (n)" toggle so the results come first; wider screens always
 * show them. CSS alone decides which (SearchDoctorsPage.css): the server renders it folded, so nothing
 * moves on hydration.
 */
export function SearchRefinements({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const sortId = useId();
  const availabilityId = useId();
  const genderId = useId();
  const cnamId = useId();
  const onlinePaymentId = useId();
  const languagesId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const refine = (changes: Partial<SearchFilters>) => onApply({ ...filters, ...changes, page: 0 });
  const toggleLanguage = (language: DoctorLanguage, on: boolean) => {
    const chosen = new Set(filters.languages);
    if (on) chosen.add(language);
    else chosen.delete(language);
    const languages = DOCTOR_LANGUAGES.filter((candidate) => chosen.has(candidate));
    refine({ languages: languages.length > 0 ? languages : undefined });
  };

  return (
    <section className="search-refine" aria-labelledby={titleId} data-state={open ? 'open' : 'closed'}>
      <h2 id={titleId} className="search-refine__title">
        {t('SEARCH.REFINE.TITLE')}
      </h2>
      <button
        type="button"
        className="search-refine__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage({ id: 'SEARCH.REFINE.TOGGLE' }, { count: activeRefinementCount(filters) })}
        <span className="search-refine__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="search-refine__panel">
        <div className="search-refine__selects">
          <div className="search-form__field">
            <label htmlFor={sortId}>{t('SEARCH.REFINE.SORT')}</label>
            <select
              id={sortId}
              value={filters.sort ?? defaultSortOf(filters)}
              onChange={(event) => refine({ sort: SEARCH_SORTS.find((sort) => sort === event.target.value) })}
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`SEARCH.REFINE.SORT_${sort.toUpperCase()}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="search-form__field">
            <label htmlFor={availabilityId}>{t('SEARCH.REFINE.AVAILABILITY')}</label>
            <select
              id={availabilityId}
              value={filters.availableWithin ?? ''}
              onChange={(event) =>
                refine({ availableWithin: AVAILABLE_WITHIN.find((value) => value === event.target.value) })
              }
            >
              <option value="">{t('SEARCH.REFINE.AVAILABLE_ANY')}</option>
              <option value="today">{t('SEARCH.REFINE.AVAILABLE_TODAY')}</option>
              <option value="3days">{t('SEARCH.REFINE.AVAILABLE_3DAYS')}</option>
            </select>
          </div>
          <div className="search-form__field">
            <label htmlFor={genderId}>{t('SEARCH.REFINE.GENDER')}</label>
            <select
              id={genderId}
              value={filters.gender ?? ''}
              onChange={(event) =>
                refine({ gender: DOCTOR_GENDERS.find((gender) => gender === event.target.value) })
              }
            >
              <option value="">{t('SEARCH.REFINE.GENDER_ANY')}</option>
              {DOCTOR_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`SEARCH.REFINE.GENDER_${gender}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="search-refine__checks">
          <div className="search-form__check">
            <input
              id={onlinePaymentId}
              type="checkbox"
              checked={filters.onlinePayment === true}
              onChange={(event) => refine({ onlinePayment: event.target.checked ? true : undefined })}
            />
            <label htmlFor={onlinePaymentId}>{t('SEARCH.REFINE.ONLINE_PAYMENT')}</label>
          </div>
          <div className="search-form__check">
            <input
              id={cnamId}
              type="checkbox"
              checked={filters.cnam}
              onChange={(event) => refine({ cnam: event.target.checked })}
            />
            <label htmlFor={cnamId}>{t('SEARCH.FILTERS.CNAM')}</label>
          </div>
        </div>
        <fieldset className="search-refine__languages" aria-describedby={languagesId}>
          <legend>{t('SEARCH.REFINE.LANGUAGES')}</legend>
          <p id={languagesId} className="search-refine__hint">
            {t('SEARCH.REFINE.LANGUAGES_HINT')}
          </p>
          {DOCTOR_LANGUAGES.map((language) => (
            <label key={language} className="search-form__check">
              <input
                type="checkbox"
                checked={filters.languages?.includes(language) ?? false}
                onChange={(event) => toggleLanguage(language, event.target.checked)}
              />
              {t(`SEARCH.REFINE.LANGUAGE_${language.toUpperCase()}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
