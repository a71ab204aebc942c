import { useState } from 'react';
import { placePhotoUrl } from '@/api/placePhoto';

/** A spot's photo; without one, or when it fails to load, a calm placeholder instead of a broken image. */
export function SpotPhoto({
  photoReference,
  className,
  width,
  height,
  lazy = false,
}: {
  photoReference: string | null;
  className: string;
  width: number;
  height: number;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!photoReference || failed === photoReference) {
    return <span className={`${className} spot-card__photo--empty`} />;
  }
  return (
    <img
      className={className}
      src={placePhotoUrl(photoReference)}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      onError={() => setFailed(photoReference)}
    />
  );
}
