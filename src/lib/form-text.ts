/**
 * A text field of a submitted form, at most `max` characters ('' when absent or a file): a form posted to the server
 * carries whatever an attacker put in it, so only the fields a form has are read, and each is bounded.
 */
export function formText(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}
