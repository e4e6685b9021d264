import { useId, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/zh-CN';
import styles from './category.module.css';

/**
 * A category's description, one paragraph per line, folded to a few lines; the 探索更多 / 收起 toggle shows
 * only when the text overflows the fold (measured, and again whenever the box resizes). Its row is there from the
 * first paint, so the toggle appearing after the measurement moves nothing below it.
 */
export function CategoryDescription({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || expanded) return;
    const measure = () => setOverflows(box.scrollHeight > box.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [text, expanded]);
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <div className={styles.description}>
      <div ref={ref} id={id} className={styles.descriptionText} data-folded={!expanded || undefined}>
        {lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      <div className={styles.foldRow}>
        {(overflows || expanded) && (
          <button type="button" className={styles.fold} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
            {expanded ? t.catalogue.collapse : t.catalogue.exploreMore}
          </button>
        )}
      </div>
    </div>
  );
}
