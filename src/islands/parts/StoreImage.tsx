// A product image in an island, through the shop's image path (webp, densities 1 and 2), never the original.
import { storeImageUrls } from '../../lib/images/buckets';

type Props = { src: string; alt: string; width: number; height: number; loading?: 'lazy' | 'eager' };

export default function StoreImage({ src, alt, width, height, loading }: Props) {
  const image = storeImageUrls(src, width);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
    />
  );
}
