import type { CSSProperties } from 'react';
import type { ImageListItem } from '../../../schemas/cms/image-list';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './image-list.module.css';

/** Default picture ratio: the RC card (676x528). */
const DEFAULT_RATIO = 676 / 528;
const BASE_WIDTH = 1200;

function Item({ item, ratio, sizes }: { item: ImageListItem; ratio: number; sizes: string }) {
  const picture = <CmsImage src={item.image} alt={item.alt || item.caption} width={BASE_WIDTH} height={Math.round(BASE_WIDTH / ratio)} sizes={sizes} />;
  return (
    <li>
      <figure className={styles.figure}>
        {item.link ? (
          <CmsLink link={item.link} className={styles.link} aria-label={item.caption || item.alt || undefined}>
            {picture}
          </CmsLink>
        ) : (
          picture
        )}
        {item.caption && <figcaption className={styles.caption}>{item.caption}</figcaption>}
      </figure>
    </li>
  );
}

/** imageList: a grid of pictures (1-6 columns on desktop, at most two on phones) with captions and links. */
export function ImageList({ content }: BlockComponentProps<'imageList'>) {
  const ratio = content.ratio ?? DEFAULT_RATIO;
  const sizes = `(min-width: 1024px) ${Math.round(100 / content.columns)}vw, ${content.columns > 1 ? 50 : 100}vw`;
  return (
    <Section title={content.title} label={t.blocks.images}>
      <ul className={styles.grid} style={{ '--columns': content.columns } as CSSProperties}>
        {content.list.map((item, i) => (
          <Item key={i} item={item} ratio={ratio} sizes={sizes} />
        ))}
      </ul>
    </Section>
  );
}
