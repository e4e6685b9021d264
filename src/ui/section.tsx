import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './section.module.css';

/** Text alignment of a CMS heading: 1 left, 2 centre, 3 right. */
export type CmsAlign = 1 | 2 | 3;

/** Class of a CMS alignment, shared by every block that honours textAlign. */
export const alignClass = (align: CmsAlign): string => (align === 1 ? styles.left : align === 3 ? styles.right : styles.center) ?? '';

/** A block's section: an optional heading (eyebrow, title, subtitle) above content of a given width. */
export interface SectionProps {
  title?: string;
  subTitle?: string;
  eyebrow?: string;
  align?: CmsAlign;
  /** content: the site's column; bleed: edge to edge. */
  width?: 'content' | 'bleed';
  className?: string;
  titleClassName?: string;
  titleStyle?: CSSProperties;
  /** Accessible name when the section shows no title. */
  label?: string;
  children?: ReactNode;
}

/** The frame every content block sits in, so rhythm and headings look alike across blocks. */
export function Section({ title, subTitle, eyebrow, align = 2, width = 'content', className, titleClassName, titleStyle, label, children }: SectionProps) {
  const id = useId();
  const hasHeading = Boolean(title || subTitle || eyebrow);
  const classes = [styles.section, width === 'bleed' ? styles.bleed : styles.content, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={title ? id : undefined} aria-label={title ? undefined : label}>
      {hasHeading && (
        <header className={`${styles.heading} ${alignClass(align)}`}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          {title && (
            <h2 id={id} className={[styles.title, titleClassName].filter(Boolean).join(' ')} style={titleStyle}>
              {title}
            </h2>
          )}
          {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
        </header>
      )}
      {children}
    </section>
  );
}
