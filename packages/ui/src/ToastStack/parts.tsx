import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useContext, type ReactNode } from 'react';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiDirection } from '../i18n/UiProvider';
import { OutlineIcon } from '../icons/OutlineIcon';
import { renderPart, type PartProps } from '../primitives/part';
import { toastStackMessages, type ToastStackLabels } from './messages';
import { ToastIcon } from './ToastIcon';
import type { ToastType } from './toastStore';

/** What a toast and its parts receive in their `className`/`style` functions. */
export interface ToastPartState {
  type: ToastType;
  /** `open` on screen; `closed` while it leaves (Radix's `data-state`). */
  state: 'open' | 'closed';
}

interface ToastStackContextValue {
  text: ToastStackLabels;
  dir: UiDirection;
}

const ToastStackContext = createContext<ToastStackContextValue | null>(null);
const ToastContext = createContext<ToastPartState | null>(null);

function useToastStack(part: string): ToastStackContextValue {
  const context = useContext(ToastStackContext);
  if (!context) throw new Error(`@tabib/ui: ToastStack.${part} must be inside ToastStack.Root.`);
  return context;
}

function useToast(part: string): ToastPartState {
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
 * The stack's provider (no element): Radix Toast's announcements in the reader's language ("Notification",
 * "إشعار"), swiping a toast away towards the inline end (right, left in Arabic), F8 to reach the stack.
 */
export function Root({ children, labels }: ToastStackRootProps) {
  const { locale, dir } = useUiLocale();
  const text = resolveLabels(toastStackMessages, locale, labels);
  return (
    <ToastStackContext.Provider value={{ text, dir }}>
      <RadixToast.Provider label={text.announce} swipeDirection={dir === 'rtl' ? 'left' : 'right'}>
        {children}
      </RadixToast.Provider>
    </ToastStackContext.Provider>
  );
}

export type ToastStackViewportProps = Omit<PartProps<'ol', Record<string, never>>, 'children'>;

/**
 * Where the toasts show (`<ol>` in a region named "Notifications (F8)" in the reader's language), in the
 * reader's direction. Put it once in `ToastStack.Root`, after the toasts.
 */
export function Viewport({ ...props }: ToastStackViewportProps) {
  const { text, dir } = useToastStack('Viewport');
  return (
    <RadixToast.Viewport asChild label={text.region}>
      {renderPart({ dir, ...props }, { as: 'ol', part: 'tabib-toast-stack', state: {} })}
    </RadixToast.Viewport>
  );
}

export type ToastProps = Omit<PartProps<'li', ToastPartState>, 'onChange'> & {
  type: ToastType;
  /** Milliseconds before it closes; 0 or less never closes. The timer pauses while hovered or focused. */
  timeout: number;
  /** Called when it closes: timeout, `Close`, an `Action`, a swipe or Escape. */
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
 * Data attributes: `data-type="success|error|warning|info"`, `data-state="open|closed"` and Radix's
 * `data-swipe="start|move|cancel|end"` while swiped.
 */
export function Toast({ type, timeout, onDismiss, open = true, ...props }: ToastProps) {
  useToastStack('Toast');
  const state: ToastPartState = { type, state: open ? 'open' : 'closed' };
  return (
    <ToastContext.Provider value={state}>
      <RadixToast.Root
        asChild
        // Radix treats Infinity as "no timer".
        duration={timeout > 0 ? timeout : Infinity}
        // Errors and warnings interrupt the screen reader; the others wait their turn.
        type={type === 'error' || type === 'warning' ? 'foreground' : 'background'}
        open={open}
        onOpenChange={(next) => {
          if (!next) onDismiss();
        }}
      >
        {renderPart(props, { as: 'li', part: 'tabib-toast', state, data: { type } })}
      </RadixToast.Root>
    </ToastContext.Provider>
  );
}

export type ToastIconProps = Record<string, never>;

/** The type's decorative icon (an inline SVG, `aria-hidden`): the type is also spoken. Inside a `Toast`. */
export function Icon() {
  const { type } = useToast('Icon');
  return <ToastIcon type={type} />;
}

export type ToastTitleProps = PartProps<'div', ToastPartState>;

/** An optional heading of the toast, announced with it. Inside a `Toast`. */
export function Title({ ...props }: ToastTitleProps) {
  const state = useToast('Title');
  return renderPart(props, {
    as: RadixToast.Title,
    part: 'tabib-toast__title',
    state,
    data: { type: state.type },
  });
}

export type ToastDescriptionProps = PartProps<'div', ToastPartState>;

/**
 * The message, preceded by its type in words for screen readers ("Erreur :", "Success:", "خطأ:"), so the
 * type is never carried by colour alone. Inside a `Toast`.
 */
export function Description({ children, ...props }: ToastDescriptionProps) {
  const state = useToast('Description');
  const { text } = useToastStack('Description');
  const spoken = <span className="tabib-visually-hidden">{`${text.types[state.type]} `}</span>;
  return (
    <RadixToast.Description asChild>
      {renderPart(
        { ...props, children },
        {
          as: 'div',
          part: 'tabib-toast__text',
          state,
          data: { type: state.type },
          children: (
            <>
              {spoken}
              {children}
            </>
          ),
        },
      )}
    </RadixToast.Description>
  );
}

export type ToastActionProps = PartProps<'button', ToastPartState> & {
  /** What a screen reader user is told to do instead (e.g. where the same action is), as Radix asks. */
  altText: string;
};

/** The toast's action (`<button>`, or your link with `asChild`); choosing it closes the toast. Inside a `Toast`. */
export function Action({ altText, ...props }: ToastActionProps) {
  const state = useToast('Action');
  return (
    <RadixToast.Action asChild altText={altText}>
      {renderPart(props, { as: 'button', part: 'tabib-toast__action', state })}
    </RadixToast.Action>
  );
}

export type ToastCloseProps = PartProps<'button', ToastPartState>;

/**
 * The close button, named "Fermer la notification" / "Close notification" / "إغلاق الإشعار"; its default
 * content is a decorative cross. Inside a `Toast`.
 */
export function Close({ ...props }: ToastCloseProps) {
  const state = useToast('Close');
  const { text } = useToastStack('Close');
  return (
    <RadixToast.Close asChild>
      {renderPart(props, {
        as: 'button',
        part: 'tabib-toast__close',
        state,
        required: { 'aria-label': props['aria-label'] ?? text.close },
        children: props.children ?? <OutlineIcon d="M6 6l12 12M18 6 6 18" size="1em" />,
      })}
    </RadixToast.Close>
  );
}
