import type { SiteSettings } from '../../../schemas/cms/site-settings';
import { t } from '../../i18n/zh-CN';
import { PhoneNumber } from '../../ui/phone-number';
import styles from './product-page.module.css';

/**
 * The customer help block: its title and the telephone line; the buy variant adds the dealer mobile line and
 * the customer-service e-mail line. Every line comes from the site settings and shows only when it has a value.
 */
export function CustomerHelp({ settings, variant }: { settings: SiteSettings | undefined; variant: 'page' | 'buy' }) {
  const all = [
    { label: settings?.label4Tel, value: settings?.desc4Tel, kind: 'tel' },
    ...(variant === 'buy'
      ? [
          { label: settings?.label4Phone, value: settings?.desc4Phone, kind: 'tel' },
          { label: settings?.label4Email, value: settings?.desc4Email, kind: 'email' },
        ]
      : []),
  ];
  const lines = all.filter((line): line is { label: string | undefined; value: string; kind: 'tel' | 'email' } => Boolean(line.value));
  return (
    <section className={styles.help} aria-label={t.catalogue.help}>
      <h2 className={styles.helpTitle}>{t.catalogue.help}</h2>
      {lines.length > 0 && (
        <dl className={styles.helpLines}>
          {lines.map((line) => (
            <div key={line.value}>
              <dt>{line.label}</dt>
              <dd>
                {line.kind === 'tel' ? <PhoneNumber value={line.value} /> : <a href={`mailto:${line.value}`}>{line.value}</a>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
