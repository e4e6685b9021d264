import type { LinkFinding } from '../../../src/engine/link-check';
import type { Issue } from '../findings';
import { preview } from '../checks/values';

/** What a visitor meets on a missing target, by what was missing. */
function consequence(finding: LinkFinding): string {
  if (finding.subject.startsWith('product ')) return 'visitors get 数据异常 or 商品已下架 instead of the product';
  if (finding.subject.startsWith('category ')) return 'visitors get an empty product list';
  if (finding.subject.startsWith('page config ')) return 'the link does nothing or shows an empty page';
  if (finding.subject.startsWith('news ')) return 'visitors get 资讯不存在或已下线';
  if (finding.subject.startsWith('short link ')) return 'visitors are sent to the home page';
  return 'visitors are sent to the home page';
}

/** A finding of the link stage as a finding of the report (the unchecked ones are problems, not content faults). */
export function linkIssue(finding: LinkFinding): Issue {
  const via = finding.via ? ` (the target of short link ${finding.via})` : '';
  const common = { path: finding.path, received: preview(finding.written) };
  if (finding.rule === 'name-differs' || finding.rule === 'price-differs') {
    return {
      ...common, severity: 'warning', rule: finding.rule, expected: `the product's own ${finding.subject.replace('the ', '')} ${JSON.stringify(finding.actual)}`,
      received: JSON.stringify(finding.shown),
      message: `the card shows ${finding.subject} ${JSON.stringify(finding.shown)}, the product it opens (${finding.target}${via}) has ${JSON.stringify(finding.actual)}: visitors see one and buy the other`,
    };
  }
  return {
    ...common, severity: 'error', rule: finding.rule, expected: `a link to a target that exists: ${finding.target}`,
    message: `dead link${via}: ${finding.subject} ${finding.rule === 'no-route' ? 'is no page of the site' : `is missing (${finding.detail})`}: ${consequence(finding)}`,
  };
}
