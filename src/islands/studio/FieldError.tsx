// The message beside a field that did not pass the check; the field points at it with aria-describedby.
export default function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="studio-field-error">
      {message}
    </p>
  );
}
