// The ends of every back-office form: what went wrong, read out at once, and the button that sends it.

export function ActionError({ error }: { error: string | null }) {
  return error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

type SubmitProps = { ready: boolean; busy: boolean; label: string; busyLabel?: string; secondary?: boolean };

export function SubmitRow({ ready, busy, label, busyLabel = label, secondary = false }: SubmitProps) {
  return (
    <div className="admin-actions">
      <button className={secondary ? 'button secondary' : 'button'} type="submit" disabled={!ready || busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
