import { useEffect, useRef } from 'react';
import { base64ImageBlob } from '../lib/base64-image';

/** A base64 picture from the API (a captcha) shown through a blob: URL of our own, revoked when it changes. */
export function Base64Image({ data, width, height }: { data: string; width: number; height: number }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    const blob = base64ImageBlob(data);
    if (!image || !blob) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [data]);
  return <img ref={ref} alt="" width={width} height={height} />;
}
