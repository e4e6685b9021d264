import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { t } from '../../i18n/zh-CN';
import { imageThumbnail } from './thumbnail';
import { addFiles, type DroppedFile, type UploadFile, type UploadRules } from './upload-file';
import styles from './upload.module.css';

/** Props of Upload: a controlled file list. */
export interface UploadProps extends UploadRules {
  label: string;
  /** Text of the button that opens the file chooser. */
  pickLabel: string;
  fileList: readonly UploadFile[];
  /** The new list, and the item that changed (a removed one has status 'removed'). */
  onChange: (list: UploadFile[], changed: UploadFile) => void;
  required?: boolean;
  invalid?: boolean;
  /** Id of a hint that describes the field. */
  describedBy?: string;
  /** The field's name in its form, for the form a browser posts without script (the chosen files sent as they are). */
  name?: string;
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * A file field: a labelled chooser with one polite line beside it naming the chosen files it left out, and the list of
 * chosen files (name, size, status, a 200px preview for images, a remove button); the owner's form sends the files.
 */
export function Upload({ label, pickLabel, fileList, onChange, accept = '', maxCount, maxSize, required, invalid, describedBy, name }: UploadProps) {
  const inputId = useId();
  const labelId = useId();
  const latest = useRef(fileList);
  const [dropped, setDropped] = useState<DroppedFile[]>([]);
  useLayoutEffect(() => {
    latest.current = fileList;
  }, [fileList]);

  const emit = (list: UploadFile[], changed: UploadFile) => {
    latest.current = list;
    onChange(list, changed);
  };
  const update = (uid: string, patch: Partial<UploadFile>) => {
    const item = latest.current.find((f) => f.uid === uid);
    if (!item) return;
    const changed = { ...item, ...patch };
    emit(latest.current.map((f) => (f.uid === uid ? changed : f)), changed);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ''; // choosing the same file again must fire change again
    const { list, added, dropped: left } = addFiles(latest.current, chosen, { accept, maxCount, maxSize });
    setDropped(left);
    const last = added.at(-1);
    if (last) emit(list, last);
    for (const item of added) void imageThumbnail(item.originFileObj).then((thumbUrl) => thumbUrl && update(item.uid, { thumbUrl }));
  };

  const remove = (item: UploadFile) => {
    setDropped([]);
    emit(latest.current.filter((f) => f.uid !== item.uid), { ...item, status: 'removed' });
  };

  return (
    <div className={styles.upload} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
        {required && <span aria-hidden="true" className={styles.required}>*</span>}
      </span>
      <div className={styles.pickRow}>
        <input
          id={inputId} className={styles.input} type="file" name={name} accept={accept || undefined} multiple={maxCount !== 1}
          aria-labelledby={`${labelId} ${inputId}-pick`} aria-describedby={describedBy} aria-invalid={invalid || undefined}
          aria-required={required || undefined} onChange={choose}
        />
        <label id={`${inputId}-pick`} htmlFor={inputId} className={styles.pick}>{pickLabel}</label>
        {/* Always in the page, so that screen readers announce what lands in it. */}
        <p className={styles.dropped} role="status">
          {dropped.length > 0 && t.jobs.upload.dropped(dropped.map(({ name, reason }) => t.jobs.upload.droppedFile(name, t.jobs.upload.dropReasons[reason])))}
        </p>
      </div>
      {fileList.length > 0 && (
        <ul className={styles.list}>
          {fileList.map((item) => (
            <li key={item.uid} className={styles.item} data-status={item.status}>
              {item.thumbUrl && <img className={styles.thumb} src={item.thumbUrl} alt="" width={48} height={48} />}
              <span className={styles.name}>{item.name}</span>
              <span className={styles.meta}>
                {formatSize(item.size)} · {t.jobs.upload.statuses[item.status]}
              </span>
              <button type="button" className={styles.remove} aria-label={t.jobs.upload.remove(item.name)} onClick={() => remove(item)}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
