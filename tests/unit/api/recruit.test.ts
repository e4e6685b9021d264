// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Before fixtures/api/*: they and fixtures/handlers import each other, and the cycle resolves only when entered from handlers.
import { fetchBackend, fixtureServer, TEST_API_BASE, withFixtureServer } from '../../support/fixture-server';
import { CAPTCHA_TTL_MS, recruitFixtures } from '../../../fixtures/api/recruit';
import { readApplications, uploadedBytes } from '../../../fixtures/applications';
import {
  applyJob, checkJobApplication, fetchJobCaptcha, fetchJobCities, fetchJobDetail, fetchJobPage, fetchJobStores, type Application,
} from '../../../src/api/recruit';
import { UnsuccessfulError } from '../../../src/api/contract';
import { testClient } from '../../support/client';
import { DOCX_TYPE, minimalDocx, minimalPdf, PDF_TYPE } from '../../support/documents';

withFixtureServer();

/** The fixture backend's upload folder for this file: what it accepted, read back from disk. */
const uploads = mkdtempSync(join(tmpdir(), 'recruit-uploads-'));
beforeEach(() => vi.stubEnv('FIXTURE_UPLOAD_DIR', uploads));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

afterEach(() => {
  recruitFixtures.reset();
  recruitFixtures.setClock(null);
  fixtureServer.events.removeAllListeners();
});

/** The server's message of a refused call (a call the backend refuses throws an UnsuccessfulError). */
const serverMessage = (call: Promise<unknown>) =>
  call.then(() => 'accepted', (error: unknown) => (error instanceof UnsuccessfulError ? error.serverMessage : `not refused: ${String(error)}`));

/** Records the access token header of every recruitment request. */
function tokensSent() {
  const tokens: (string | null)[] = [];
  fixtureServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('recruitJob')) tokens.push(request.headers.get('accessToken'));
  });
  return tokens;
}

const pdf = () => new File([minimalPdf('Li Lei CV')], '李雷-简历.pdf', { type: PDF_TYPE });
const docx = () => new File([minimalDocx('portfolio')], 'portfolio.docx', { type: DOCX_TYPE });

async function application(overrides: Partial<Application> = {}): Promise<Application> {
  const { client } = testClient();
  const captcha = await fetchJobCaptcha(client);
  return {
    personName: '李雷', phoneNumber: '13812345678', cityId: '310100', positionIdList: ['S3101', 'S3102'],
    resumeFile: [pdf()], otherFiles: [docx()], captchaKey: captcha.captchaKey, captchaCode: recruitFixtures.captchaCode(captcha.captchaKey) ?? '',
    ...overrides,
  };
}

describe('recruitment calls', () => {
  it('pages the jobs, without the token, with the channel code', async () => {
    const { client } = testClient();
    const tokens = tokensSent();
    const first = await fetchJobPage(client, { pageNum: 1, pageSize: 6, channelCode: 'RC' });
    const second = await fetchJobPage(client, { pageNum: 2, pageSize: 6, channelCode: 'RC' });
    expect(first.data.list).toHaveLength(6);
    expect(second.data.list.map((job) => job.jobTitle)).toEqual(['门店店长']);
    expect(first.data.total).toBe(7);
    expect(tokens).toEqual([null, null]);
  });

  it('gets a job, the cities and a city\'s stores without the token; an unknown job is refused', async () => {
    const { client } = testClient();
    const tokens = tokensSent();
    const job = await fetchJobDetail(client, 'J1001');
    expect(job.data?.jobTitle).toBe('高尔夫球杆定制技师');
    expect(decodeURIComponent(job.data?.jobContent ?? '')).toContain('<h3>岗位职责</h3>');
    await expect(fetchJobDetail(client, 'nope')).rejects.toBeInstanceOf(UnsuccessfulError);
    expect((await fetchJobCities(client, 'RC')).data.map((c) => c.areaName)).toEqual(['上海市', '北京市', '成都市', '杭州市']);
    expect((await fetchJobStores(client, { channelCode: 'RC', cityName: '北京市' })).data.map((s) => s.id)).toEqual(['S1101', 'S1102']);
    expect((await fetchJobStores(client, { channelCode: 'RC', cityName: '杭州市' })).data).toEqual([]);
    expect(tokens).toEqual([null, null, null, null, null]);
  });

  it('gets a captcha without the token, as a data: URL whether the image comes bare or prefixed', async () => {
    const { client } = testClient();
    const tokens = tokensSent();
    const captcha = await fetchJobCaptcha(client);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(recruitFixtures.captchaCode(captcha.captchaKey)).toMatch(/^[A-Z2-9]{4}$/);
    fixtureServer.use(http.get('*/recruitJob/getCaptchaImage', () => HttpResponse.json({ success: true, data: { captchaKey: 'k', imageBase64: 'iVBORw0KGgo=' } })));
    expect((await fetchJobCaptcha(client)).image).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(tokens).toEqual([null, null]);
  });

  it('rejects a call without a job id or without an application, before any request', async () => {
    const { client } = testClient();
    const tokens = tokensSent();
    await expect(checkJobApplication(client, '', await application())).rejects.toThrow('缺少职位ID');
    await expect(applyJob(client, 'J1001', null)).rejects.toThrow('缺少申请信息');
    expect(tokens).toEqual([null]); // the captcha of application() only
  });

  it('pre-checks the fields as JSON without the files', async () => {
    const { client } = testClient();
    let body: Record<string, unknown> = {};
    fixtureServer.events.on('request:start', async ({ request }) => {
      if (request.url.includes('checkJobEffectApply')) body = (await request.clone().json()) as Record<string, unknown>;
    });
    const answer = await checkJobApplication(client, 'J1002', await application());
    expect(answer.success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['captchaCode', 'captchaKey', 'cityId', 'jobId', 'personName', 'phoneNumber', 'positionIdList']);
    expect(await serverMessage(checkJobApplication(client, 'J9999', await application()))).toBe('职位已关闭或不存在');
  });
});

