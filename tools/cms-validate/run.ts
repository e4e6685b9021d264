import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { faultyExamplesDir, fixtureSetDir } from '../../fixtures/set';
import { checkOutcomeLinks, type LinkBackend, type LinkGroup } from './links/link-stage';
import type { CheckOptions } from './args';
import { clip, type Problem, type Report } from './findings';
import { createProgress } from './progress';
import { render } from './reporters/render';
import { baseUrlOf, FatalError, readSettings, requireSettings } from './settings';
import { checkFiles, checkFixtureSet } from './sources/files';
import { checkLive } from './sources/live';
import type { Outcome } from './sources/outcome';
import { liveTargets, wantsLive, wantsScreens } from './sources/targets';
import { readBuildSettings } from './env-files';
import { setImageHosts } from './checks/hostile';

/** Where a run reads settings and writes its report. */
export interface RunContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/** A set name (fixtures/recorded/NAME), '' for the bundled set, or a folder path. */
function setDirOf(set: string, cwd: string): string {
  const dir = /[/\\]/.test(set) || set.startsWith('.') ? resolve(cwd, set) : fixtureSetDir(set);
  if (!existsSync(dir)) throw new FatalError(`No fixture set at ${dir}`);
  return dir;
}

/** Colour when stdout is a terminal, unless NO_COLOR; FORCE_COLOR forces it (https://no-color.org). */
function wantsColor(ctx: RunContext): boolean {
  if (ctx.env.FORCE_COLOR !== undefined && ctx.env.FORCE_COLOR !== '0') return true;
  return ctx.stdout.isTTY === true && !ctx.env.NO_COLOR;
}

function toReport(outcomes: readonly Outcome[], level: CheckOptions['level'], linkProblems: readonly Problem[]): Report {
  const all = outcomes.flatMap((o) => o.findings);
  const findings = all.filter((f) => level === 'warning' || f.severity === 'error');
  return {
    sources: outcomes.map((o) => o.source),
    findings,
    problems: [...outcomes.flatMap((o) => (o.problem ? [o.problem] : [])), ...linkProblems].map((p) => ({ ...p, message: clip(p.message) })),
    hiddenWarnings: all.length - findings.length,
  };
}

/** Runs a check and writes its report; answers the exit code (0 clean, 1 content errors, 2 problems). */
export async function runCheck(options: CheckOptions, ctx: RunContext): Promise<number> {
  const settings = readSettings(readBuildSettings(ctx.cwd, ctx.env));
  // Without the site's own origin the validator cannot tell which absolute image hosts the site would refuse.
  setImageHosts(settings.siteBase ? [settings.siteBase, settings.apiBase, settings.imageBase, options.baseUrl ?? ''] : undefined);
  // Files are exported from the backend the site uses: their links are asked of it, or of the bundled fixtures when the site runs on its own origin.
  const fileBackend: LinkBackend = options.baseUrl ?? settings.apiBase ? { baseUrl: baseUrlOf(options.baseUrl, settings) } : { setDir: fixtureSetDir('') };
  const groups: LinkGroup[] = [
    { outcomes: checkFiles(options.file, settings, ctx.cwd), backend: fileBackend },
    ...options.fixtures.map((set): LinkGroup => {
      const setDir = setDirOf(set, ctx.cwd);
      // The faulty examples are served beside the bundled set, not as a set: their links are asked of the bundled one.
      return { outcomes: checkFixtureSet(setDir, settings, ctx.cwd), backend: { setDir: setDir === faultyExamplesDir ? fixtureSetDir('') : setDir } };
    }),
  ];
  if (wantsLive(options)) {
    requireSettings(settings, wantsScreens(options));
    const baseUrl = baseUrlOf(options.baseUrl, settings);
    const progress = createProgress(ctx.stderr);
    try {
      groups.push({ outcomes: await checkLive(liveTargets(options, settings), { baseUrl, settings, network: options.network, onProgress: progress.update }), backend: { baseUrl } });
    } finally {
      progress.clear();
    }
  }
  let outcomes: Outcome[] = groups.flatMap((group) => group.outcomes);
  let linkProblems: Problem[] = [];
  if (options.links) {
    const progress = createProgress(ctx.stderr, 'checking link targets');
    try {
      ({ outcomes, problems: linkProblems } = await checkOutcomeLinks(groups, { settings, network: options.network, maxTargets: options.maxLinkTargets, onProgress: progress.update }));
    } finally {
      progress.clear();
    }
  }
  const report = toReport(outcomes, options.level, linkProblems);
  ctx.stdout.write(render(report, options.format, wantsColor(ctx)));
  if (report.problems.length) return 2;
  return report.findings.some((f) => f.severity === 'error') ? 1 : 0;
}
