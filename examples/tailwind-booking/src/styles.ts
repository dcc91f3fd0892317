// The site's recurring Tailwind classes: its own look (emerald and amber, square corners), not Tabib's.
export const field = 'grid gap-1';
export const label = 'text-sm font-semibold text-emerald-950';
export const input =
  'rounded-none border-2 border-stone-500 bg-white px-3 py-2 focus-visible:border-emerald-800 focus-visible:outline-3 focus-visible:outline-amber-400';
export const button =
  'rounded-none bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:bg-stone-400';
export const link =
  'font-semibold text-emerald-800 underline decoration-2 underline-offset-4 hover:text-emerald-950 focus-visible:outline-3 focus-visible:outline-amber-500';
