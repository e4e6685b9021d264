/** A point on the map. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The maps service's IP location endpoint (JSONP). */
export const IP_LOCATION_URL = 'https://apis.map.qq.com/ws/location/v1/ip';
const TIMEOUT_MS = 8000;
let sequence = 0;

interface IpLocationAnswer {
  status?: number;
  message?: string;
  result?: { location?: { lat?: unknown; lng?: unknown } };
}

/**
 * The visitor's approximate location from their IP through the maps service (JSONP with the key): rejects on
 * a service error, a script error or after 8 s. Only called when a map key is configured.
 */
export function locateByIp(key: string): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    const callback = `__meridianIpLocation${++sequence}`;
    const script = document.createElement('script');
    const globals = window as unknown as Record<string, unknown>;
    const done = () => {
      window.clearTimeout(timer);
      delete globals[callback];
      script.remove();
    };
    const timer = window.setTimeout(() => {
      done();
      reject(new Error('IP location timed out'));
    }, TIMEOUT_MS);
    globals[callback] = (answer: IpLocationAnswer) => {
      done();
      const { lat, lng } = answer.result?.location ?? {};
      if (answer.status === 0 && typeof lat === 'number' && typeof lng === 'number') resolve({ lat, lng });
      else reject(new Error(`IP location failed: ${answer.message ?? `status ${String(answer.status)}`}`));
    };
    script.onerror = () => {
      done();
      reject(new Error('IP location script failed to load'));
    };
    const params = new URLSearchParams({ key, output: 'jsonp', callback });
    script.src = `${IP_LOCATION_URL}?${params.toString()}`;
    document.head.append(script);
  });
}
