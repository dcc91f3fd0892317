import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * With `asChild`, the consumer's element shows the part's built-in content (a localized status, a
 * relative time) when it has no children of its own: `<Status asChild><Badge /></Status>` is a badge
 * that says "Confirmé", so a consumer who restyles never has to rewrite the kit's texts.
 */
export function withContent(child: ReactNode, content: ReactNode): ReactNode {
  if (!isValidElement(child)) return child;
  const element = child as ReactElement<{ children?: ReactNode }>;
  return element.props.children === undefined ? cloneElement(element, undefined, content) : element;
}
