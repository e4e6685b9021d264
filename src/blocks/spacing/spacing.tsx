import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '../block-types';
import styles from './spacing.module.css';

/** spacing: vertical room between blocks, its own height on phones, optionally coloured. */
export function Spacing({ content }: BlockComponentProps<'spacing'>) {
  const style = {
    '--height': `${content.height}px`,
    '--mobile-height': `${content.mobileHeight ?? content.height}px`,
    background: content.backgroundColor,
  } as CSSProperties;
  return <div className={styles.spacing} style={style} aria-hidden="true" />;
}
