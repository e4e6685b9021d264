import { useId, useState, type FormEvent } from 'react';
import type { Loaded } from '../../api/load';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { PageState } from '../../ui/page-state';
import { ErrorDetail } from './error-detail';
import { loadPreviewItems, type PreviewSource } from './fetch-preview';
import { PreviewCanvas } from './preview-canvas';
import { readPreviewInput } from './read-input';
import styles from './preview.module.css';

const SOURCES: PreviewSource[] = ['content', 'page', 'pageConfig', 'model'];

/** What stands in for the rendering: pasted input that cannot be read, or a fetch that came to nothing or failed; each with its raw detail. */
type Problem =
  | { kind: 'input'; message: string; detail: string }
  | { kind: 'load'; loaded: Exclude<Loaded<unknown[]>, { status: 'ok' }>; detail: string };

/** The /__preview editor: paste CMS JSON or fetch it by id, and see it rendered with its issues. */
export function PreviewEditor() {
  const ids = { json: useId(), source: useId(), id: useId() };
  const [text, setText] = useState('');
  const [source, setSource] = useState<PreviewSource>('content');
  const [id, setId] = useState('');
  const [shown, setShown] = useState<{ items: unknown[]; run: number } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [loading, setLoading] = useState(false);

  const show = (items: unknown[]) => {
    setProblem(null);
    setShown((current) => ({ items, run: (current?.run ?? 0) + 1 }));
  };

  const onRender = (event: FormEvent) => {
    event.preventDefault();
    const input = readPreviewInput(text);
    if (input.ok) show(input.items);
    else setProblem({ kind: 'input', message: input.reason === 'unreadable' ? t.preview.unreadable : t.preview.notCmsList, detail: input.reason === 'unreadable' ? input.detail : '' });
  };

  // Editors meet what visitors would (the spec's messages and states); the raw detail waits behind a disclosure.
  const fetchById = async () => {
    setLoading(true);
    const { loaded, detail } = await loadPreviewItems(apiClient, source, id.trim());
    setLoading(false);
    if (loaded.status === 'ok') show(loaded.data);
    else setProblem({ kind: 'load', loaded, detail });
  };
  const onFetch = (event: FormEvent) => {
    event.preventDefault();
    void fetchById();
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
        <form className={styles.form} onSubmit={onFetch}>
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
      </div>
      {problem?.kind === 'input' && (
        <div className={styles.error} role="alert">
          <p>{problem.message}</p>
          <ErrorDetail detail={problem.detail} />
        </div>
      )}
      {problem?.kind === 'load' && (
        <div className={styles.loadState}>
          {problem.loaded.status === 'failed' ? (
            <PageState tone="failed" title={t.states.failedTitle} message={problem.loaded.message} retry={{ label: t.states.retry, onRetry: () => void fetchById() }} />
          ) : (
            <PageState tone="empty" title={t.states.emptyTitle} message={t.states.emptyMessage} />
          )}
          <ErrorDetail detail={problem.detail} />
        </div>
      )}
      {shown ? <PreviewCanvas key={shown.run} items={shown.items} /> : <p className={styles.muted}>{t.preview.empty}</p>}
    </div>
  );
}
