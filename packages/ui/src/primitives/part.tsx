import type { CSSProperties, ElementType, ComponentPropsWithRef, ReactNode } from 'react';

import { Slot } from './Slot';

/** A part's class name: fixed, or computed from the part's state (as react-aria-components do). */
export type PartClassName<State> = string | ((state: State) => string | undefined);
/** A part's inline style: fixed, or computed from the part's state. */
export type PartStyle<State> = CSSProperties | ((state: State) => CSSProperties | undefined);

/** What every part takes beyond its element's own props. */
export interface PartOwnProps<State> {
  /** Render through the one child element instead of the part's own (see `Slot`). */
  asChild?: boolean;
  /** Added after the part's `tabib-*` class; a function receives the part's state. */
  className?: PartClassName<State>;
  /** Merged into the part's style; a function receives the part's state. */
  style?: PartStyle<State>;
}

/** The props of a part rendered as `Tag` with state `State`. */
export type PartProps<Tag extends ElementType, State = Record<string, never>> = Omit<
  ComponentPropsWithRef<Tag>,
  'className' | 'style'
> &
  PartOwnProps<State>;

/** A `data-*` value: `true` is written as a presence-only attribute (`data-x=""`), `false`/`undefined` omitted. */
export type DataValue = string | number | boolean | undefined | null;

/** `{ state: 'open', disabled: true }` → `{ 'data-state': 'open', 'data-disabled': '' }`. */
export function dataAttributes(data: Readonly<Record<string, DataValue>>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null || value === false) continue;
    const attribute = `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    attributes[attribute] = value === true ? '' : String(value);
  }
  return attributes;
}

interface RenderPartOptions<State> {
  /** The element the part renders without `asChild`. */
  as: ElementType;
  /** The kit's class for this part (`tabib-doctor-card__name`): what the optional theme styles. */
  part: string;
  /** The part's state, given to `className`/`style` functions and written as `data-*`. */
  state: State;
  /** The state as `data-*` attributes (defaults to none; a part documents the ones it writes). */
  data?: Readonly<Record<string, DataValue>>;
  /** Props the part needs whatever the consumer passes (roles, ids, handlers); the consumer's win otherwise. */
  required?: Record<string, unknown>;
  /** What the part shows by default; with `asChild` the consumer's element keeps its own children. */
  children?: ReactNode;
}

/**
 * Renders one part: its element (or the consumer's, with `asChild`), the kit's class then the consumer's,
 * the consumer's style, the state as `data-*`, and the part's required props last so accessibility holds
 * whatever is passed.
 */
export function renderPart<State>(
  { asChild, className, style, ...props }: PartOwnProps<State> & Record<string, unknown>,
  { as: Tag, part, state, data = {}, required = {}, children }: RenderPartOptions<State>,
) {
  const extra = typeof className === 'function' ? className(state) : className;
  const ownStyle = typeof style === 'function' ? style(state) : style;
  const Element = asChild ? Slot : Tag;
  const content = asChild || children === undefined ? (props.children as ReactNode) : children;
  return (
    <Element
      {...props}
      {...dataAttributes(data)}
      {...required}
      className={extra ? `${part} ${extra}` : part}
      style={ownStyle}
    >
      {content}
    </Element>
  );
}
