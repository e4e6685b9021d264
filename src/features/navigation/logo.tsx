import { Link } from 'react-router-dom';
import { BRAND_NAME, LOGO_SRC } from '../../config/constants';
import { t } from '../../i18n/zh-CN';
import { paths } from '../../engine/paths';

/** The brand logo linking to / (the header hides any open submenu on the navigation). */
export function Logo({ className, tone = 'dark', onNavigate }: { className?: string; tone?: keyof typeof LOGO_SRC; onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home()}
      className={className}
      aria-label={`${BRAND_NAME} ${t.home}`}
      onClick={onNavigate}
    >
      {/* The body's first element, found at once without a preload (React writes one unless told low), never ahead of the page's picture. */}
      <img src={LOGO_SRC[tone]} alt="" width={120} height={40} fetchPriority="low" />
    </Link>
  );
}
