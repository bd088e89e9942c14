// Adds an image to the library: the file and the words that describe it for people who cannot see it (required).
// The server decides by decoding the file; a file plainly too large or of another kind is refused before it is sent.
import { useId, useRef, useState, type FormEvent } from 'react';
import { beforeUpload, MAX_ALT_LENGTH, UPLOAD_MEDIA_TYPES } from '../../lib/images/upload-rules';
import { uploadImage, uploadMessage, type LibraryImage } from './api';
import FieldError from './FieldError';
import FieldLabel from './FieldLabel';

type Uploaded = Pick<LibraryImage, 'id' | 'url' | 'alt' | 'width' | 'height'>;

export default function UploadForm({ onUploaded }: { onUploaded: (image: Uploaded) => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the picker's form sits (through a portal) inside the entry's form in React's tree
    setDone('');
    const fileProblem = file ? beforeUpload(file) : 'Choose an image file.';
    const found = {
      ...(fileProblem ? { file: fileProblem } : {}),
      ...(alt.trim() ? {} : { alt: 'Describe the image for people who cannot see it.' }),
    };
    setErrors(found);
    if (!file || Object.keys(found).length > 0) {
      (found.file ? fileInput : altInput).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(file, alt.trim());
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      setDone(`Uploaded “${image.alt}”.`);
      onUploaded(image);
    } catch (caught) {
      setErrors({ file: uploadMessage(caught) });
      fileInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="studio-upload" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Upload an image</h3>
      <div className="studio-field">
        <FieldLabel htmlFor={`${id}-file`} text="Image file" required />
        <p id={`${id}-file-hint`} className="studio-hint">
          JPEG, PNG, WebP or AVIF, at most 5 MB. Shoppers get it as WebP at the size each page needs.
        </p>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          accept={UPLOAD_MEDIA_TYPES.join(',')}
          required
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${id}-file-hint${errors.file ? ` ${id}-file-error` : ''}`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <FieldError id={`${id}-file-error`} message={errors.file} />
      </div>
      <div className="studio-field">
        <FieldLabel htmlFor={`${id}-alt`} text="Description (alt text)" required />
        <p id={`${id}-alt-hint`} className="studio-hint">
          What the image shows, for people who cannot see it: “A golden retriever eating from a blue bowl”.
        </p>
        <input
          id={`${id}-alt`}
          ref={altInput}
          type="text"
          required
          maxLength={MAX_ALT_LENGTH}
          value={alt}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={`${id}-alt-hint${errors.alt ? ` ${id}-alt-error` : ''}`}
          onChange={(e) => setAlt(e.target.value)}
        />
        <FieldError id={`${id}-alt-error`} message={errors.alt} />
      </div>
      <div className="studio-upload-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload image'}
        </button>
        <p className="studio-status" role="status">
          {done}
        </p>
      </div>
    </form>
  );
}
