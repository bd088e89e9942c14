// Chooses an image from the library (found by its words), or a new upload, which is chosen as soon as it is stored:
// for an entry's image field and for an image put in rich text.
import type { LibraryImage } from './api';
import ImageThumb from './ImageThumb';
import ImageSearch from './ImageSearch';
import StudioDialog from './StudioDialog';
import UploadForm from './UploadForm';

export type Picked = Pick<LibraryImage, 'id' | 'alt' | 'width' | 'height'>;

export default function ImagePicker({ onPick, onClose }: { onPick: (image: Picked) => void; onClose: () => void }) {
  return (
    <StudioDialog title="Choose an image" onClose={onClose}>
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
    </StudioDialog>
  );
}
