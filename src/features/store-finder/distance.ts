import { t } from '../../i18n/zh-CN';
import { groupedDigits } from '../../lib/format';

/**
 * A store's distance for a visitor ('' when unknown or not a finite, non-negative number): metres to the
 * nearest 10 under 1 km, one decimal under 100 km, whole km with separators beyond.
 */
export function distanceText(km: number | null | undefined): string {
  if (km == null || !Number.isFinite(km) || km < 0) return '';
  if (km < 1) return t.storeFinder.metres(Math.max(10, Math.round(km * 100) * 10));
  return t.storeFinder.km(km < 100 ? groupedDigits(km, 1).replace(/\.0$/, '') : groupedDigits(km, 0));
}
