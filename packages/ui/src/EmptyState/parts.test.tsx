import type { HTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { UiProvider } from '../i18n/UiProvider';
import * as EmptyState from './parts';

/** The consumer's heading component, which renders the text it is given. */
function DisplayHeading({ children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 {...props}>{children}</h2>;
}

describe('EmptyState parts in the consumer’s own markup', () => {
  it('noResults: data-variant, the magnifier hidden, the built-in title and description, in the consumer’s classes', async () => {
    const screen = await render(
      <EmptyState.Root variant="noResults" className={({ variant }) => `empty empty--${variant}`}>
        <EmptyState.Icon className="icon" />
        <EmptyState.Title level={3} className={({ variant }) => (variant === 'noResults' ? 'big' : '')} />
        <EmptyState.Description />
      </EmptyState.Root>,
    );
    const section = screen.getByRole('region', { name: 'Aucun résultat trouvé.' }).element();
    expect(section.className).toBe('tabib-empty-state empty empty--noResults');
    expect(section.getAttribute('data-variant')).toBe('noResults');
    expect(section.querySelector('h3')?.className).toBe('tabib-empty-state__title big');
    const icon = section.querySelector('.tabib-empty-state__icon');
    expect([icon?.getAttribute('aria-hidden'), icon?.className, !!icon?.querySelector('svg')]).toEqual([
      'true',
      'tabib-empty-state__icon icon',
      true,
    ]);
    expect(section.querySelector('p')?.textContent).toBe('Essayez de modifier vos critères de recherche.');
  });

  it('default: no icon or description unless given; the title through the consumer’s heading; the action by keyboard', async () => {
    const screen = await render(
      <EmptyState.Root>
        <EmptyState.Icon />
        <EmptyState.Title asChild>
          <h2 className="display">Aucun rendez-vous</h2>
        </EmptyState.Title>
        <EmptyState.Description />
        <EmptyState.Action>
          <a href="/search">Chercher un médecin</a>
        </EmptyState.Action>
      </EmptyState.Root>,
    );
    const section = screen.getByRole('region', { name: 'Aucun rendez-vous' }).element();
    expect(section.getAttribute('data-variant')).toBe('default');
    expect(section.querySelector('h2')?.className).toBe('tabib-empty-state__title display');
    expect(section.querySelector('[aria-hidden]')).toBeNull();
    expect(section.querySelector('p')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Chercher un médecin');
  });

  it('gives an empty asChild heading the built-in title, in Arabic, right to left', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <EmptyState.Root variant="noResults">
          <EmptyState.Title asChild>
            <DisplayHeading className="display" />
          </EmptyState.Title>
          <EmptyState.Description />
        </EmptyState.Root>
      </UiProvider>,
    );
    const section = screen.getByRole('region', { name: 'لم يتم العثور على أي نتيجة.' }).element();
    expect(section.getAttribute('dir')).toBe('rtl');
    expect(section.querySelector('h2')?.className).toBe('tabib-empty-state__title display');
    expect(section.querySelector('p')?.textContent).toBe('حاول تعديل معايير البحث.');
  });
});
