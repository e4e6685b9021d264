// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
// Before fixtures/api/*: they and fixtures/handlers import each other, and the cycle resolves only when entered from handlers.
import { serverContext, withFixtureServer } from '../../../support/fixture-server';
import { recruitFixtures } from '../../../../fixtures/api/recruit';
import { fetchJobCaptcha } from '../../../../src/api/recruit';
import { apiClient } from '../../../../src/config/client';
import { jobApplicationAction, type ApplicationAnswer } from '../../../../src/features/jobs/application-action';
import { captchaCookie } from '../../../../src/lib/captcha-cookie';
import { minimalPdf, PDF_TYPE } from '../../../support/documents';

withFixtureServer();

const pdf = (name: string, bytes: Uint8Array<ArrayBuffer> = minimalPdf(name)) => new File([bytes], name, { type: PDF_TYPE });
const MISSING = ['请输入姓名', '请输入手机号码', '请选择地点偏好', '请上传简历', '请输入验证码'];

/** The form as a browser posts it without script: multipart, an empty part for a file input left empty. */
function posted(fields: Record<string, string>, files: { resumeFile?: File[]; otherFiles?: File[] } = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of ['resumeFile', 'otherFiles'] as const) {
    const chosen = files[name] ?? [];
    if (chosen.length === 0) form.append(name, new File([], '', { type: 'application/octet-stream' }));
    for (const file of chosen) form.append(name, file, file.name);
  }
  return form;
}

/** The action's answer to `form` posted to /about-us?job=J1001, with the captcha cookie `key` names. */
async function answer(form: FormData, key = ''): Promise<{ status: number; body: ApplicationAnswer }> {
  // Through a Request of its own, as the server hands the action the multipart body it received.
  const request = new Request('http://site.invalid/about-us?job=J1001&apply=1', {
    method: 'POST', body: form, headers: key ? { cookie: captchaCookie('job', key, false).split(';')[0] ?? '' } : {},
  });
  const result = (await jobApplicationAction({ request, params: {}, context: serverContext() } as never)) as { data: ApplicationAnswer; init: { status: number } };
  return { status: result.init.status, body: result.data };
}

const typed = { personName: '韩梅梅', phoneNumber: '13812345678', cityId: '310100' };

describe('the job application posted without script', () => {
  it('answers an empty form with every missing field\'s message, in form order', async () => {
    expect(await answer(posted({ personName: '', phoneNumber: '', cityId: '', captchaCode: '' }))).toEqual({
      status: 422, body: { sent: false, fields: { personName: '', phoneNumber: '', cityId: '' }, errors: MISSING },
    });
  });

  it('names a file too large, of the wrong type, or past the count, as the upload field does, and keeps what was typed', async () => {
    const tooLarge = pdf('大简历.pdf', new Uint8Array(10 * 1024 * 1024 + 1));
    const notes = new File(['text'], 'notes.txt', { type: 'text/plain' });
    const six = Array.from({ length: 6 }, (_, i) => pdf(`作品${i + 1}.pdf`));
    const { status, body } = await answer(posted({ ...typed, captchaCode: 'ABCD' }, { resumeFile: [tooLarge], otherFiles: [notes, ...six] }));
    expect(status).toBe(422);
    expect(body).toEqual({
      sent: false, fields: typed,
      errors: ['抱歉，以下文件未能添加：大简历.pdf（超过大小上限）；notes.txt（格式不支持）；作品6.pdf（超过数量上限）', '请上传简历'],
    });
  });

  it('sends a whole application as the app does (pre-check, then the files) with the captcha of its cookie', async () => {
    const captcha = await fetchJobCaptcha(apiClient);
    const before = recruitFixtures.applications().length;
    const result = await answer(posted({ ...typed, captchaCode: recruitFixtures.captchaCode(captcha.captchaKey) ?? '' }, { resumeFile: [pdf('简历.pdf')] }), captcha.captchaKey);
    expect(result).toEqual({ status: 200, body: { sent: true } });
    expect(recruitFixtures.applications().slice(before)).toMatchObject([{ personName: '韩梅梅', jobId: 'J1001' }]);
  });

  it('answers the backend\'s refusal of a wrong captcha, everything typed kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const captcha = await fetchJobCaptcha(apiClient);
    const result = await answer(posted({ ...typed, captchaCode: 'ZZZZ' }, { resumeFile: [pdf('简历.pdf')] }), captcha.captchaKey);
    expect(result).toEqual({ status: 422, body: { sent: false, fields: typed, errors: ['验证码错误'] } });
  });
});
