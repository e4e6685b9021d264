import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { Form, useLocation, useNavigate, type FormProps } from 'react-router-dom';

/**
 * The query a GET form sends, less its empty values: what the browser's own submit asks for, minus what the server's
 * canonical redirect would drop anyway (an empty `sort=`, a city left at 全部城市).
 */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') query.append(name, value);
  return query;
}

/**
 * Whether a control of `form` no longer shows what the page rendered it with: the visitor changed it before the app took
 * over (the browser applied the change; no handler of the app saw it).
 */
export function changedSinceRender(form: HTMLFormElement): boolean {
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLSelectElement) {
      // The rendered choice is the option marked selected, else the first one (as the browser shows it).
      const options = Array.from(control.options);
      const rendered = options.find((option) => option.defaultSelected) ?? options[0];
      if (rendered && control.value !== rendered.value) return true;
    } else if (control instanceof HTMLInputElement) {
      if (control.type === 'checkbox' || control.type === 'radio') {
        if (control.checked !== control.defaultChecked) return true;
      } else if (control.type !== 'hidden' && control.value !== control.defaultValue) return true;
    }
  }
  return false;
}

/** A control's change handler that sends its form at once (with the app; without it, the form's own button does). */
export const submitOnChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

/** Props of QueryForm: a React Router `<Form method="get">` less the props it decides itself. */
export interface QueryFormProps extends Omit<FormProps, 'method' | 'action' | 'onSubmit' | 'navigate' | 'reloadDocument'> {
  /** The page the query is for: its path, without a query. */
  action: string;
  /** Makes the query consistent before it is sent (e.g. drops a city of another province). */
  adjust?: (query: URLSearchParams, form: HTMLFormElement) => URLSearchParams;
}

/**
 * A GET form whose page the server renders from the query: without the app, the browser's own submit goes to
 * `action?fields`; with it, a submit navigates there in the page (no empty values). A control the visitor changed
 * before the app took over is read when it does, and sent: what they chose is never lost. Remount it (a `key`) when
 * the page's query changes, so its controls start from what was loaded.
 */
export function QueryForm({ action, adjust, preventScrollReset, children, ...rest }: QueryFormProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current && changedSinceRender(form.current)) form.current.requestSubmit();
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = formQuery(event.currentTarget);
    const next = (adjust ? adjust(query, event.currentTarget) : query).toString();
    const to = next ? `${action}?${next}` : action;
    // Sent again as it is (the button pressed with nothing changed): no second history entry of the same page.
    void navigate(to, { preventScrollReset, replace: to === pathname + search });
  };
  return (
    <Form ref={form} method="get" action={action} preventScrollReset={preventScrollReset} onSubmit={onSubmit} {...rest}>
      {children}
    </Form>
  );
}
