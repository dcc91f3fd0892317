import { useMemo } from 'react';
import { useLocale, useSpecialties } from '@tabib/hooks';

import { specialtyName } from '../../i18n/localizedNames';

export interface SpecialtyOption {
  id: string;
  /** The name in the current language. */
  name: string;
}

/** Every specialty (requirements §9: fetched up to 200 at once), named and sorted in the current language. */
export function useSpecialtyOptions() {
  const { locale } = useLocale();
  const query = useSpecialties();
  const options = useMemo<SpecialtyOption[]>(() => {
    const collator = new Intl.Collator(locale);
    return (query.data?.results ?? [])
      .map((specialty) => ({ id: specialty._id, name: specialtyName(specialty, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [query.data, locale]);
  return { options, isPending: query.isPending, isError: query.isError };
}
