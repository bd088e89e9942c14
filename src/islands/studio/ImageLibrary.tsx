// The image library (/admin?view=images): upload an image with its description, find one by its words, and see each
// one's size, kind and address. Images are used by choosing them in an entry's image field.
import { useState } from 'react';
import { formatBytes } from '../../lib/images/upload-rules';
import { formatWhen } from './format';
import ImageSearch from './ImageSearch';
import ImageThumb from './ImageThumb';
import UploadForm from './UploadForm';

export default function ImageLibrary() {
  const [refresh, setRefresh] = useState(0);

  return (
    <section className="studio-panel" aria-labelledby="studio-images-heading">
      <div className="studio-panel-head">
        <h2 id="studio-images-heading">Images</h2>
      </div>
      <div className="studio-library">
        <UploadForm onUploaded={() => setRefresh((n) => n + 1)} />
        <div>
          <ImageSearch refresh={refresh} className="studio-filter-search">
            {(images) => (
              <ul className="studio-images">
                {images.map((image) => (
                  <li key={image.id} className="studio-image-card">
                    <ImageThumb id={image.id} />
                    <p className={image.alt ? 'studio-image-alt' : 'studio-image-alt studio-field-error'}>
                      {image.alt || 'No description'}
                    </p>
                    <p className="studio-muted">
                      {image.width} × {image.height} · {image.format.toUpperCase()} · {formatBytes(image.bytes)}
                    </p>
                    <p className="studio-muted">
                      Added <time dateTime={image.updatedAt}>{formatWhen(image.updatedAt)}</time>
                    </p>
                    <a href={image.url} className="studio-image-id">
                      {image.url}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </ImageSearch>
        </div>
      </div>
    </section>
  );
}
