import { questionId, type LinkFinding } from '../../engine/link-check';
import { formatPath } from '../../../schemas/issue-format';
import { t } from '../../i18n/zh-CN';
import { ErrorDetail } from './error-detail';
import styles from './preview.module.css';

const { links } = t.preview;

/** What is wrong with a link, for an editor. */
function sayFinding(finding: LinkFinding): string {
  const via = finding.via ? links.via(finding.via) : '';
  switch (finding.rule) {
    case 'no-route':
      return links.noRoute(finding.target);
    case 'dead-link':
      return `${finding.question ? links.dead(`${links.targets[finding.question.kind]} ${questionId(finding.question)}`) : links.noRoute(finding.target)}${via}`;
    case 'name-differs':
      return `${links.nameDiffers(finding.shown ?? '', finding.actual ?? '')}${via}`;
    case 'price-differs':
      return `${links.priceDiffers(finding.shown ?? '', finding.actual ?? '')}${via}`;
    case 'target-unchecked':
      return links.unchecked(finding.target);
  }
}

const writtenText = (written: unknown) => (typeof written === 'string' ? written : JSON.stringify(written));

/** The link findings of one block, beside it: what is wrong, where (JSON path), the link as written and its target. */
export function LinkNotes({ index, findings }: { index: number; findings: readonly LinkFinding[] }) {
  return (
    <aside className={styles.linkNotes} aria-label={links.title(findings.length)} data-link-notes={index}>
      <h3 className={styles.linkNotesTitle}>{links.title(findings.length)}</h3>
      <ul className={styles.linkList}>
        {findings.map((finding, i) => (
          <li key={i} className={finding.severity === 'error' ? styles.linkError : styles.linkWarning}>
            <p>{sayFinding(finding)}</p>
            <dl className={styles.issueBody}>
              <dt>{t.preview.path}</dt>
              <dd><code className={styles.path}>{formatPath(finding.path) || '—'}</code></dd>
              <dt>{links.written}</dt>
              <dd><code className={styles.path}>{writtenText(finding.written)}</code></dd>
              <dt>{links.target}</dt>
              <dd><code className={styles.path}>{finding.target}</code></dd>
            </dl>
            {finding.rule === 'dead-link' || finding.rule === 'target-unchecked' ? <ErrorDetail detail={finding.detail} /> : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
