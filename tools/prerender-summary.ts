/** A page the export did not write, and why: its data (a redirect, a status other than 200) or its render failed. */
export interface LeftPage {
  path: string;
  cause: 'data' | 'render';
  reason: string;
}

/** What a run says about the pages it left to the client, and its exit code. */
export interface LeftSummary {
  stdout: string;
  stderr: string;
  exitCode: number;
}

const list = (title: string, pages: readonly LeftPage[]) =>
  pages.length > 0 ? `${title} (${pages.length}):\n${pages.map((p) => `  ${p.path}: ${p.reason}`).join('\n')}\n` : '';

/**
 * Pages whose data was not there (a failed call, an unknown id) are listed, as the client shows its own state for
 * them; a page that could not render (too deep, a component that threw) is named on stderr and fails the run:
 * re-running will not fix it, the content or the code must change.
 */
export function summariseLeft(left: readonly LeftPage[], written: number): LeftSummary {
  const failed = left.filter((p) => p.cause === 'render');
  return {
    stdout: list('Left to the client', left.filter((p) => p.cause === 'data')),
    stderr: list('Could not render, left to the client', failed),
    exitCode: written === 0 || failed.length > 0 ? 1 : 0,
  };
}
