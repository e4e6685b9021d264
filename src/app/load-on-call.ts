/**
 * A function whose code is fetched on its first call: a route's loader or action, whose API client, schemas and zod
 * no server-rendered page runs while it hydrates, so the page's own code goes without them (docs/performance.md).
 */
export function loadOnCall<F extends (...args: never[]) => unknown>(load: () => Promise<F>) {
  return async (...args: Parameters<F>): Promise<Awaited<ReturnType<F>>> => {
    const run = await load();
    return (await run(...args)) as Awaited<ReturnType<F>>;
  };
}
