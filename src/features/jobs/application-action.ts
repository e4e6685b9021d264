import { data, type ActionFunctionArgs } from 'react-router-dom';
import { load } from '../../api/load';
import { apiOf } from '../../config/client';
import { JOB_PARAM } from '../../engine/paths';
import { t } from '../../i18n/zh-CN';
import { captchaKeyIn } from '../../lib/captcha-cookie';
import { formText } from '../../lib/form-text';
import { addFiles } from '../../ui/upload/upload-file';
import { LIMITS, toApplication, type ApplicationDraft } from './draft';
import { sendApplication, submitFailure } from './submit';
import { validateApplication } from './validation';

/** The typed fields an answer shows again (files cannot be put back into a file input, nor a spent captcha's code). */
export interface TypedFields {
  personName: string;
  phoneNumber: string;
  cityId: string;
}

/** What the application's action answered: sent, or the typed fields with the messages to put them right. */
export type ApplicationAnswer = { sent: true } | { sent: false; fields: TypedFields; errors: string[] };

/** The most read of a field the rules do not bound: a city or store id, a captcha key. */
const MAX_ID = 128;

/** The files of one field, as the form's own file list takes them: an empty part (no file chosen) is none. */
function chosenFiles(form: FormData, name: string, rules: { maxCount: number }) {
  const files = form.getAll(name).filter((part): part is File => typeof part !== 'string' && (part.size > 0 || part.name !== ''));
  return addFiles([], files, { accept: LIMITS.accept, maxSize: LIMITS.fileBytes, ...rules });
}

/**
 * The job application as /about-us's action, for the form posted without script (multipart, its captcha's key in its
 * cookie): the files kept by the upload field's own rules (those dropped named, as the field names them), then the
 * form's rules, then the app's own submission (pre-check, then the application). 422 for the fields or a refusal, 503
 * when a call failed.
 */
export async function jobApplicationAction({ request, context }: ActionFunctionArgs) {
  const jobId = new URL(request.url).searchParams.get(JOB_PARAM) ?? '';
  const form = await request.formData();
  const fields: TypedFields = {
    personName: formText(form, 'personName', LIMITS.name),
    phoneNumber: formText(form, 'phoneNumber', LIMITS.phone),
    cityId: formText(form, 'cityId', MAX_ID),
  };
  const resume = chosenFiles(form, 'resumeFile', { maxCount: LIMITS.resumeCount });
  const portfolio = chosenFiles(form, 'otherFiles', { maxCount: LIMITS.portfolioCount });
  const draft: ApplicationDraft = {
    ...fields,
    positionIdList: form.getAll('positionIdList').filter((id): id is string => typeof id === 'string').map((id) => id.slice(0, MAX_ID)).slice(0, LIMITS.stores),
    resumeFile: resume.list,
    otherFiles: portfolio.list,
    captchaKey: captchaKeyIn('job', request.headers.get('cookie')),
    captchaCode: formText(form, 'captchaCode', LIMITS.captcha),
  };
  const dropped = [...resume.dropped, ...portfolio.dropped].map(({ name, reason }) => t.jobs.upload.droppedFile(name, t.jobs.upload.dropReasons[reason]));
  const errors = [...(dropped.length > 0 ? [t.jobs.upload.dropped(dropped)] : []), ...validateApplication(draft)];
  if (errors.length > 0) return data<ApplicationAnswer>({ sent: false, fields, errors }, 422);
  const sent = await load('job application', () => sendApplication(request.signal, jobId, toApplication(draft), apiOf(context)), submitFailure);
  if (sent.status !== 'failed') return data<ApplicationAnswer>({ sent: true }, 200);
  return data<ApplicationAnswer>({ sent: false, fields, errors: [sent.message] }, sent.cause === 'unsuccessful' ? 422 : 503);
}
