// The studio's modal dialog: a title, a Cancel button, and what the dialog asks. Escape or Cancel closes it and
// changes nothing. It is put at the end of the page, outside the entry's form, since what it holds may be a form of
// its own; it takes the studio's look for its fields with it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Props = { title: string; onClose: () => void; children: ReactNode };

export default function StudioDialog({ title, onClose, children }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return createPortal(
    <dialog
      ref={dialog}
      className="studio studio-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="studio-dialog-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button secondary studio-small" onClick={onClose}>
          Cancel
        </button>
      </div>
      {children}
    </dialog>,
    document.body,
  );
}
