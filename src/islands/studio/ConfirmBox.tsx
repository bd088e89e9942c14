// Asks before an action that changes what shoppers see or drops the editor's unsaved work: what will happen, in
// words, then the action or a way out. Focus goes to the way out, so a second Enter does no harm.
import { useEffect, useId, useRef } from 'react';

type Props = { message: string; confirm: string; onConfirm: () => void; onCancel: () => void };

export default function ConfirmBox({ message, confirm, onConfirm, onCancel }: Props) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="studio-confirm" role="alertdialog" aria-labelledby={id}>
      <p id={id}>{message}</p>
      <p className="studio-alert-actions">
        <button type="button" className="button secondary studio-small studio-danger" onClick={onConfirm}>
          {confirm}
        </button>
        <button ref={cancel} type="button" className="button secondary studio-small" onClick={onCancel}>
          Keep it as it is
        </button>
      </p>
    </div>
  );
}
