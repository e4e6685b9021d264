import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

/** How long a press may go without its click before the swap stops waiting for it (a drag, a press slid off). */
const CLICK_WAIT_MS = 400;

/**
 * The hand-over from a static frame to its lazily fetched swiper twin. The twin is rendered only once its module
 * is there (no Suspense fallback, so waking it never remounts the frame under the visitor's focus) and no press
 * on the frame is under way (a DOM swapped between pointerdown and click loses the click): until then the frame
 * takes every click and key, and the twin starts where the frame was left.
 */
export function useHandover<P>(load: () => Promise<{ default: ComponentType<P> }>, wanted: boolean) {
  const [Twin, setTwin] = useState<ComponentType<P>>();
  const [pressed, setPressed] = useState(false);
  const releaseRef = useRef<() => void>(undefined);
  const fetch = useCallback(() => {
    // A failed download leaves the frame, which still takes every click and key.
    load().then((module) => setTwin(() => module.default), () => undefined);
  }, [load]);
  useEffect(() => {
    if (wanted) fetch();
  }, [wanted, fetch]);
  useEffect(() => () => releaseRef.current?.(), []);
  const onPointerDown = () => {
    releaseRef.current?.();
    setPressed(true);
    let timer: number | undefined;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      window.removeEventListener('click', later, true);
      window.removeEventListener('pointerup', waitForClick, true);
      window.removeEventListener('pointercancel', release, true);
      window.clearTimeout(timer);
      if (releaseRef.current === release) releaseRef.current = undefined;
      setPressed(false);
    };
    // After the click has reached the frame's handlers: a task of its own, once the click's dispatch is over.
    const later = () => void window.setTimeout(release);
    const waitForClick = () => void (timer = window.setTimeout(release, CLICK_WAIT_MS));
    window.addEventListener('click', later, true);
    window.addEventListener('pointerup', waitForClick, true);
    window.addEventListener('pointercancel', release, true);
    releaseRef.current = release;
  };
  return { Twin: wanted && !pressed ? Twin : undefined, fetch, onPointerDown };
}
