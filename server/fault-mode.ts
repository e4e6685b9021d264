/**
 * QA's fault scenarios, given to createSiteApp only when the server runs the bundled fixtures (server/fixture-mode.ts
 * makes it): the production modules know the header by this hook alone, never by the fixtures' code.
 */
export interface FaultMode {
  /** The request header that names the faults: forwarded to the backend with the browser's API calls. */
  header: string;
  /** Runs a render (a page, a captcha picture) whose backend calls carry `faults`, none of them kept. */
  withFaults<T>(faults: string, render: () => Promise<T>): Promise<T>;
}

/** The faults a request asks for, when the server takes faults at all. */
export function requestedFaults(mode: FaultMode | undefined, headers: Record<string, string | string[] | undefined>): string | undefined {
  const faults = mode && headers[mode.header];
  return typeof faults === 'string' ? faults : undefined;
}

/** Runs `render` under the request's `faults` when it asks for any (a render of its own, kept nowhere), else as it is. */
export const underFaults = <T>(mode: FaultMode | undefined, faults: string | undefined, render: () => Promise<T>): Promise<T> =>
  mode && faults !== undefined ? mode.withFaults(faults, render) : render();
