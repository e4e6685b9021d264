import { describeSource, sameSource, type Report } from '../findings';
import { findingsOf, summarise } from './summary';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// XML 1.0 has no place for control characters other than tab, newline and carriage return, even escaped.
const allowedInXml = (ch: string) => ch.charCodeAt(0) >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r';
const escape = (text: string) => [...text].filter(allowedInXml).map((ch) => ENTITIES[ch] ?? ch).join('');

/**
 * JUnit XML: a testsuite per source, a testcase per finding (errors fail, warnings pass with their text in
 * system-out), one passing testcase for a clean source, and an errored testcase for a problem.
 */
export function formatJunit(report: Report): string {
  const summary = summarise(report);
  const suites = report.sources.map((source) => {
    const name = escape(describeSource(source));
    const findings = findingsOf(report, source);
    const problems = report.problems.filter((p) => p.source && sameSource(p.source, source));
    const cases = [
      ...findings.map((f) => {
        const text = escape(`${f.message}\nexpected ${f.expected}, received ${f.received}\n${f.pointer || '/'}`);
        const body = f.severity === 'error'
          ? `<failure type="${f.rule}" message="${escape(f.message)}">${text}</failure>`
          : `<system-out>warning ${f.rule}: ${text}</system-out>`;
        return `    <testcase classname="${name}" name="${escape(f.readablePath)}">${body}</testcase>`;
      }),
      ...problems.map((p) => `    <testcase classname="${name}" name="fetch"><error message="${escape(p.message)}"/></testcase>`),
    ];
    if (!cases.length) cases.push(`    <testcase classname="${name}" name="clean"/>`);
    const failures = findings.filter((f) => f.severity === 'error').length;
    return `  <testsuite name="${name}" tests="${cases.length}" failures="${failures}" errors="${problems.length}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const orphans = report.problems.filter((p) => !p.source).map((p) => `  <testsuite name="cms-validate" tests="1" failures="0" errors="1">\n    <testcase classname="cms-validate" name="run"><error message="${escape(p.message)}"/></testcase>\n  </testsuite>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="cms-validate" tests="${summary.errors + summary.warnings + summary.problems + summary.clean}" failures="${summary.errors}" errors="${summary.problems}">`,
    ...suites,
    ...orphans,
    '</testsuites>',
    '',
  ].join('\n');
}
