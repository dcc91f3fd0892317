import {
  Children,
  cloneElement,
  isValidElement,
  type CSSProperties,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type AnyProps = Record<string, unknown>;

/** Sets every ref it is given: a part's own ref (focus management) and the consumer's. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> {
  return (node: T | null) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) (ref as { current: T | null }).current = node;
      return undefined;
    });
    return () => {
      cleanups.forEach((cleanup, index) => {
        const ref = refs[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) (ref as { current: T | null }).current = null;
      });
    };
  };
}

/**
 * The part's props merged with its child's, the child's winning, except where both must hold: both
 * event handlers run (the child's first; a child calling `preventDefault()` stops the part's), class
 * names add up, styles merge and both refs are set.
 */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name of Object.keys(slotProps)) {
    const ours = slotProps[name];
    const theirs = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (event: { defaultPrevented?: boolean }, ...rest: unknown[]) => {
        (theirs as (...args: unknown[]) => void)(event, ...rest);
        if (!event?.defaultPrevented) (ours as (...args: unknown[]) => void)(event, ...rest);
      };
    } else if (name === 'className' && ours && theirs) {
      merged[name] = `${ours as string} ${theirs as string}`;
    } else if (name === 'style' && ours && theirs) {
      merged[name] = { ...(ours as CSSProperties), ...(theirs as CSSProperties) };
    }
  }
  if (slotProps.ref || childProps.ref) {
    merged.ref = composeRefs(slotProps.ref as Ref<unknown>, childProps.ref as Ref<unknown>);
  }
  return merged;
}

/**
 * `asChild`: renders the part through the consumer's one child element (their `<Link>`, `<Image>`,
 * card…), giving it the part's props, accessibility and `data-*` attributes — the pattern of Radix's
 * `Slot`, kept here so the kit has no dependency for it.
 */
export function Slot({
  children,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const child = Children.only(children);
  if (!isValidElement(child)) {
    throw new Error('@tabib/ui: a part with asChild needs exactly one React element as its child.');
  }
  const element = child as ReactElement<AnyProps>;
  return cloneElement(element, mergeProps(slotProps as AnyProps, element.props));
}
