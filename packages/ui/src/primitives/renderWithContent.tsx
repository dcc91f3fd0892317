import type { ReactNode } from 'react';

import { renderPart, type PartOwnProps } from './part';
import { withContent } from './withContent';

type RenderPartOptions<State> = Parameters<typeof renderPart<State>>[1];

/**
 * `renderPart` for a part with built-in content (a localized label, a formatted time): the consumer's
 * children replace it, and with `asChild` the consumer's element shows it unless it has children.
 */
export function renderWithContent<State>(
  props: PartOwnProps<State> & Record<string, unknown> & { children?: ReactNode },
  options: RenderPartOptions<State> & { children: ReactNode },
) {
  const { asChild, children } = props;
  return renderPart(
    { ...props, children: asChild ? withContent(children, options.children) : children },
    { ...options, children: asChild ? undefined : (children ?? options.children) },
  );
}
