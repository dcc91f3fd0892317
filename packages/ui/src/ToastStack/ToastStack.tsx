import * as Toast from '@radix-ui/react-toast';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { OutlineIcon } from '../icons/OutlineIcon';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import { toastStackMessages, type ToastStackLabels } from './messages';
import { runToastAction } from './runToastAction';
import { ToastIcon } from './ToastIcon';
import type { ToastMessage } from './toastStore';

interface ToastActionButtonProps {
  toast: ToastMessage;
  Link: LinkComponent;
  onNavigate?: (route: string) => void;
}

/** The optional action: a link for `actionRoute`, a button for `actionCallback`; both close the toast. */
function ToastActionButton({ toast, Link, onNavigate }: ToastActionButtonProps) {
  const { actionLabel, actionRoute, actionCallback } = toast;
  if (!actionLabel || (!actionRoute && !actionCallback)) return null;
  const runCallback = () => {
    if (actionCallback) runToastAction(actionCallback);
  };
  if (actionRoute) {
    return (
      <Toast.Action altText={actionLabel} asChild>
        <Link
          href={actionRoute}
          className="tabib-toast__action"
          onClick={() => {
            runCallback();
            onNavigate?.(actionRoute);
          }}
        >
          {actionLabel}
        </Link>
      </Toast.Action>
    );
  }
  return (
    <Toast.Action altText={actionLabel} className="tabib-toast__action" onClick={runCallback}>
      {actionLabel}
    </Toast.Action>
  );
}

export interface ToastStackProps {
  /** The toasts to show, oldest first (e.g. from `useToastStore(createToastStore())`). */
  toasts: readonly ToastMessage[];
  /** Called with the toast's id when it closes: timeout, close button, action, swipe or Escape. */
  onDismiss: (id: string) => void;
  /**
   * Renders an action that has an `actionRoute` (your router's link).
   * @default <a>
   */
  linkComponent?: LinkComponent;
  /** Called with the route when an `actionRoute` action is chosen, for routers driven by callbacks. */
  onNavigate?: (route: string) => void;
  /** Overrides of the built-in labels (`toastStackMessages`). */
  labels?: Partial<ToastStackLabels>;
  /** Class name added to the viewport (`tabib-toast-stack`). */
  className?: string;
}

/**
 * Stacked notifications at the top inline-end corner, 80 px from the top on desktop,
 * built on Radix Toast: each toast is announced to screen readers, pauses while hovered or focused,
 * and F8 moves focus to the stack.
 *
 * Data attributes: `data-type="success|error|warning|info"` on each toast, `data-state="open|closed"`
 * and `data-swipe` from Radix.
 */
export function ToastStack({
  toasts,
  onDismiss,
  linkComponent: Link = DefaultLink,
  onNavigate,
  labels,
  className,
}: ToastStackProps) {
  const { locale, dir } = useUiLocale();
  const text = resolveLabels(toastStackMessages, locale, labels);

  return (
    <Toast.Provider label={text.announce} swipeDirection={dir === 'rtl' ? 'left' : 'right'}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className="tabib-toast"
          data-type={toast.type}
          // 0 or less never closes (Radix treats Infinity as "no timer").
          duration={toast.timeout > 0 ? toast.timeout : Infinity}
          // Errors and warnings interrupt the screen reader; the others wait their turn.
          type={toast.type === 'error' || toast.type === 'warning' ? 'foreground' : 'background'}
          // Controlled: the list is the source of truth, and Radix reports a close synchronously.
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <ToastIcon type={toast.type} />
          <Toast.Description className="tabib-toast__text">
            <span className="tabib-visually-hidden">{`${text.types[toast.type]} `}</span>
            {toast.text}
          </Toast.Description>
          <ToastActionButton toast={toast} Link={Link} onNavigate={onNavigate} />
          <Toast.Close className="tabib-toast__close" aria-label={text.close}>
            <OutlineIcon d="M6 6l12 12M18 6 6 18" size="1em" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={className ? `tabib-toast-stack ${className}` : 'tabib-toast-stack'}
        dir={dir}
        label={text.region}
      />
    </Toast.Provider>
  );
}
