import { acceptsFile } from '../../lib/files';

/** Status of a file in an upload list: added when chosen, removed when taken out. */
export type UploadStatus = 'done' | 'removed';

/** A file of an upload list, with the chosen File itself. */
export interface UploadFile {
  uid: string;
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  /** A 200px preview, for images. */
  thumbUrl?: string;
  originFileObj: File;
}

/** What an upload list takes in. */
export interface UploadRules {
  /** Comma list of the HTML accept attribute; '' takes every type. */
  accept?: string;
  /** 1: a new file replaces the old one; more: the list is cut to this length. */
  maxCount?: number;
  /** Largest file in bytes. */
  maxSize?: number;
}

let sequence = 0;

/** A chosen file as an item of the list (the owner's form sends it). */
export function toUploadFile(file: File): UploadFile {
  sequence += 1;
  return { uid: `upload-${Date.now().toString(36)}-${sequence}`, name: file.name, size: file.size, type: file.type, status: 'done', originFileObj: file };
}

/** Why a chosen file stayed out of the list: its type, its size, a file of its name already listed, or the count. */
export type DropReason = 'type' | 'size' | 'duplicate' | 'count';

/** A chosen file that stayed out of the list, and why. */
export interface DroppedFile {
  name: string;
  reason: DropReason;
}

/** Why the rules refuse a file, before the count; null when they take it. */
function refusal(file: File, rules: UploadRules, names: ReadonlySet<string>): DropReason | null {
  if (!acceptsFile(file, rules.accept ?? '')) return 'type';
  if (rules.maxSize !== undefined && file.size > rules.maxSize) return 'size';
  return names.has(file.name) ? 'duplicate' : null;
}

/**
 * The list after the visitor chose `chosen`: files of a type or size the rules refuse, and files named like
 * one already listed, stay out; maxCount 1 keeps the newest, a larger maxCount keeps the first ones. Answers
 * the new list, the items that made it in, and each chosen file that did not, with its reason.
 */
export function addFiles(list: readonly UploadFile[], chosen: readonly File[], rules: UploadRules): { list: UploadFile[]; added: UploadFile[]; dropped: DroppedFile[] } {
  const names = new Set(list.map((item) => item.name));
  const fresh: UploadFile[] = [];
  const dropped: DroppedFile[] = [];
  for (const file of chosen) {
    const reason = refusal(file, rules, names);
    if (reason) {
      dropped.push({ name: file.name, reason });
      continue;
    }
    names.add(file.name);
    fresh.push(toUploadFile(file));
  }
  let next = [...list, ...fresh];
  if (rules.maxCount === 1) next = next.slice(-1);
  else if (rules.maxCount !== undefined) next = next.slice(0, rules.maxCount);
  const added = fresh.filter((item) => next.includes(item));
  const cut = fresh.filter((item) => !next.includes(item)).map((item): DroppedFile => ({ name: item.name, reason: 'count' }));
  return { list: next, added, dropped: [...dropped, ...cut] };
}
