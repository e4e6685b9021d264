import type { HeroSlide } from '../../../schemas/cms/hero';
import { t } from '../../i18n/zh-CN';
import { Carousel } from '../../ui/carousel';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import type { BlockComponentProps } from '../block-types';
import { useFirstOnPage } from '../opens-page';
import styles from './hero.module.css';

function Slide({ slide, priority }: { slide: HeroSlide; priority: boolean }) {
  const hasText = Boolean(slide.title || slide.subTitle || slide.buttonName);
  const picture = (
    <CmsImage
      className={styles.picture}
      src={slide.pic}
      alt={slide.alt || slide.title}
      width={1920}
      height={800}
      mobile={slide.mobilePic ? { src: slide.mobilePic, width: 750, height: 1000 } : undefined}
      priority={priority}
    />
  );
  return (
    <div className={styles.slide} style={slide.textColor ? { color: slide.textColor } : undefined}>
      {/* Without a button the whole picture is the link; with one, the button is (one link per slide). */}
      {slide.link && !slide.buttonName ? (
        <CmsLink link={slide.link} aria-label={slide.title || slide.alt || undefined}>
          {picture}
        </CmsLink>
      ) : (
        picture
      )}
      {hasText && (
        <div className={styles.text}>
          {slide.title && <h2 className={styles.title}>{slide.title}</h2>}
          {slide.subTitle && <p className={styles.subTitle}>{slide.subTitle}</p>}
          {slide.buttonName && (
            <CmsLink link={slide.link} variant="button" className={styles.button}>
              {slide.buttonName}
            </CmsLink>
          )}
        </div>
      )}
    </div>
  );
}

/** hero: the full-width page-top carousel, art-directed for phones, autoplaying with a pause control. */
export function Hero({ content, index }: BlockComponentProps<'hero'>) {
  const first = useFirstOnPage(index);
  const slides = content.slides.map((slide, i) => <Slide key={i} slide={slide} priority={first && i === 0} />);
  if (slides.length === 1) return <section className={styles.hero} aria-label={content.slides[0]?.title || t.blocks.hero}>{slides}</section>;
  return <Carousel className={styles.hero} label={t.blocks.hero} slides={slides} autoplayMs={content.interval} loop controls="overlay" />;
}
