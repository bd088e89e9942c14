// Chooses an image for an entry's image field: one from the library (found by its words), or a new upload, which is
// chosen as soon as it is stored. A modal dialog: Escape or Cancel closes it and changes nothing. It is put at the end
// of the page, outside the entry's form, since its upload is a form of its own.
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { LibraryImage } from './api';
import ImageThumb from './ImageThumb';
import ImageSearch from './ImageSearch';
import UploadForm from './UploadForm';

export type Picked = Pick<LibraryImage, 'id' | 'alt'>;

export default function ImagePicker({ onPick, onClose }: { onPick: (image: Picked) => void; onClose: () => void }) {
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
      className="studio-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="studio-dialog-head">
        <h2 id={`${id}-title`}>Choose an image</h2>
        <button type="button" className="button secondary studio-small" onClick={onClose}>
          Cancel
        </button>
      </div>
      <details className="studio-upload-details">
        <summary>Upload a new image</summary>
        <UploadForm onUploaded={onPick} />
      </details>
      <ImageSearch>
        {(images) => (
          <ul className="studio-images studio-choices">
            {images.map((image) => (
              <li key={image.id}>
                <button type="button" className="studio-choice" onClick={() => onPick(image)}>
                  <ImageThumb id={image.id} />
                  <span>{image.alt || image.id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ImageSearch>
    </dialog>,
    document.body,
  );
}
