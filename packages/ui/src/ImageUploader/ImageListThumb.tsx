import { useCallback } from 'react';

/** A tile's preview: the chosen file through an object URL (revoked with the tile), else the stored URL. */
export function ImageListThumb({ file, url, alt }: { file?: File; url?: string; alt: string }) {
  const preview = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !file) return;
      const objectUrl = URL.createObjectURL(file);
      img.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [file],
  );
  if (file) return <img ref={preview} alt={alt} />;
  return <img src={url} alt={alt} />;
}
