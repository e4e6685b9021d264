import { describeSource, type Finding, type Report } from '../findings';
import { findingsOf, summarise, summaryLine } from './summary';

/** ANSI styles, or none when the output is not a colour terminal. */
function palette(color: boolean) {
  const style = (open: number, close: number) => (text: string) => (color ? `\u001b[${open}m${text}\u001b[${close}m` : text);
  return { red: style(31, 39), yellow: style(33, 39), green: style(32, 39), dim: style(2, 22), bold: style(1, 22) };
}

function block(finding: Finding): string {
  if (finding.index === undefined) return '';
  return `  block ${finding.index}${finding.modelName ? ` ${finding.modelName}` : ''}`;
}

/** The report for a person: findings grouped by source, then problems, then the summary line. */
export function formatHuman(report: Report, color: boolean): string {
  const c = palette(color);
  const lines: string[] = [];
  for (const source of report.sources) {
    const findings = findingsOf(report, source);
    if (!findings.length) continue;
    lines.push(c.bold(describeSource(source)));
    for (const f of findings) {
      const label = f.severity === 'error' ? c.red('error  ') : c.yellow('warning');
      const where = block(f);
      lines.push(`  ${label}  ${f.readablePath}${where ? c.dim(where) : ''}`);
      lines.push(`           ${f.message}`);
      lines.push(`           expected ${f.expected}, received ${f.received}  ${c.dim(f.pointer || '/')}`);
    }
    lines.push('');
  }
  for (const problem of report.problems) {
    const where = problem.source ? `${describeSource(problem.source)}: ` : '';
    lines.push(`${c.red('problem')}  ${where}${problem.message}`);
  }
  if (report.problems.length) lines.push('');
  const summary = summarise(report);
  const ok = summary.errors === 0 && summary.problems === 0;
  lines.push(`${ok ? c.green('✔') : c.red('✖')} ${summaryLine(summary)}`);
  return `${lines.join('\n')}\n`;
}

