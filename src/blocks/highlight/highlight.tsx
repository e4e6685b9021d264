import { CmsLink } from '../../ui/cms-link';
import { RichText } from '../../ui/rich-text';
import { alignClass, Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './highlight.module.css';

/** highlight: a headline, sanitised rich text and an optional link, on an optional full-width colour field. */
export function Highlight({ content }: BlockComponentProps<'highlight'>) {
  const field = content.backgroundColor !== undefined;
  return (
    <Section width={field ? 'bleed' : 'content'}>
      <div className={field ? styles.field : undefined} style={{ background: content.backgroundColor, color: content.textColor }}>
        <div className={`${styles.inner} ${alignClass(content.textAlign)}`}>
          <h2 className={styles.title} style={{ color: content.textColor }}>{content.title}</h2>
          {content.content && <RichText html={content.content} className={styles.text} />}
          {content.linkName && (
            <CmsLink link={content.link} variant="text" className={styles.link} style={{ color: content.textColor }}>
              {content.linkName}
            </CmsLink>
          )}
        </div>
      </div>
    </Section>
  );
}
