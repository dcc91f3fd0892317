import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/**
 * Props every injected link component receives: an `href` plus the anchor attributes the kit
 * sets (class names, `aria-*`, `data-*`, handlers composed by Radix). Forward all of them, and
 * the `ref`, to the rendered anchor so menus can focus it.
 */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A router's link (React Router, Next…) adapted to `LinkComponentProps`; the kit imports no router. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain anchor, so the kit works without any router. */
export function DefaultLink({ href, children, ...anchorProps }: LinkComponentProps) {
  return (
    <a href={href} {...anchorProps}>
      {children}
    </a>
  );
}
