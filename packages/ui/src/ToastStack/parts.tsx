import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { createPortal } from 'react-dom';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiDirection } from '../i18n/UiProvider';
import { OutlineIcon } from '../icons/OutlineIcon';
import { renderPart, type PartProps } from '../primitives/part';
import { composeRefs } from '../primitives/Slot';
import { toastStackMessages, type ToastStackLabels } from './messages';
import { ToastIcon } from './ToastIcon';
import type { ToastType } from './types';

/** What a toast and its parts receive in their `className`/`style` functions. */
export interface ToastPartState {
  type: ToastType;
  /** `open` on screen; `closed` while it leaves (its exit animation, if it has one). */
  state: 'open' | 'closed';
}

interface ToastStackContextValue {
  text: ToastStackLabels;
  dir: UiDirection;
  /** The `Viewport`'s list, where the toasts are rendered (null until it mounts). */
  list: HTMLOListElement | null;
  setList: (node: HTMLOListElement | null) => void;
  /** How many toasts are mounted: the region takes pointer events and focus only while there are some. */
  count: number;
  setCount: Dispatch<SetStateAction<number>>;
  /** Whether the timers are paused (pointer or focus in the region, or the window in the background). */
  paused: { current: boolean };
}

interface ToastContextValue {
  state: ToastPartState;
  /** Closes the toast: focus goes back to the stack if it was inside, then `onDismiss`. */
  close: () => void;
}

const ToastStackContext = createContext<ToastStackContextValue | null>(null);
const ToastContext = createContext<ToastContextValue | null>(null);

// The region tells its toasts to stop and restart their timers with these events on the list.
const PAUSE = 'tabib-toast-pause';
const RESUME = 'tabib-toast-resume';
// Close and Action are left out of the announcement, an Action replaced by its `altText`.
const ANNOUNCE = 'data-tabib-announce';
/** Past the end of a toast's exit animation, in case its `animationend` is late. */
const ANIMATION_END_GRACE_MS = 50;

/** The longest of a computed `animation-duration`/`animation-delay` list (`0.2s, 150ms`), in ms. */
function longest(times: string): number {
  return Math.max(
    0,
    ...times.split(',').map((time) => parseFloat(time) * (time.trim().endsWith('ms') ? 1 : 1000) || 0),
  );
}

function useToastStack(part: string): ToastStackContextValue {
  const context = useContext(ToastStackContext);
  if (!context) throw new Error(`@tabib/ui: ToastStack.${part} must be inside ToastStack.Root.`);
  return context;
}

function useToast(part: string): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error(`@tabib/ui: ToastStack.${part} must be inside ToastStack.Toast.`);
  return context;
}

export interface ToastStackRootProps {
  /** The `Toast`s and the `Viewport`. */
  children?: ReactNode;
  /** Overrides of the built-in labels (`toastStackMessages`). */
  labels?: Partial<ToastStackLabels>;
}

/**
 * The stack's provider (no element): the announcements in the reader's language ("Notification", "إشعار"),
 * the timers' pause, F8 to reach the stack.
 */
export function Root({ children, labels }: ToastStackRootProps) {
  const { locale, dir } = useUiLocale();
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const [count, setCount] = useState(0);
  const paused = useRef(false);
  const text = resolveLabels(toastStackMessages, locale, labels);
  return (
    <ToastStackContext.Provider value={{ text, dir, list, setList, count, setCount, paused }}>
      {children}
    </ToastStackContext.Provider>
  );
}

/** What Tab goes through in the stack: the newest toast first, each toast then its controls. */
function tabOrder(list: HTMLElement, backwards: boolean): HTMLElement[] {
  const toasts = [...list.children].map((toast) => {
    const stops = [toast, ...toast.querySelectorAll('*')].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element.tabIndex >= 0 &&
        !element.hidden &&
        !(element as HTMLButtonElement).disabled,
    );
    return backwards ? stops.reverse() : stops;
  });
  return (backwards ? toasts : toasts.reverse()).flat();
}

/** Focuses the first of `candidates` that takes focus; true if one did (or focus is already on one). */
function focusFirst(candidates: HTMLElement[]): boolean {
  const before = document.activeElement;
  return candidates.some((candidate) => {
    if (candidate === before) return true;
    candidate.focus();
    return document.activeElement !== before;
  });
}

