// A cause's logo, or its initials on the brand's blue when it has none or the picture does not load.
import { useState } from 'react';
import { storeImageUrls } from '../../lib/images/buckets';
import type { Cause } from '../../lib/giving/types';

type Props = { cause: Pick<Cause, 'name' | 'logoUrl'>; size: number };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export default function CauseLogo({ cause, size }: Props) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (!cause.logoUrl || failed)
    return (
      <span className="cause-logo cause-logo--initials" style={{ ...box, fontSize: size * 0.36 }} aria-hidden="true">
        {initials(cause.name) || '♥'}
      </span>
    );
  const local = cause.logoUrl.startsWith('/cms/') ? storeImageUrls(cause.logoUrl, size) : null;
  return (
    <img
      className="cause-logo"
      src={local?.src ?? cause.logoUrl}
      srcSet={local?.srcSet}
      alt=""
      {...box}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
