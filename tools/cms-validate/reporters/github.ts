import { describeSource, type Report } from '../findings';
import { summarise, summaryLine } from './summary';

// GitHub Actions workflow commands: https://docs.github.com/actions/reference/workflow-commands-for-github-actions
const data = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const property = (text: string) => data(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** One `::error` / `::warning` annotation per finding and problem, then the summary line. */
export function formatGithub(report: Report): string {
  const lines = report.findings.map((f) => {
    const file = f.source.kind === 'file' ? `file=${property(f.source.id)},` : '';
    const title = property(`${describeSource(f.source)} ${f.readablePath}`);
    return `::${f.severity} ${file}title=${title}::${data(`${f.message} (expected ${f.expected}, received ${f.received}; ${f.pointer || '/'})`)}`;
  });
  for (const p of report.problems) lines.push(`::error title=${property(p.source ? describeSource(p.source) : 'cms-validate')}::${data(p.message)}`);
  lines.push(summaryLine(summarise(report)));
  return `${lines.join('\n')}\n`;
}
