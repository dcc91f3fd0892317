import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import * as Pagination from './parts';

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p data-testid="error">{this.state.error}</p>;
  }
}

/** The consumer's own pager: page links to `#page-n`, icon-only steps, its own ellipsis and classes. */
function LinkPager({
  initial = 4,
  onPageChange = () => {},
}: {
  initial?: number;
  onPageChange?: (page: number) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination.Root
      page={page}
      pageCount={10}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      className={({ page: current, pageCount }) => `pager pager--${current + 1}-of-${pageCount}`}
    >
      <Pagination.List asChild>
        <div role="list" className="row">
          <span role="listitem">
            <Pagination.Previous className={({ disabled }) => (disabled ? 'step off' : 'step')}>
              ‹
            </Pagination.Previous>
          </span>
          <Pagination.Items>
            {(item) =>
              item.type === 'page' ? (
                <span role="listitem">
                  <Pagination.Page
                    index={item.index}
                    asChild
                    className={({ current }) => (current ? 'bg-teal-700 text-white' : 'bg-white')}
                  >
                    {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- the part writes the page number in it */}
                    <a href={`#page-${item.index + 1}`} />
                  </Pagination.Page>
                </span>
              ) : (
                <Pagination.Ellipsis position={item.position} asChild>
                  <span role="listitem" className="gap" />
                </Pagination.Ellipsis>
              )
            }
          </Pagination.Items>
          <span role="listitem">
            <Pagination.Next className={({ disabled }) => (disabled ? 'step off' : 'step')}>
              ›
            </Pagination.Next>
          </span>
        </div>
      </Pagination.List>
    </Pagination.Root>
  );
}

describe('Pagination parts in custom markup', () => {
  it('gives the consumer the state as data-* and to className functions', async () => {
    const { container } = await render(<LinkPager />);
    const nav = container.querySelector('nav');
    expect(nav?.className).toBe('tabib-pagination pager pager--5-of-10');
    expect(nav?.getAttribute('aria-label')).toBe('Pagination');
    expect(container.querySelector('.row')?.className).toBe('tabib-pagination__list row');
    const current = container.querySelector('[aria-current="page"]');
    expect(current?.tagName).toBe('A');
    expect(current?.getAttribute('href')).toBe('#page-5');
    expect(current?.getAttribute('aria-label')).toBe('Page 5');
    expect(current?.getAttribute('data-current')).toBe('');
    expect(current?.className).toBe('tabib-pagination__page bg-teal-700 text-white');
    expect(current?.hasAttribute('type')).toBe(false);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      '1',
      '4',
      '5',
      '6',
      '10',
    ]);
    expect(
      [...container.querySelectorAll('.gap')].map((gap) => [
        gap.getAttribute('data-position'),
        gap.getAttribute('aria-hidden'),
        gap.textContent,
      ]),
    ).toEqual([
      ['start', 'true', '…'],
      ['end', 'true', '…'],
    ]);
  });

  it('names icon-only steps in the reader language and disables the first page’s previous', async () => {
    const screen = await render(<LinkPager initial={0} />);
    const previous = screen.getByRole('button', { name: 'Précédent' });
    await expect.element(previous).toBeDisabled();
    await expect.element(previous).toHaveAttribute('data-disabled', '');
    await expect.element(previous).toHaveClass('tabib-pagination__step step off', { exact: true });
    await expect
      .element(screen.getByRole('button', { name: 'Suivant' }))
      .toHaveAttribute('data-step', 'next');
  });

  it('moves with the keyboard through the consumer’s links, not again to the current page', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<LinkPager onPageChange={onPageChange} />);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Précédent' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Page 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await expect
      .element(screen.getByRole('link', { name: 'Page 4' }))
      .toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('writes Arabic names, dir="rtl" and mirrored chevrons', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <Pagination.Root page={1} pageCount={3} onPageChange={() => {}}>
          <Pagination.List>
            <li>
              <Pagination.Previous />
            </li>
            <Pagination.Items />
            <li>
              <Pagination.Next />
            </li>
          </Pagination.List>
        </Pagination.Root>
      </UiProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    await expect.element(nav).toHaveAttribute('dir', 'rtl');
    await expect
      .element(screen.getByRole('button', { name: 'الصفحة 2' }))
      .toHaveAttribute('aria-current', 'page');
    expect(
      screen
        .getByRole('button', { name: 'السابق' })
        .element()
        .querySelector('svg')
        ?.getAttribute('data-points'),
    ).toBe('right');
    expect(
      screen
        .getByRole('button', { name: 'التالي' })
        .element()
        .querySelector('svg')
        ?.getAttribute('data-points'),
    ).toBe('left');
  });

  it('refuses a part outside its root, naming the root', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <Catch>
        <Pagination.Page index={0} />
      </Catch>,
    );
    await expect
      .element(screen.getByTestId('error'))
      .toHaveTextContent('@tabib/ui: Pagination.Page must be inside Pagination.Root.');
    consoleError.mockRestore();
  });
});
