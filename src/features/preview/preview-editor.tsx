import { useId, useMemo, useState, type FormEvent } from 'react';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { fetchPreviewItems, type PreviewSource } from './fetch-preview';
import { PreviewCanvas } from './preview-canvas';
import { readPreviewInput } from './read-input';
import styles from './preview.module.css';

/** Models pages read themselves (spec: storyBasicConfig, contactus); not blocks, so not issues either. */
const DEFAULT_IGNORE = 'storyBasicConfig, contactus';
const SOURCES: PreviewSource[] = ['content', 'page', 'pageConfig'];

/** The /__preview editor: paste CMS JSON or fetch it by id, and see it rendered with its issues. */
export function PreviewEditor() {
  const ids = { json: useId(), source: useId(), id: useId(), ignore: useId() };
  const [text, setText] = useState('');
  const [source, setSource] = useState<PreviewSource>('content');
  const [id, setId] = useState('');
  const [ignoreText, setIgnoreText] = useState(DEFAULT_IGNORE);
  const [shown, setShown] = useState<{ items: unknown[]; run: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const ignore = useMemo(() => ignoreText.split(/[\s,，]+/).filter(Boolean), [ignoreText]);

  const show = (items: unknown[]) => {
    setError(null);
    setShown((current) => ({ items, run: (current?.run ?? 0) + 1 }));
  };

  const onRender = (event: FormEvent) => {
    event.preventDefault();
    const input = readPreviewInput(text);
    if (input.ok) show(input.items);
    else setError(input.reason === 'unreadable' ? `${t.preview.unreadable}${input.detail}` : t.preview.notCmsList);
  };

  const onFetch = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    try {
      const items = await fetchPreviewItems(apiClient, source, id.trim());
      if (items) show(items);
      else setError(t.preview.notFound);
    } catch (failure) {
      setError((failure as Error).message || t.requestFailed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t.preview.title}</h1>
        <p className={styles.muted}>{t.preview.intro}</p>
      </header>
      <div className={styles.controls}>
        <form className={styles.form} onSubmit={onRender}>
          <label htmlFor={ids.json} className={styles.label}>{t.preview.jsonLabel}</label>
          <textarea
            id={ids.json}
            className={styles.textarea}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.preview.jsonPlaceholder}
            spellCheck={false}
            rows={8}
          />
          <button type="submit" className={styles.primary}>{t.preview.render}</button>
        </form>
        <form className={styles.form} onSubmit={(event) => void onFetch(event)}>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={ids.source} className={styles.label}>{t.preview.sourceLabel}</label>
              <select id={ids.source} className={styles.input} value={source} onChange={(event) => setSource(event.target.value as PreviewSource)}>
                {SOURCES.map((s) => <option key={s} value={s}>{t.preview.sources[s]}</option>)}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.id} className={styles.label}>{t.preview.idLabel}</label>
              <input id={ids.id} className={styles.input} value={id} onChange={(event) => setId(event.target.value)} required autoComplete="off" />
            </div>
          </div>
          <button type="submit" className={styles.secondary} disabled={loading} aria-busy={loading}>
            {loading ? t.preview.fetching : t.preview.fetch}
          </button>
        </form>
        <div className={styles.field}>
          <label htmlFor={ids.ignore} className={styles.label}>{t.preview.ignoreLabel}</label>
          <input id={ids.ignore} className={styles.input} value={ignoreText} onChange={(event) => setIgnoreText(event.target.value)} autoComplete="off" />
        </div>
      </div>
      {error && <p className={styles.error} role="alert">{error}</p>}
      {shown ? <PreviewCanvas key={shown.run} items={shown.items} ignore={ignore} /> : <p className={styles.muted}>{t.preview.empty}</p>}
    </div>
  );
}
