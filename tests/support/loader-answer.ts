/** What a route loader answered, as the server answers it: a status, headers and the page's value, or the redirect it threw. */
export interface LoaderAnswer<T> {
  status: number;
  headers: Headers;
  value?: T;
  location?: string | null;
}

const isData = (result: unknown): result is { data: unknown; init: ResponseInit | null } =>
  typeof result === 'object' && result !== null && (result as { type?: unknown }).type === 'DataWithResponseInit';

/** Runs a loader call to its answer: the value of `data()` with its status and headers, a plain value (200), or a thrown redirect. */
export async function loaderAnswer<T>(call: Promise<T>): Promise<LoaderAnswer<T extends { data: infer D; init: unknown } ? D : T>> {
  try {
    const result = await call;
    if (!isData(result)) return { status: 200, headers: new Headers(), value: result as never };
    const headers = new Headers(result.init?.headers);
    return { status: result.init?.status ?? 200, headers, value: result.data as never, location: headers.get('location') };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { status: error.status, headers: error.headers, location: error.headers.get('location') };
  }
}
