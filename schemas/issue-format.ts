// How the site, the API layer and the content validator write a fault's place and message: one way, and without zod,
// so the code that renders a page can report one without the schemas.

/** A path as people read it: `data[0].contents.title`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** The one issue formatter: `path message` per issue (`(root)` for the value itself), joined by `; `. */
export function formatIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${formatPath(issue.path) || '(root)'} ${issue.message}`).join('; ');
}
