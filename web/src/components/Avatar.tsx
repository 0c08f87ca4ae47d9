import { useState } from 'react';

/**
 * A member's round picture. The initial shows until the photo has loaded (and stays if it
 * fails), so a slow image never leaves an empty hole.
 */
export function Avatar({ url, name, size }: { url: string | null | undefined; name: string; size?: 'big' | 'tile' }) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  return (
    <span
      className={size ? `avatar ${size}` : 'avatar'}
      aria-hidden="true"
      data-loaded={url ? loadedUrl === url : undefined}
    >
      <span className="avatar-initial">{[...name][0]?.toUpperCase()}</span>
      {url && (
        <img src={url} alt="" className={loadedUrl === url ? 'loaded' : undefined} onLoad={() => setLoadedUrl(url)} />
      )}
    </span>
  );
}
