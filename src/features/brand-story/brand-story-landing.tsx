import type { BrandStoryCard } from '../../../schemas/cms/brand-story';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { useFailureToast } from '../shared/content/use-failure-toast';
import { ContentEmpty, ContentFailed } from '../shared/content/cms-content';
import type { BrandStory } from './brand-story-data';
import styles from './brand-story.module.css';

/** Card box of channel RC (676x528). */
const CARD_BOX = { width: 676, height: 528 };

/** The layout class of the card grid: one per count up to three; four or more share one. */
export const cardLayout = (count: number): string => (count >= 4 ? 'cardsMany' : `cards${Math.max(count, 1)}`);

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

function Card({ card }: { card: BrandStoryCard }) {
  return (
    <li className={styles.card}>
      <CmsLink link={card.linkUrl} className={styles.cardLink}>
        {card.image && <CmsImage className={styles.cardMedia} src={card.image} alt="" {...CARD_BOX} sizes="(min-width: 1024px) 33vw, 100vw" />}
        <div className={styles.cardBody}>
          <h2 className={styles.cardTitle}>{card.mainTitle}</h2>
          {lines(card.subTitle).map((line, i) => (
            <span key={i} className={styles.cardLine}>{line}</span>
          ))}
          {card.linkName && <span className={styles.cardMore}>{card.linkName}</span>}
        </div>
      </CmsLink>
    </li>
  );
}

function Landing({ story }: { story: BrandStory }) {
  const { banner, cards } = story;
  return (
    <article className={styles.landing}>
      <div className={styles.banner}>
        {banner?.image && (
          <CmsImage
            className={styles.bannerMedia}
            src={banner.image}
            alt=""
            width={1920}
            height={720}
            mobile={{ src: banner.image, width: 780, height: 585 }}
            priority
          />
        )}
        <div className={styles.bannerText}>
          <h1 className={styles.bannerTitle}>{banner?.mainTitle ?? t.pages.brandStory}</h1>
          {banner && lines(banner.subTitle).map((line, i) => <p key={i} className={styles.bannerLine}>{line}</p>)}
        </div>
      </div>
      {cards.length > 0 && (
        <ul className={`${styles.cards} ${styles[cardLayout(cards.length)] ?? ''}`} data-count={cards.length}>
          {cards.map((card, i) => (
            <Card key={i} card={card} />
          ))}
        </ul>
      )}
    </article>
  );
}

/** /brand-story: banner, main title and subtitle, then the cards, each leading to its page. */
export function BrandStoryLanding({ loaded }: { loaded: Loaded<BrandStory> }) {
  useFailureToast(loaded);
  if (loaded.status === 'ok') return <Landing story={loaded.data} />;
  return loaded.status === 'failed' ? <ContentFailed message={loaded.message} /> : <ContentEmpty />;
}
