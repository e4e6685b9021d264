import { RichText } from '../../ui/rich-text';
import { Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './common.module.css';

/** common: a free rich-text section from the CMS editor, sanitised before it touches the DOM. */
export function Common({ content }: BlockComponentProps<'common'>) {
  return (
    <Section>
      <div className={styles.panel}>
        <RichText html={content.content} className={styles.text} />
      </div>
    </Section>
  );
}
