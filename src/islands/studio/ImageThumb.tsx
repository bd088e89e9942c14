// A library image at thumbnail size, through the image path as WebP like every image shoppers see.
import { storeImageUrls } from '../../lib/images/buckets';

export default function ImageThumb({ id, alt = '' }: { id: string; alt?: string }) {
  const { src, srcSet } = storeImageUrls(`/cms/${id}`, 180);
  return <img className="studio-thumb" src={src} srcSet={srcSet} alt={alt} loading="lazy" decoding="async" />;
}
