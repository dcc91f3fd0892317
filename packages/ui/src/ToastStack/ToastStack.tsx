import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import type { ToastStackLabels } from './messages';
import { Action, Close, Description, Icon, Root, Toast, Viewport } from './parts';
import { runToastAction } from './runToastAction';
import type { ToastMessage } from './types';

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
      <Action altText={actionLabel} asChild>
        <Link
          href={actionRoute}
          onClick={() => {
            runCallback();
            onNavigate?.(actionRoute);
          }}
        >
          {actionLabel}
        </Link>
      </Action>
    );
  }
  return (
    <Action altText={actionLabel} onClick={runCallback}>
      {actionLabel}
    </Action>
  );
}

export interface ToastStackProps {
  /** The toasts to show, oldest first (e.g. `useToastStore(store)` of @tabib/hooks' toast store, or your own list). */
  toasts: readonly ToastMessage[];
  /** Called with the toast's id when it closes: timeout, close button, action or Escape. */
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
 * Stacked notifications at the top inline-end corner, 80 px from the top on desktop, built on the
 * `ToastStack.Root`, `Toast` and `Viewport` parts: each toast is announced to screen readers, pauses while
 * hovered or focused, and F8 moves focus to the stack.
 *
 * Data attributes: `data-type="success|error|warning|info"` on each toast, `data-state="open|closed"`.
 */
export function ToastStack({
  toasts,
  onDismiss,
  linkComponent: Link = DefaultLink,
  onNavigate,
  labels,
  className,
}: ToastStackProps) {
  return (
    <Root labels={labels}>
      {toasts.map((toast) => (
        <Toast key={toast.id} type={toast.type} timeout={toast.timeout} onDismiss={() => onDismiss(toast.id)}>
          <Icon />
          <Description>{toast.text}</Description>
          <ToastActionButton toast={toast} Link={Link} onNavigate={onNavigate} />
          <Close />
        </Toast>
      ))}
      <Viewport className={className} />
    </Root>
  );
}
