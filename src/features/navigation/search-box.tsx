import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyApi } from '../../config/lazy-api';
import { t } from '../../i18n/zh-CN';
import { useAction } from '../../ui/use-action';
import { paths } from '../../engine/paths';
import { addKeyword, readKeywords, writeKeywords } from './recent-keywords';
import styles from './search-box.module.css';

/** Autocomplete waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** Hot words are asked for once per page life, on the first focus. */
let hotWordsRequest: Promise<string[]> | undefined;
const searchApi = () => lazyApi(import('../../api/search'));
const hotWords = () =>
  (hotWordsRequest ??= searchApi().then(([{ fetchSearchWords }, client]) => fetchSearchWords(client)).catch((error: unknown) => {
    console.warn(`[search] hot words failed: ${(error as Error).message}`);
    hotWordsRequest = undefined;
    return [];
  }));

/** Where a search goes: the results page, which reads its `keyword` from the query. */
const SEARCH_ACTION = paths.search('');

/**
 * The product search: a GET form of /search-results-page (`keyword`), so the browser's own submit lands on the results
 * without the app or before it has loaded. The app enhances it: a combobox whose suggestions (autocomplete, debounced
 * 1 s) are chosen with the arrow keys and Enter; while empty it offers the hot words and the recent keywords
 * (clearable); a search navigates in the page and joins the recent keywords.
 */
export function SearchBox({ variant, onSearched, initialText = '' }: { variant: 'header' | 'panel'; onSearched?: () => void; initialText?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const suggest = useAction('search autocomplete', async (signal, word: string) => {
    const [{ fetchAutocomplete }, client] = await searchApi();
    return { for: word, words: await fetchAutocomplete(client, word, signal) };
  });
  const [active, setActive] = useState(-1);
  const [hot, setHot] = useState<string[]>([]);
  const [recent, setRecent] = useState<string[]>([]);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Typed before the app took over: the text stays the box's, suggestions and submit included.
    const field = input.current;
    if (!field?.value) return;
    setText(field.value);
    if (document.activeElement === field) setOpen(true);
  }, []);

  const typed = text.trim();
  const { run: runSuggest, abort: abortSuggest } = suggest;
  useEffect(() => {
    if (!typed) return;
    const timer = window.setTimeout(() => void runSuggest(typed), SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abortSuggest();
    };
  }, [typed, runSuggest, abortSuggest]);

  const options = typed && suggest.state.status === 'ok' && suggest.state.data.for === typed ? suggest.state.data.words : [];
  const expanded = open && options.length > 0;

  const onFocus = () => {
    setOpen(true);
    setRecent(readKeywords(window.localStorage));
    void hotWords().then(setHot);
  };
  const search = (keyword: string) => {
    const word = keyword.trim();
    if (!word) return;
    const list = addKeyword(readKeywords(window.localStorage), word);
    writeKeywords(window.localStorage, list);
    setRecent(list);
    setText('');
    setOpen(false);
    setActive(-1);
    onSearched?.();
    void navigate(paths.search(word));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length === 0 && !typed) {
      // Nothing typed: down into the hot and recent words.
      const word = box.current?.querySelector<HTMLElement>(`.${styles.panel}:not([hidden]) button`);
      if (word) event.preventDefault();
      word?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Round the list: down from the last goes to the first, up from none goes to the last.
      setActive((i) => {
        const next = i + step;
        return next >= options.length ? 0 : next < 0 ? options.length - 1 : next;
      });
    } else if (variant === 'header' && event.key === 'Tab' && !event.shiftKey) {
      // The header's words are the box's popup, not stops on the way past it: Tab moves on (ArrowDown reaches them).
      setOpen(false);
    } else if (event.key === 'Escape' && open) {
      // Escape closes the suggestions first; a dialog around the box (the mobile panel) stays open.
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const activeWord = expanded && active >= 0 && active < options.length ? options[active] : undefined;

  return (
    <div
      ref={box}
      className={`${styles.box} ${styles[variant]}`}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form
        role="search"
        method="get"
        action={SEARCH_ACTION}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          search(activeWord ?? text);
        }}
      >
        <input
          ref={input}
          type="text"
          name="keyword"
          // Without the app, an empty search is stopped by the browser, which opens the field instead.
          required
          role="combobox"
          className={styles.input}
          value={text}
          placeholder={t.frame.searchPlaceholder}
          aria-label={t.catalogue.searchLabel}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeWord !== undefined ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={onFocus}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className={styles.submit}
          aria-label={t.catalogue.searchSubmit}
          onClick={(event) => {
            // Nothing typed: the magnifier opens the field instead (in the header it is folded away), quietly.
            if ((activeWord ?? text).trim()) return;
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="m16 16 4 4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <div className={styles.panel} hidden={!open || (typed ? !expanded : hot.length + recent.length === 0)}>
        <ul id={listId} role="listbox" aria-label={t.catalogue.suggestions} className={styles.options} hidden={!expanded}>
          {options.map((word, i) => (
            <li
              key={word}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search(word)}
            >
              {word}
            </li>
          ))}
        </ul>
        {!typed && (
          <>
            {hot.length > 0 && (
              <section className={styles.group} aria-label={t.catalogue.hotWords}>
                <h2 className={styles.groupTitle}>{t.catalogue.hotWords}</h2>
                <ul className={styles.words}>
                  {hot.map((word) => (
                    <li key={word}>
                      <button type="button" className={styles.word} onClick={() => search(word)}>{word}</button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {recent.length > 0 && (
              <section className={styles.group} aria-label={t.catalogue.recent}>
                <div className={styles.groupHead}>
                  <h2 className={styles.groupTitle}>{t.catalogue.recent}</h2>
                  <button
                    type="button"
                    className={styles.clear}
                    onClick={() => {
                      writeKeywords(window.localStorage, []);
                      setRecent([]);
                    }}
                  >
                    {t.catalogue.clearRecent}
                  </button>
                </div>
                <ul className={styles.words}>
                  {recent.map((word) => (
                    <li key={word}>
                      <button type="button" className={styles.word} onClick={() => search(word)}>{word}</button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