export type ToastStackViewportProps = Omit<PartProps<'ol', Record<string, never>>, 'children'>;

/**
 * Where the toasts show (`<ol>` in a region named "Notifications (F8)" in the reader's language), in the
 * reader's direction. Put it once in `ToastStack.Root`, after the toasts.
 */
export function Viewport({ ref, ...props }: ToastStackViewportProps) {
  const { text, dir, list, setList, count, paused } = useToastStack('Viewport');
  const region = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLSpanElement>(null);
  const tail = useRef<HTMLSpanElement>(null);
  // eslint-disable-next-line react-hooks/refs -- composes the refs, reads none during render
  const listRef = useMemo(() => composeRefs(ref, setList), [ref, setList]);

  useEffect(() => {
    if (!list) return;
    const onDocumentKey = (event: KeyboardEvent) => {
      if (event.code === 'F8') list.focus();
    };
    // Tab goes from the newest toast to the oldest; past the end, focus leaves the stack.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const backwards = event.shiftKey;
      if (backwards && event.target === list) {
        head.current?.focus();
        return;
      }
      const stops = tabOrder(list, backwards);
      if (focusFirst(stops.slice(stops.indexOf(document.activeElement as HTMLElement) + 1)))
        event.preventDefault();
      else (backwards ? head : tail).current?.focus();
    };
    document.addEventListener('keydown', onDocumentKey);
    list.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      list.removeEventListener('keydown', onKey);
    };
  }, [list]);

  const hasToasts = count > 0;
  useEffect(() => {
    const wrapper = region.current;
    if (!hasToasts || !wrapper || !list) return;
    const toggle = (pause: boolean) => () => {
      if (paused.current === pause) return;
      paused.current = pause;
      list.dispatchEvent(new Event(pause ? PAUSE : RESUME));
    };
    const pause = toggle(true);
    const resume = toggle(false);
    const onFocusOut = (event: FocusEvent) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) resume();
    };
    const onPointerLeave = () => {
      if (!wrapper.contains(document.activeElement)) resume();
    };
    const listeners = [
      [wrapper, 'focusin', pause],
      [wrapper, 'focusout', onFocusOut],
      [wrapper, 'pointermove', pause],
      [wrapper, 'pointerleave', onPointerLeave],
      [window, 'blur', pause],
      [window, 'focus', resume],
    ] as const;
    for (const [target, name, listener] of listeners)
      target.addEventListener(name, listener as EventListener);
    return () => {
      for (const [target, name, listener] of listeners)
        target.removeEventListener(name, listener as EventListener);
      // The next toast starts its timer: the last one closed under the pointer or with focus inside.
      paused.current = false;
    };
  }, [hasToasts, list, paused]);

  // Tab from before (after) the stack enters at the newest (oldest) toast, through these.
  const proxy = (ref: typeof head, backwards: boolean) =>
    hasToasts ? (
      <span
        ref={ref}
        // A focus stop that passes focus on (as Radix Toast's); never focused for itself.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        style={{ position: 'fixed', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        onFocus={(event) => {
          if (list && !list.contains(event.relatedTarget)) focusFirst(tabOrder(list, backwards));
        }}
      />
    ) : null;

  return (
    <div
      ref={region}
      role="region"
      aria-label={text.region.replace('{hotkey}', 'F8')}
      tabIndex={-1}
      style={{ pointerEvents: hasToasts ? undefined : 'none' }}
    >
      {proxy(head, false)}
      {renderPart(
        { dir, tabIndex: -1, ...props, ref: listRef },
        { as: 'ol', part: 'tabib-toast-stack', state: {} },
      )}
      {proxy(tail, true)}
    </div>
  );
}

/** What a screen reader is told of a toast: its text, without Close, an Action as its `altText`. */
function spokenText(node: Node): string[] {
  return [...node.childNodes].flatMap((child) => {
    if (child.nodeType === Node.TEXT_NODE) return [child.textContent ?? ''];
    if (!(child instanceof HTMLElement || child instanceof SVGElement)) return [];
    if (
      child.getAttribute('aria-hidden') === 'true' ||
      child.hasAttribute('hidden') ||
      child.style.display === 'none'
    )
      return [];
    const replaced = child.getAttribute(ANNOUNCE);
    return replaced === null ? spokenText(child) : [replaced];
  });
}

