import { atom } from 'jotai';
import { t } from '../i18n/zh-CN';

/** Default title, description and keywords, used by every page that sets none. */
export interface Tdk {
  title: string;
  description: string;
  keywords: string;
}

/** One breadcrumb: a label and, except for the current page, a link. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

/** Default title, description and keywords of the site. */
export const defaultTdkAtom = atom<Tdk>({ title: t.defaultTitle, description: t.defaultDescription, keywords: t.defaultKeywords });

/** A blocking operation (a submission) is under way: the full frame shows its loading overlay. */
export const loadingAtom = atom(false);
/** The last pointer press landed outside the site header: open header panels close on it. */
export const outsideAtom = atom(false);

/** Viewport size in CSS px. */
export interface WinSize {
  width: number;
  height: number;
}
/** The viewport size, kept current on resize by the full frame. */
export const winSizeAtom = atom<WinSize>({ width: 0, height: 0 });

/** The store nearest to the visitor, or the fallback store of the site settings. */
export interface NearestStore {
  name: string;
  address: string;
  telLabel: string;
  telValue: string;
  image: string;
  /** The code its full detail is looked up by ('' when it has none). */
  code: string;
}
/** The nearest store; null until it is known. */
export const nearestStoreAtom = atom<NearestStore | null>(null);

/** Job application steps: Info(1), Intro(2), Form(3), Result(4). */
export const JOB_STEPS = { info: 1, intro: 2, form: 3, result: 4 } as const;
/** One job application step. */
export type JobStep = (typeof JOB_STEPS)[keyof typeof JOB_STEPS];
/** The job application step on screen; null = no job dialog open. */
export const jobStepAtom = atom<JobStep | null>(null);
/** Id of the element in the full frame that the job dialogs render into. */
export const JOB_DIALOGS_ROOT_ID = 'job-dialogs';
