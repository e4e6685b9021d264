/** The extension of a file name, lower case and with its dot ('' when it has none); jpeg reads as jpg. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return '';
  const ext = name.slice(dot).toLowerCase();
  return ext === '.jpeg' ? '.jpg' : ext;
}

/** One entry of an accept list passes the file: an extension, a wildcard MIME type or an exact MIME type. */
function passes(file: { name: string; type: string }, entry: string): boolean {
  if (entry.startsWith('.')) return extensionOf(file.name) === (entry === '.jpeg' ? '.jpg' : entry);
  const type = file.type.toLowerCase();
  if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
  return type === entry;
}

/**
 * Whether a file passes an input's accept list (comma list of `.ext`, `type/*` or `type/subtype`, as the
 * HTML attribute): extensions compare case-insensitively with jpg and jpeg alike; an empty list passes all.
 */
export function acceptsFile(file: { name: string; type: string }, accept: string): boolean {
  const entries = accept.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  return entries.length === 0 || entries.some((entry) => passes(file, entry));
}
