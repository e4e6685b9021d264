import type { Finding, Problem, Report } from '../findings';
import { summarise } from './summary';

/** A finding as JSON consumers get it: path both readable and as a JSON Pointer, plus the raw segments. */
function findingJson(f: Finding) {
  return {
    source: f.source,
    severity: f.severity,
    rule: f.rule,
    ...(f.index !== undefined ? { index: f.index } : {}),
    ...(f.modelName !== undefined ? { modelName: f.modelName } : {}),
    path: f.readablePath,
    pointer: f.pointer,
    segments: f.path,
    expected: f.expected,
    received: f.received,
    message: f.message,
  };
}

const problemJson = (p: Problem) => ({ ...(p.source ? { source: p.source } : {}), message: p.message });

/** One JSON document: summary, findings, problems, sources. */
export function formatJson(report: Report): string {
  const document = {
    tool: 'cms-validate',
    summary: summarise(report),
    findings: report.findings.map(findingJson),
    problems: report.problems.map(problemJson),
    sources: report.sources,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** One JSON object per line: each finding, each problem, then the summary. */
export function formatNdjson(report: Report): string {
  const lines = [
    ...report.findings.map((f) => ({ type: 'finding', ...findingJson(f) })),
    ...report.problems.map((p) => ({ type: 'problem', ...problemJson(p) })),
    { type: 'summary', ...summarise(report) },
  ];
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}
