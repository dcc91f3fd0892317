import {
  Children,
  cloneElement,
  isValidElement,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';

import type { PartOwnProps } from './part';
import { Slot } from './Slot';

type DomProps = Record<string, unknown> & { children?: ReactNode };

/** What a react-aria-components element needs to be a part: class, style, content and `render`. */
export interface AriaPartProps<RenderProps> {
  className: (renderProps: RenderProps) => string;
  style: (renderProps: RenderProps) => CSSProperties | undefined;
  children: ReactNode;
  render?: (domProps: object) => ReactElement;
}

/**
 * A part drawn by a react-aria-components element (calendar cell, radio, listbox option…): react-aria
 * keeps its roles, focus and keyboard, the part adds the kit's class then the consumer's (a function
 * gets the part's state, read from react-aria's render props) and `asChild` through react-aria's own
 * `render`: the consumer's element gets react-aria's props (role, aria-*, handlers, ref, data-*) and
 * react-aria's inner content (a radio's hidden input) around the consumer's children — or the part's
 * built-in content when the element has none.
 */
export function ariaPart<RenderProps, State>(
  { asChild, className, style, children }: PartOwnProps<State> & { children?: ReactNode },
  part: string,
  stateOf: (renderProps: RenderProps) => State,
  builtIn?: ReactNode,
): AriaPartProps<RenderProps> {
  let child: ReactElement<{ children?: ReactNode }> | null = null;
  if (asChild) {
    const only = Children.only(children);
    if (!isValidElement(only)) {
      throw new Error('@tabib/ui: a part with asChild needs exactly one React element as its child.');
    }
    child = only as ReactElement<{ children?: ReactNode }>;
  }
  const content = child ? (child.props.children ?? builtIn) : (children ?? builtIn);
  return {
    className: (renderProps) => {
      const extra = typeof className === 'function' ? className(stateOf(renderProps)) : className;
      return extra ? `${part} ${extra}` : part;
    },
    style: (renderProps) => (typeof style === 'function' ? style(stateOf(renderProps)) : style),
    children: content,
    render: child
      ? (domProps: object) => {
          const { children: inner, ...rest } = domProps as DomProps;
          return <Slot {...rest}>{cloneElement(child, undefined, inner)}</Slot>;
        }
      : undefined,
  };
}

/**
 * `ariaPart` for react-aria elements whose class and style are plain values (calendar grid, header,
 * heading): the state is the part's own, known when rendering.
 */
export function ariaStaticPart<State>(
  props: PartOwnProps<State> & { children?: ReactNode },
  part: string,
  state: State,
  builtIn?: ReactNode,
) {
  const { className, style, ...rest } = ariaPart<undefined, State>(props, part, () => state, builtIn);
  return { ...rest, className: className(undefined), style: style(undefined) };
}
