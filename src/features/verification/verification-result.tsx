import type { Verification, VerifiedProduct } from '../../../schemas/api/verification';
import { VERIFY_STATUS } from '../../../schemas/api/verify-status';
import { t } from '../../i18n/zh-CN';
import { formatDate } from '../../lib/format';
import { CmsImage } from '../../ui/cms-image';
import styles from './verification.module.css';

const v = t.verification;

/** A first-check time as 'yyyy-MM-dd HH:mm:ss' ('' when missing or unreadable). */
function checkedAt(time: Verification['firstQueryTime']): string {
  if (time == null || time === '') return '';
  return formatDate(typeof time === 'string' ? time.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2') : time, 'yyyy-MM-dd HH:mm:ss');
}

function ProductFacts({ product }: { product: VerifiedProduct }) {
  return (
    <section className={styles.product} aria-label={v.product}>
      {product.imageUrl && <CmsImage className={styles.productImage} src={product.imageUrl} alt={product.productName} width={240} height={240} sizes="120px" padded />}
      <dl className={styles.facts}>
        {product.seriesName && <div><dt>{v.series}</dt><dd>{product.seriesName}</dd></div>}
        <div><dt>{v.productName}</dt><dd>{product.productName}</dd></div>
        {product.skuCode && <div><dt>{v.sku}</dt><dd>{product.skuCode}</dd></div>}
        {product.productionDate && <div><dt>{v.productionDate}</dt><dd>{product.productionDate}</dd></div>}
      </dl>
    </section>
  );
}

/** The title, message and tone of each status. */
function wording(result: Verification): { tone: 'good' | 'warn' | 'bad'; title: string; message: string } {
  switch (result.queryStatus) {
    case VERIFY_STATUS.genuine:
      return { tone: 'good', title: v.genuineTitle, message: v.genuineMessage };
    case VERIFY_STATUS.checkedBefore: {
      const time = checkedAt(result.firstQueryTime);
      const count = result.queryCount ?? 0;
      return { tone: 'warn', title: v.checkedTitle, message: time ? v.checkedMessage(time, count) : v.checkedMessageNoTime(count) };
    }
    case VERIFY_STATUS.unknown:
      return { tone: 'bad', title: v.unknownTitle, message: v.unknownMessage };
    case VERIFY_STATUS.tooMany:
      return { tone: 'bad', title: v.tooManyTitle, message: v.tooManyMessage };
  }
}

/** What the query found for `code`: genuine (with the product), checked before (first time, count), unknown, or too many attempts. */
export function VerificationResult({ result, code }: { result: Verification; code: string }) {
  const { tone, title, message } = wording(result);
  const genuine = result.queryStatus === VERIFY_STATUS.genuine || result.queryStatus === VERIFY_STATUS.checkedBefore;
  return (
    <div className={`${styles.result} ${styles[tone]}`}>
      <p className={styles.code}>{v.queriedCode(code)}</p>
      <h2 className={styles.resultTitle}>{title}</h2>
      <p className={styles.resultMessage}>{message}</p>
      {genuine && result.product && <ProductFacts product={result.product} />}
    </div>
  );
}
