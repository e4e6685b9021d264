import { sameSource, type Finding, type Report, type Source } from '../findings';

/** Counts of a report. */
export interface Summary {
  sources: number;
  /** Sources with no finding and no problem. */
  clean: number;
  errors: number;
  warnings: number;
  problems: number;
  /** Warnings left out by `--level error`. */
  hiddenWarnings: number;
}

/** Counts the findings and problems of a report. */
export function summarise(report: Report): Summary {
  const dirty = (source: Source) => report.findings.some((f) => sameSource(f.source, source)) || report.problems.some((p) => p.source && sameSource(p.source, source));
  return {
    sources: report.sources.length,
    clean: report.sources.filter((s) => !dirty(s)).length,
    errors: report.findings.filter((f) => f.severity === 'error').length,
    warnings: report.findings.filter((f) => f.severity === 'warning').length,
    problems: report.problems.length,
    hiddenWarnings: report.hiddenWarnings,
  };
}

/** `1 error`, `2 errors` */
export const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `2 errors, 1 warning, 1 problem in 41 sources (38 clean)` */
export function summaryLine(summary: Summary): string {
  const parts = [count(summary.errors, 'error')];
  if (!summary.hiddenWarnings) parts.push(count(summary.warnings, 'warning'));
  if (summary.problems) parts.push(count(summary.problems, 'problem'));
  const hidden = summary.hiddenWarnings ? `; ${count(summary.hiddenWarnings, 'warning')} hidden by --level error` : '';
  return `${parts.join(', ')} in ${count(summary.sources, 'source')} (${summary.clean} clean${hidden})`;
}

/** The findings of one source, in report order. */
export const findingsOf = (report: Report, source: Source): Finding[] => report.findings.filter((f) => sameSource(f.source, source));
