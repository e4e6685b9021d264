import { t } from '../../i18n/zh-CN';

/** A direct upload of one file to an action URL (the upload widget). */
export interface UploadRequest {
  action: string;
  method?: string;
  file: File;
  /** Name of the file part (default 'file'). */
  filename?: string;
  data?: Record<string, string | Blob>;
  headers?: Record<string, string>;
  withCredentials?: boolean;
  onProgress: (percent: number) => void;
  onSuccess: (response: unknown) => void;
  /** `message` is what the visitor sees: the response text, else the status text or the error's message, else 上传失败. */
  onError: (error: Error, message: string) => void;
}

const bodyOf = (xhr: XMLHttpRequest): unknown => {
  const text = xhr.responseText;
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Posts the file as multipart (field 'file', the extra data, X-Requested-With); any 2xx is success. */
export function uploadRequest(request: UploadRequest): { abort: () => void } {
  const method = (request.method ?? 'POST').toUpperCase();
  const xhr = new XMLHttpRequest();
  const form = new FormData();
  for (const [key, value] of Object.entries(request.data ?? {})) form.append(key, value);
  form.append(request.filename ?? 'file', request.file, request.file.name);

  const fail = (error: Error) => request.onError(error, xhr.responseText || xhr.statusText || error.message || t.jobs.upload.failed);
  xhr.upload.onprogress = (event) => {
    if (event.total > 0) request.onProgress(Math.min(100, (event.loaded / event.total) * 100));
  };
  xhr.onerror = () => fail(new Error(`cannot ${method} ${request.action} ${xhr.status}`));
  xhr.onload = () => {
    if (xhr.status < 200 || xhr.status >= 300) fail(new Error(`cannot ${method} ${request.action} ${xhr.status}`));
    else request.onSuccess(bodyOf(xhr));
  };
  xhr.open(method, request.action, true);
  xhr.withCredentials = request.withCredentials ?? false;
  // Some servers tell an XHR upload from a form post by this header; a caller may drop it with an empty value.
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...request.headers };
  for (const [name, value] of Object.entries(headers)) if (value) xhr.setRequestHeader(name, value);
  xhr.send(form);
  return { abort: () => xhr.abort() };
}
