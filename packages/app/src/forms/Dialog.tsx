import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog closes by itself: Escape, or the caller's close button. */
  onClose: () => void;
  title: string;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the browser makes the rest of the page
 * inert (focus stays inside), Escape closes it, focus returns to the opener; named by its title. Its
 * forms are its own: their submits never reach a form the dialog sits in.
 */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="form-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        if (open) onClose();
      }}
      // React carries events up its component tree, out of portals too: a form submitted in a dialog
      // opened from another form (a relative added on the booking page) would also submit that form.
      onSubmit={(event) => event.stopPropagation()}
    >
      {open ? (
        <>
          <h2 id={titleId} className="form-dialog__title">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="form-dialog__description">
              {description}
            </div>
          ) : null}
          {children}
        </>
      ) : null}
    </dialog>
  );
}
