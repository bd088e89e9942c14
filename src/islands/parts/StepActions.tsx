// The foot of a checkout step: its message when the shop refused, the button that goes on, and the way back.
type Props = {
  error: string | null;
  ready: boolean;
  busy: boolean;
  label: string;
  back: { href: string; text: string };
  onClick?: () => void;
};

export default function StepActions({ error, ready, busy, label, back, onClick }: Props) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="checkout-actions">
        <button
          type={onClick ? 'button' : 'submit'}
          className="button"
          disabled={!ready || busy}
          aria-busy={busy}
          onClick={onClick}
        >
          {label}
        </button>
        <a href={back.href}>{back.text}</a>
      </p>
    </>
  );
}
