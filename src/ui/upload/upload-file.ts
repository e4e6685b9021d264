import { acceptsFile } from '../../lib/files';

/** Status of a file in an upload list: uploading, then done or error; removed when taken out. */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

/** A file of an upload list, with the chosen File itself. */
export interface UploadFile {
  uid: string;
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  /** 0..100 while uploading; 100 once done. */
  percent: number;
  /** What the upload action answered (JSON when it parses, else text). */
  response?: unknown;
  /** Why the upload failed, for the visitor. */
  error?: string;
  /** A 200px preview, for images. */
  thumbUrl?: string;
  /** Where the uploaded file lives, when the action says. */
  url?: string;
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

/** A chosen file as an item of the list: done at once when nothing uploads it, else uploading from 0. */
export function toUploadFile(file: File, uploads: boolean): UploadFile {
  sequence += 1;
  return {
    uid: `upload-${Date.now().toString(36)}-${sequence}`,
    name: file.name, size: file.size, type: file.type,
    status: uploads ? 'uploading' : 'done', percent: uploads ? 0 : 100, originFileObj: file,
  };
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
export function addFiles(list: readonly UploadFile[], chosen: readonly File[], rules: UploadRules, uploads = false): { list: UploadFile[]; added: UploadFile[]; dropped: DroppedFile[] } {
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
    fresh.push(toUploadFile(file, uploads));
  }
  let next = [...list, ...fresh];
  if (rules.maxCount === 1) next = next.slice(-1);
  else if (rules.maxCount !== undefined) next = next.slice(0, rules.maxCount);
  const added = fresh.filter((item) => next.includes(item));
  const cut = fresh.filter((item) => !next.includes(item)).map((item): DroppedFile => ({ name: item.name, reason: 'count' }));
  return { list: next, added, dropped: [...dropped, ...cut] };
}