export type ToastProps = Omit<PartProps<'li', ToastPartState>, 'onChange'> & {
  type: ToastType;
  /** Milliseconds before it closes; 0 or less never closes. The timer pauses while hovered or focused. */
  timeout: number;
  /** Called when it closes: timeout, `Close`, an `Action` or Escape. */
  onDismiss: () => void;
  /**
   * Whether it is on screen: keep it `true` and remove the toast from your list in `onDismiss`.
   * @default true
   */
  open?: boolean;
};

/**
 * One toast (`<li>`), announced to screen readers: errors and warnings at once (assertive), the others in
 * turn (polite). Inside `ToastStack.Root`.
 *
 * Data attributes: `data-type="success|error|warning|info"`, `data-state="open|closed"`.
 */
export function Toast({ type, timeout, onDismiss, open = true, ref, ...props }: ToastProps) {
  const { text, list, setCount, paused } = useToastStack('Toast');
  const [node, setNode] = useState<HTMLLIElement | null>(null);
  // eslint-disable-next-line react-hooks/refs -- composes the refs, reads none during render
  const nodeRef = useMemo(() => composeRefs(ref, setNode), [ref]);
  // The live region: empty when it appears, its text a frame later (so it is read), gone after 1 s.
  const [spoken, setSpoken] = useState<string | null>('');
  // With `open` false, it stays (data-state="closed") until its exit animation ends.
  const [gone, setGone] = useState(false);
  const actions = useRef({ onDismiss, node });
  const timer = useRef({ id: 0, started: 0, remaining: 0 });
  const state: ToastPartState = { type, state: open ? 'open' : 'closed' };
  const duration = timeout > 0 ? timeout : Infinity;

  useEffect(() => {
    actions.current = { onDismiss, node };
  });

  const close = useMemo(
    () => () => {
      if (actions.current.node?.contains(document.activeElement)) list?.focus();
      actions.current.onDismiss();
    },
    [list],
  );

  useEffect(() => {
    setCount((count) => count + 1);
    return () => setCount((count) => count - 1);
  }, [setCount]);

  useEffect(() => {
    const current = timer.current;
    const start = (ms: number) => {
      window.clearTimeout(current.id);
      if (ms === Infinity) return;
      current.started = Date.now();
      current.id = window.setTimeout(close, ms);
    };
    const pause = () => {
      window.clearTimeout(current.id);
      current.remaining -= Date.now() - current.started;
    };
    const resume = () => {
      if (open) start(current.remaining);
    };
    current.remaining = duration;
    current.started = Date.now();
    if (open && !paused.current) start(duration);
    list?.addEventListener(PAUSE, pause);
    list?.addEventListener(RESUME, resume);
    return () => {
      window.clearTimeout(current.id);
      list?.removeEventListener(PAUSE, pause);
      list?.removeEventListener(RESUME, resume);
    };
  }, [open, duration, list, close, paused]);

  useEffect(() => {
    if (!node) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() =>
        setSpoken(`${text.announce} ${spokenText(node).join(' ')}`.replace(/\s+/g, ' ').trim()),
      );
    });
    const timeoutId = window.setTimeout(() => setSpoken(null), 1000);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timeoutId);
    };
    // The text as it was when the toast appeared, announced once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [node]);

  useEffect(() => {
    if (open || !node || getComputedStyle(node).animationName === 'none') {
      // Whether it leaves at once is known only once `closed` is committed (its animation then).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setGone(!open);
      return;
    }
    const leave = () => setGone(true);
    node.addEventListener('animationend', leave);
    node.addEventListener('animationcancel', leave);
    // A hidden page runs no animation, so no `animationend` comes: the toast leaves when it would have ended.
    const style = getComputedStyle(node);
    const fallback = window.setTimeout(
      leave,
      longest(style.animationDelay) + longest(style.animationDuration) + ANIMATION_END_GRACE_MS,
    );
    return () => {
      window.clearTimeout(fallback);
      node.removeEventListener('animationend', leave);
      node.removeEventListener('animationcancel', leave);
    };
  }, [open, node]);

  if (!list || (gone && !open)) return null;
  const onKeyDown = props.onKeyDown;
  return (
    <ToastContext.Provider value={{ state, close }}>
      {spoken === null
        ? null
        : createPortal(
            <span
              role="status"
              // Errors and warnings interrupt the screen reader; the others wait their turn.
              aria-live={type === 'error' || type === 'warning' ? 'assertive' : 'polite'}
              style={{
                position: 'absolute',
                width: 1,
                height: 1,
                margin: -1,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
                whiteSpace: 'nowrap',
              }}
            >
              {spoken}
            </span>,
            document.body,
          )}
      {createPortal(
        renderPart(
          { tabIndex: 0, ...props, ref: nodeRef },
          // eslint-disable-next-line react-hooks/refs -- its handler reads refs when called, not in render
          {
            as: 'li',
            part: 'tabib-toast',
            state,
            data: { state: state.state, type },
            required: {
              onKeyDown: (event: ReactKeyboardEvent<HTMLLIElement>) => {
                onKeyDown?.(event);
                if (event.key === 'Escape' && !event.defaultPrevented) close();
              },
            },
          },
        ),
        list,
      )}
    </ToastContext.Provider>
  );
}

