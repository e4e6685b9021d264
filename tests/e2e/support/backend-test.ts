import { test as consoleTest } from '../console';
import { startFixtureBackend, type FixtureBackend } from './fixture-backend';
import { startSiteProcess } from './site-process';

// A page's data on arrival is fetched by the render server, where page.route cannot reach it: tests that rewrite or
// watch those answers open `${site}/path` on a render server of their worker, whose backend is `backend`.

/** The first port of the workers' render servers (one each, by worker index). */
const PORT_BASE = Number(process.env.E2E_BACKEND_PORT_BASE ?? 4600);
/** The workers' render servers take an editor's publish (POST /__revalidate) with this token. */
const REVALIDATE_TOKEN = 'e2e-publish';

/** Publishes on the render server at `origin`: it forgets the backend answers it keeps between renders (the frame's content). */
async function publish(origin: string): Promise<void> {
  const answer = await fetch(`${origin}/__revalidate`, { method: 'POST', headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ paths: ['/'] }) });
  if (!answer.ok) throw new Error(`the render server took no publish: ${answer.status} ${await answer.text()}`);
}

export const test = consoleTest.extend<{ backend: FixtureBackend; site: string }, { workerBackend: FixtureBackend; workerSite: string }>({
  workerBackend: [
    // Playwright reads the fixtures a fixture needs from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const backend = await startFixtureBackend();
      await use(backend);
      await backend.close();
    },
    { scope: 'worker' },
  ],
  workerSite: [
    async ({ workerBackend }, use, workerInfo) => {
      // This backend rewrites answers in the test's own process (hostile content into every field takes seconds on a
      // busy runner): its calls get most of the render's 10 s, not a production backend's 4.
      const site = await startSiteProcess(PORT_BASE + workerInfo.parallelIndex, workerBackend.url, { BACKEND_TIMEOUT_MS: '9000', REVALIDATE_TOKEN });
      try {
        await use(site.origin);
      } finally {
        await site.stop();
      }
    },
    // Starting the server loads the whole render bundle: on a busy 2-core machine, seconds.
    { scope: 'worker', timeout: 60_000 },
  ],
  // Tests of a worker run one after another: each starts on the plain fixtures.
  backend: async ({ workerBackend }, use) => {
    try {
      await use(workerBackend);
    } finally {
      workerBackend.reset();
    }
  },
  site: async ({ workerSite, workerBackend, context }, use) => {
    // The last test rewrote the backend's answers: this one starts as after an editor's publish of the plain content.
    await publish(workerSite);
    // The demo's pictures are root-relative and live on the fixture backend; the render server serves them only on its
    // bundled fixtures, so they come from the backend here, as a storage host's would (nginx.spec proxies them alike).
    await context.route(`${workerSite}/fixture-images/**`, (route) => {
      const { pathname, search } = new URL(route.request().url());
      return route.continue({ url: `${workerBackend.url}${pathname}${search}` });
    });
    await use(workerSite);
  },
});
export { expect, type Page } from '../console';
