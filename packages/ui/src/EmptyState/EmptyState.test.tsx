import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import { EmptyState } from './EmptyState';

describe('EmptyState — requirements §8 "No results found. Try adjusting your search criteria."', () => {
  it.each([
    ['fr', 'Aucun résultat trouvé.', 'Essayez de modifier vos critères de recherche.'],
    ['en', 'No results found.', 'Try adjusting your search criteria.'],
    ['ar', 'لم يتم العثور على أي نتيجة.', 'حاول تعديل معايير البحث.'],
  ] as const)('noResults in %s', async (locale, title, description) => {
    const { container } = await render(
      <UiProvider locale={locale}>
        <EmptyState variant="noResults" />
      </UiProvider>,
    );
    const section = container.querySelector('section');
    expect(section?.getAttribute('data-variant')).toBe('noResults');
    expect(section?.querySelector('h2')?.textContent).toBe(title);
    expect(section?.querySelector('p')?.textContent).toBe(description);
    expect(section?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  });

  it('is a section named by its heading, at the requested level', async () => {
    const screen = await render(<EmptyState title="Aucun rendez-vous" headingLevel={3} />);
    const section = screen.container.querySelector('section');
    const heading = section?.querySelector('h3');
    expect(heading?.textContent).toBe('Aucun rendez-vous');
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(section?.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
