import { Navigate } from 'react-router-dom';
import { useState } from 'react';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { useFailureToast } from '../shared/content/use-failure-toast';
import type { Gifting } from './gifting-data';
import { giftingContacts } from './gifting-dealers';
import { GiftingHelpDialog } from './gifting-help-dialog';
import { GiftingCooperation, GiftingDealers, GiftingServices } from './gifting-sections';
import { GiftingTile } from './gifting-tile';
import { useSiteSettings } from '../shared/frame/frame-data';
import styles from './gifting.module.css';
import { paths } from '../../engine/paths';

function GiftingContent({ gifting }: { gifting: Gifting }) {
  const { main, tiles, services } = gifting;
  const contacts = giftingContacts(main, useSiteSettings() ?? null);
  const [help, setHelp] = useState<string | null>(null);
  const banner = main?.banner4FC || main?.banner4M;
  return (
    <article className={styles.page}>
      <div className={styles.banner}>
        {banner && (
          <CmsImage
            src={banner}
            alt=""
            width={1920}
            height={800}
            mobile={main?.banner4M ? { src: main.banner4M, width: 750, height: 1000 } : undefined}
            priority
          />
        )}
        <div className={styles.intro}>
          <h1 className={styles.title}>{main?.title || t.pages.gifting}</h1>
          {main?.desc && <p className={styles.desc}>{main.desc}</p>}
        </div>
      </div>
      {tiles.length > 0 && (
        <div className={styles.tiles}>
          {tiles.map((tile, i) => (
            <GiftingTile key={i} tile={tile} onHelp={setHelp} />
          ))}
        </div>
      )}
      <GiftingServices title={services.title} list={services.list} />
      <GiftingCooperation title={main?.title4Cooperation ?? ''} banner={main?.banner4Dealer ?? ''} contacts={contacts} />
      <GiftingDealers title={main?.title4Dealer ?? ''} names={main?.name4Dealer ?? ''} />
      <GiftingHelpDialog title={help} phones={contacts.filter((c) => c.kind !== 'email')} onClose={() => setHelp(null)} />
    </article>
  );
}

/**
 * /gifting: banner, title and description, the tiles, services, dealer cooperation and dealer names; breadcrumb
 * 企业礼赠 (the route adds 企业礼赠 to the document title). Empty or failed content replaces the location with /;
 * a failed request toasts its message first.
 */
export function GiftingPage({ loaded }: { loaded: Loaded<Gifting> }) {
  useFailureToast(loaded);
  // Content with nothing to show went home in the loader; a failed request goes after its toast.
  if (loaded.status !== 'ok') return <Navigate to={paths.home()} replace />;
  return <GiftingContent gifting={loaded.data} />;
}
