import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is a named nav landmark with 1-based page numbers and aria-current on the 0-based page', async () => {
    const { container } = await render(<Pagination page={4} pageCount={10} onPageChange={() => {}} />);
    const nav = container.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('Pagination');
    const pages = [...container.querySelectorAll('.tabib-pagination__page')].map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(container.querySelector('[aria-current="page"]')?.getAttribute('aria-label')).toBe('Page 5');
  });

  it('computes the page count from totalDocs and limit', async () => {
    const { container } = await render(
      <Pagination page={0} totalDocs={21} limit={10} onPageChange={() => {}} />,
    );
    const pages = [...container.querySelectorAll('.tabib-pagination__page')].map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('renders nothing for a single page', async () => {
    const { container } = await render(
      <Pagination page={0} totalDocs={4} limit={10} onPageChange={() => {}} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('reports the 0-based page picked, and not the current one again', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    await screen.getByRole('button', { name: 'Page 4' }).click();
    await screen.getByRole('button', { name: 'Page 3' }).click();
    await screen.getByRole('button', { name: 'Précédent' }).click();
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('mirrors the arrows in Arabic', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <Pagination page={1} pageCount={3} onPageChange={() => {}} />
      </UiProvider>,
    );
    expect(container.querySelector('nav')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('[data-step="previous"] svg')?.getAttribute('data-points')).toBe('right');
    expect(container.querySelector('[data-step="next"] svg')?.getAttribute('data-points')).toBe('left');
  });
});
