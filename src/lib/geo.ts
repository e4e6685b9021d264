/**
 * Whether a longitude/latitude pair is usable: finite numbers, longitude in -180..180, latitude in -90..90,
 * and neither exactly zero (the services answer 0 for "unknown").
 */
export function isValidCoordinate(lng: unknown, lat: unknown): boolean {
  if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) return false;
  return lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90 && lng !== 0 && lat !== 0;
}
