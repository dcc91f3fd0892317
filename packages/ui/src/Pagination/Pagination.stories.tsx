import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale } from '../stories/storyLocale';
import { Pagination, type PaginationProps } from './Pagination';
import * as PaginationParts from './parts';

/** Keeps the page in state, as a list screen would, and reports each change to the `onPageChange` spy. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

/** Accessible names in each locale, to assert the exact labels whatever locale the story runs in. */
const NAMES = {
  fr: { nav: 'Pagination', previous: 'Précédent', next: 'Suivant', page: (n: number) => `Page ${n}` },
  en: { nav: 'Pagination', previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}` },
  ar: { nav: 'التنقل بين الصفحات', previous: 'السابق', next: 'التالي', page: (n: number) => `الصفحة ${n}` },
};

const meta = {
  title: 'Product/Pagination',
  component: Pagination,
  render: (args) => <StatefulPagination {...args} />,
  args: { page: 0, pageCount: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const names = NAMES[storyLocale(globals)];
    await expect(canvas.getByRole('navigation', { name: names.nav })).toBeVisible();
    await expect(canvas.getByRole('button', { name: names.previous })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: names.page(1) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: names.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: names.page(2) })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = {
  args: { page: 4 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const names = NAMES[storyLocale(globals)];
    // keyboard only: Tab reaches "previous" first, Enter activates it, Tab moves on to the pages
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: names.previous })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: names.page(4) })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: names.page(1) })).toHaveFocus();
  },
};

export const LastPage: Story = {
  args: { page: 9 },
  play: async ({ canvasElement, globals }) => {
    const names = NAMES[storyLocale(globals)];
    await expect(within(canvasElement).getByRole('button', { name: names.next })).toBeDisabled();
  },
};

export const FromTotalDocs: Story = {
  // 42 documents, 10 per page → 5 pages
  render: (args) => (
    <StatefulPagination page={0} totalDocs={42} limit={10} onPageChange={args.onPageChange} />
  ),
  play: async ({ canvasElement, globals }) => {
    const names = NAMES[storyLocale(globals)];
    await expect(within(canvasElement).getByRole('button', { name: names.page(5) })).toBeVisible();
  },
};

export const FewPages: Story = { args: { page: 1, pageCount: 3 } };

export const English: Story = { args: { page: 4 }, globals: { locale: 'en' } };

export const MiddlePageRTL: Story = {
  args: { page: 4 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // "previous" points right in Arabic, "next" left
    await expect(canvas.getByRole('button', { name: 'السابق' }).querySelector('svg')).toHaveAttribute(
      'data-points',
      'right',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

/** The parts in plain markup, the page kept in the story's state. */
function PartsPager({
  initial,
  onPageChange,
  classes,
}: {
  initial: number;
  onPageChange: (page: number) => void;
  classes?: boolean;
}) {
  const [page, setPage] = useState(initial);
  return (
    <PaginationParts.Root
      page={page}
      pageCount={10}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      className={classes ? 'my-pager' : undefined}
    >
      <PaginationParts.List className={classes ? 'my-pager__list' : undefined}>
        <li>
          <PaginationParts.Previous
            className={
              classes ? ({ disabled }) => (disabled ? 'my-step my-step--off' : 'my-step') : undefined
            }
          />
        </li>
        <PaginationParts.Items>
          {(item) =>
            item.type === 'page' ? (
              <li>
                <PaginationParts.Page
                  index={item.index}
                  className={
                    classes ? ({ current }) => (current ? 'my-page my-page--current' : 'my-page') : undefined
                  }
                />
              </li>
            ) : (
              <PaginationParts.Ellipsis position={item.position} />
            )
          }
        </PaginationParts.Items>
        <li>
          <PaginationParts.Next
            className={
              classes ? ({ disabled }) => (disabled ? 'my-step my-step--off' : 'my-step') : undefined
            }
          />
        </li>
      </PaginationParts.List>
    </PaginationParts.Root>
  );
}

export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: (args) => <PartsPager initial={0} onPageChange={args.onPageChange} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const names = NAMES[storyLocale(globals)];
    await expect(canvas.getByRole('button', { name: names.previous })).toHaveAttribute('data-disabled', '');
    await userEvent.click(canvas.getByRole('button', { name: names.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: names.page(2) })).toHaveAttribute('data-current', '');
  },
};

/** The consumer's classes from each part's state, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: (args) => (
    <>
      <style>{`
        .my-pager__list { display: flex; gap: 4px; list-style: none; padding: 0; }
        .my-page, .my-step { border: 1px solid #0b5f8a; background: #fff; color: #0b5f8a; border-radius: 999px; min-inline-size: 2.5rem; min-block-size: 2.5rem; }
        .my-page--current { background: rgb(11, 95, 138); color: #fff; }
        .my-step--off { opacity: 0.5; }
      `}</style>
      <PartsPager initial={4} onPageChange={args.onPageChange} classes />
    </>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const names = NAMES[storyLocale(globals)];
    const current = canvas.getByRole('button', { name: names.page(5) });
    await expect(current).toHaveClass('tabib-pagination__page my-page my-page--current', { exact: true });
    await expect(getComputedStyle(current).backgroundColor).toBe('rgb(11, 95, 138)');
    // keyboard only: Tab to "previous" then the first page, Enter picks it
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: names.page(1) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: names.previous })).toHaveClass('my-step--off');
  },
};