describe('applyJob against the fixture backend', () => {
  it('sends every field and the bytes of every file; the fixture keeps exactly what arrived', async () => {
    const { client } = testClient();
    const sent = await application();
    const answer = await applyJob(client, 'J1001', sent);
    expect(answer.success).toBe(true);
    // The records on disk are those in memory; the files' bytes are on disk alone.
    expect(readApplications(uploads)).toEqual(recruitFixtures.applications());
    const [stored] = recruitFixtures.applications();
    expect(stored).toMatchObject({ jobId: 'J1001', personName: '李雷', phoneNumber: '13812345678', cityId: '310100', positionIdList: ['S3101', 'S3102'] });
    expect(stored?.files.map((f) => [f.field, f.name, f.type])).toEqual([['resumeFile', '李雷-简历.pdf', PDF_TYPE], ['otherFiles', 'portfolio.docx', DOCX_TYPE]]);
    expect(uploadedBytes(stored?.files[0] ?? { file: '' }, uploads).equals(minimalPdf('Li Lei CV'))).toBe(true);
    expect(uploadedBytes(stored?.files[1] ?? { file: '' }, uploads).equals(minimalDocx('portfolio'))).toBe(true);
  });

  it('refuses a wrong captcha, and a captcha checked once is spent: refused as expired, the right code too', async () => {
    const { client } = testClient();
    const sent = await application();
    expect(await serverMessage(applyJob(client, 'J1001', { ...sent, captchaCode: sent.captchaCode === 'ZZZZ' ? 'YYYY' : 'ZZZZ' }))).toBe('验证码错误');
    expect(await serverMessage(applyJob(client, 'J1001', sent))).toBe('验证码已过期，请刷新后重试');
    expect(recruitFixtures.applications()).toEqual([]);
  });

  it('spends a captcha on an accepted application and on one whose fields it refuses', async () => {
    const { client } = testClient();
    const accepted = await application();
    expect((await applyJob(client, 'J1001', accepted)).success).toBe(true);
    expect(await serverMessage(applyJob(client, 'J1001', accepted))).toBe('验证码已过期，请刷新后重试');
    const refused = await application();
    expect(await serverMessage(applyJob(client, 'J1001', { ...refused, phoneNumber: '12345678901' }))).toBe('参数错误：phoneNumber');
    expect(await serverMessage(applyJob(client, 'J1001', refused))).toBe('验证码已过期，请刷新后重试');
    expect(await serverMessage(applyJob(client, 'J1001', { ...refused, captchaKey: 'never-handed-out' }))).toBe('验证码已过期，请刷新后重试');
    expect(recruitFixtures.applications()).toHaveLength(1);
  });

  it('refuses a captcha older than five minutes', async () => {
    const { client } = testClient();
    let time = 1_000_000;
    recruitFixtures.setClock(() => time);
    const sent = await application();
    time += CAPTCHA_TTL_MS;
    expect(await serverMessage(applyJob(client, 'J1001', sent))).toBe('验证码已过期，请刷新后重试');
  });

  it('refuses files by content, count and size, and fields the backend does not know', async () => {
    const { client } = testClient();
    const fake = new File(['not a pdf'], 'cv.pdf', { type: PDF_TYPE });
    expect(await serverMessage(applyJob(client, 'J1001', await application({ resumeFile: [fake] })))).toBe('仅支持 pdf、doc、docx 文件');
    expect(await serverMessage(applyJob(client, 'J1001', await application({ resumeFile: [] })))).toBe('请上传一份简历');
    expect(await serverMessage(applyJob(client, 'J1001', await application({ otherFiles: Array.from({ length: 6 }, docx) })))).toBe('作品集最多 5 个文件');
    const big = new File([minimalPdf('x'), new Uint8Array(10 * 1024 * 1024)], 'big.pdf', { type: PDF_TYPE });
    expect(await serverMessage(applyJob(client, 'J1001', await application({ resumeFile: [big] })))).toBe('单个文件不超过10M');
    expect(await serverMessage(applyJob(client, 'J1001', await application({ positionIdList: ['S1101'] })))).toBe('参数错误：positionIdList');
    const form = new FormData();
    form.append('nickname', 'x');
    const raw = await fetchBackend(`${TEST_API_BASE}/ecommerce/open/v1/recruitJob/applyJob`, { method: 'POST', body: form });
    expect(((await raw.json()) as { errorMessage: string }).errorMessage).toBe('参数错误：未知字段 nickname');
    expect(recruitFixtures.applications()).toEqual([]);
  });
});

describe('applyJob under a forced fault', () => {
  it('keeps nothing when the answer is replaced by a fault', async () => {
    const form = async (fault: string) => {
      const sent = await application();
      const body = new FormData();
      for (const [key, value] of <[string, string][]>[['jobId', 'J1001'], ['personName', fault], ['phoneNumber', sent.phoneNumber], ['cityId', sent.cityId], ['captchaKey', sent.captchaKey], ['captchaCode', sent.captchaCode]]) body.append(key, value);
      body.append('resumeFile', pdf(), 'cv.pdf');
      return fetchBackend(`${TEST_API_BASE}/ecommerce/open/v1/recruitJob/applyJob`, { method: 'POST', body, headers: { 'x-fixture-fault': fault } });
    };
    expect((await form('500')).status).toBe(500);
    expect(((await (await form('unsuccessful')).json()) as { success: boolean }).success).toBe(false);
    expect(recruitFixtures.applications()).toEqual([]);
  });
});
