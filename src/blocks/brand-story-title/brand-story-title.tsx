import { fontSizeClass } from '../../lib/typography';
import { WithPhoneNumbers } from '../../ui/phone-number';
import { alignClass } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './brand-story-title.module.css';

/** brandStoryTitle: a section heading (eyebrow, title, subtitle) that opens the blocks after it. */
export function BrandStoryTitle({ content }: BlockComponentProps<'brandStoryTitle'>) {
  return (
    <header className={`${styles.heading} ${alignClass(content.textAlign)}`} style={{ color: content.textColor }}>
      {content.eyebrow && <p className={styles.eyebrow}>{content.eyebrow}</p>}
      <h2 className={`${styles.title} ${content.titleSize ? fontSizeClass(content.titleSize) : styles.titleDefault}`} style={{ color: content.textColor }}>
        {content.title}
      </h2>
      {content.subTitle && <p className={styles.subTitle}><WithPhoneNumbers text={content.subTitle} /></p>}
    </header>
  );
}
