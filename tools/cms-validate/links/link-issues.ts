import { questionId, type LinkFinding, type TargetQuestion } from '../../../src/engine/link-check';
import type { Issue } from '../findings';
import { preview } from '../checks/values';

const NAMES: Record<TargetQuestion['kind'], string> = { product: 'product', category: 'category', pageConfig: 'page config', news: 'news article', shortLink: 'short link' };

/** What a visitor meets when a target of this kind is missing. */
const CONSEQUENCES: Record<TargetQuestion['kind'], string> = {
  product: 'visitors get 数据异常 or 商品已下架 instead of the product',
  category: 'visitors get an empty product list',
  pageConfig: 'the link does nothing or opens an empty page',
  news: 'visitors get 资讯不存在或已下线',
  shortLink: 'visitors are sent to the home page',
};

/** `product 3001` */
export const describeQuestion = (question: TargetQuestion) => `${NAMES[question.kind]} ${questionId(question)}`;

/** A finding of the link stage as a finding of the report (the unchecked ones become problems in link-stage.ts). */
export function linkIssue(finding: LinkFinding): Issue {
  const via = finding.via ? ` (the target of short link ${finding.via})` : '';
  if (finding.rule === 'name-differs' || finding.rule === 'price-differs') {
    const what = finding.rule === 'name-differs' ? 'name' : 'price';
    return {
      severity: 'warning', rule: finding.rule, path: finding.path,
      expected: `the product's own ${what} ${JSON.stringify(finding.actual)}`, received: JSON.stringify(finding.shown),
      message: `the card shows the ${what} ${JSON.stringify(finding.shown)}, the product it opens (${finding.target}${via}) has ${JSON.stringify(finding.actual)}: visitors see one and buy the other`,
    };
  }
  const why = finding.question
    ? `${describeQuestion(finding.question)} is missing (${finding.detail}): ${CONSEQUENCES[finding.question.kind]}`
    : `no page of the site has the path ${finding.target}: visitors are sent to the home page`;
  return {
    severity: 'error', rule: finding.rule, path: finding.path,
    expected: `a link to a target that exists: ${finding.target}`, received: preview(finding.written),
    message: `dead link${via}: ${why}`,
  };
}