export type ToastIconProps = Record<string, never>;

/** The type's decorative icon (an inline SVG, `aria-hidden`): the type is also spoken. Inside a `Toast`. */
export function Icon() {
  const { state } = useToast('Icon');
  return <ToastIcon type={state.type} />;
}

export type ToastTitleProps = PartProps<'div', ToastPartState>;

/** An optional heading of the toast, announced with it. Inside a `Toast`. */
export function Title({ ...props }: ToastTitleProps) {
  const { state } = useToast('Title');
  return renderPart(props, { as: 'div', part: 'tabib-toast__title', state, data: { type: state.type } });
}

export type ToastDescriptionProps = PartProps<'div', ToastPartState>;

/**
 * The message, preceded by its type in words for screen readers ("Erreur :", "Success:", "خطأ:"), so the
 * type is never carried by colour alone. Inside a `Toast`.
 */
export function Description({ children, ...props }: ToastDescriptionProps) {
  const { state } = useToast('Description');
  const { text } = useToastStack('Description');
  return renderPart(
    { ...props, children },
    {
      as: 'div',
      part: 'tabib-toast__text',
      state,
      data: { type: state.type },
      children: (
        <>
          <span className="tabib-visually-hidden">{`${text.types[state.type]} `}</span>
          {children}
        </>
      ),
    },
  );
}

/** A button of the toast that closes it after the consumer's own `onClick` (unless it prevents it). */
function closing(
  props: PartProps<'button', ToastPartState>,
  { state, close }: ToastContextValue,
  part: string,
  required: Record<string, unknown>,
  children?: ReactNode,
) {
  const { onClick } = props;
  return renderPart((props.asChild ? props : { type: 'button', ...props }) as Record<string, unknown>, {
    as: 'button',
    part,
    state,
    children,
    required: {
      ...required,
      onClick: (event: ReactMouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) close();
      },
    },
  });
}

export type ToastActionProps = PartProps<'button', ToastPartState> & {
  /** What a screen reader user is told to do instead (e.g. where the same action is): announced with the toast. */
  altText: string;
};

/** The toast's action (`<button>`, or your link with `asChild`); choosing it closes the toast. Inside a `Toast`. */
export function Action({ altText, ...props }: ToastActionProps) {
  const toast = useToast('Action');
  if (!altText.trim()) {
    console.error('@tabib/ui: ToastStack.Action needs a non-empty altText.');
    return null;
  }
  return closing(props, toast, 'tabib-toast__action', { [ANNOUNCE]: altText });
}

export type ToastCloseProps = PartProps<'button', ToastPartState>;

/**
 * The close button, named "Fermer la notification" / "Close notification" / "إغلاق الإشعار"; its default
 * content is a decorative cross. Inside a `Toast`.
 */
export function Close({ ...props }: ToastCloseProps) {
  const toast = useToast('Close');
  const { text } = useToastStack('Close');
  return closing(
    props,
    toast,
    'tabib-toast__close',
    { 'aria-label': props['aria-label'] ?? text.close, [ANNOUNCE]: '' },
    props.children ?? <OutlineIcon d="M6 6l12 12M18 6 6 18" size="1em" />,
  );
}
