import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';

/*
 * What the kit's calendar and times need of react-aria's interactions: hovered (a mouse or pen over it, not
 * a finger), pressed (a pointer or Enter / Space held down on it), focused, and focus-visible (focused
 * since the last key, not by a pointer). The state goes to the parts' `className`/`style` functions and
 * their `data-*` attributes.
 */

let byPointer = false;
let listening = false;

/** Which device moved focus last: one listener per page, set up by the first part that needs it. */
function listen() {
  if (listening) return;
  listening = true;
  addEventListener(
    'keydown',
    (event) => {
      byPointer &&= event.metaKey || event.altKey || event.ctrlKey;
    },
    true,
  );
  addEventListener(
    'pointerdown',
    () => {
      byPointer = true;
    },
    true,
  );
}

export interface InteractionState {
  hovered: boolean;
  pressed: boolean;
  focused: boolean;
  focusVisible: boolean;
}

/** Hover and press handlers (for the element the pointer is on), focus handlers (for the focused one). */
export function useInteractions(disabled: boolean) {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focus, setFocus] = useState<0 | 1 | 2>(0);
  useEffect(listen, []);
  const release = () => setPressed(false);
  return {
    state: {
      hovered: hovered && !disabled,
      pressed: pressed && !disabled,
      focused: focus > 0,
      focusVisible: focus === 2,
    } satisfies InteractionState,
    pointer: {
      onPointerEnter: (event: PointerEvent) => setHovered(event.pointerType !== 'touch'),
      onPointerLeave: () => {
        setHovered(false);
        release();
      },
      onPointerDown: (event: PointerEvent) => setPressed(event.button === 0),
      onPointerUp: release,
      onPointerCancel: release,
      onKeyDown: (event: KeyboardEvent) => {
        if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) setPressed(true);
      },
      onKeyUp: release,
    },
    focus: {
      onFocus: () => setFocus(byPointer ? 1 : 2),
      onBlur: () => setFocus(0),
    },
  };
}

/** `true` state as react-aria wrote it (`data-selected="true"`), nothing otherwise. */
export const flag = (on: boolean) => on || undefined;

/** A part's `true` states as react-aria's `data-*` attributes: `{ focusVisible: true }` → `data-focus-visible="true"`. */
export function dataOf(state: object): Record<string, true> {
  const data: Record<string, true> = {};
  for (const [name, on] of Object.entries(state)) {
    if (on === true) data[`data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = true;
  }
  return data;
}

/** Visually hidden, still read by screen readers (react-aria's VisuallyHidden). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
} as const;
