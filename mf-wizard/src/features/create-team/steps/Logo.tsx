import { useState } from 'react';

/** A league or team logo that disappears when it fails to load. */
export function Logo({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      className={className}
      width={40}
      height={40}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
