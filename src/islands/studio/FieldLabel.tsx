// A field's label, with a mark for a field the entry cannot be saved without.
export default function FieldLabel({ htmlFor, text, required }: { htmlFor: string; text: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {text}
      {required && (
        <span className="studio-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
