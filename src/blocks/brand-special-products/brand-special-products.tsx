import { t } from '../../i18n/zh-CN';
import { Carousel } from '../../ui/carousel';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { ProductCard } from '../../ui/product-card';
import { Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './brand-special-products.module.css';

/** brandSpecialProducts: a wide banner over a carousel of featured product cards. */
export function BrandSpecialProducts({ content }: BlockComponentProps<'brandSpecialProducts'>) {
  const { banner } = content;
  const slides = content.list.map((product) => <ProductCard key={product.spuId} product={product} sizes="(min-width: 1200px) 25vw, (min-width: 768px) 40vw, 78vw" />);
  const bannerText = (banner.title || banner.subTitle) && (
    <div className={styles.bannerText} style={{ color: banner.textColor }}>
      {banner.title && <h3 className={styles.bannerTitle}>{banner.title}</h3>}
      {banner.subTitle && <p className={styles.bannerSubTitle}>{banner.subTitle}</p>}
    </div>
  );
  return (
    <Section title={content.title} label={t.blocks.products}>
      <CmsLink link={banner.link} className={banner.mobilePic ? `${styles.banner} ${styles.portrait}` : styles.banner}>
        <CmsImage
          src={banner.pic}
          alt={banner.alt || banner.title}
          width={1672}
          height={1040}
          mobile={banner.mobilePic ? { src: banner.mobilePic, width: 750, height: 1000 } : undefined}
          sizes="(min-width: 1440px) 1312px, 100vw"
        />
        {bannerText}
      </CmsLink>
      <Carousel
        className={styles.carousel}
        // Named apart from its section (landmark-unique): a screen reader lists both regions.
        label={t.pageA11y.productsOf(content.title || t.blocks.products)}
        slides={slides}
        perView={{ base: 1.3, md: 2.5, lg: 4 }}
        gap={20}
      />
    </Section>
  );
}
