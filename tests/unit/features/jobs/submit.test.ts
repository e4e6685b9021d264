import { describe, expect, it, vi } from 'vitest';
import { UnsuccessfulError } from '../../../../src/api/contract';
import { load } from '../../../../src/api/load';
import { sendApplication, submitFailure } from '../../../../src/features/jobs/submit';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();


const application = { personName: '李雷', phoneNumber: '13812345678', cityId: '310100', positionIdList: [], resumeFile: [], otherFiles: [], captchaKey: 'k', captchaCode: 'ABCD' };
const submit = (jobId: string, draft: typeof application | null) => load('job application', () => sendApplication(new AbortController().signal, jobId, draft), submitFailure);

describe('sendApplication', () => {
  it('refuses a missing job id with 缺少职位ID and a missing application with 缺少申请信息, sending nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: string[] = [];
    fixtureServer.events.on('request:start', ({ request }) => sent.push(request.url));
    expect(await submit('', application)).toMatchObject({ status: 'failed', message: '缺少职位ID' });
    expect(await submit('J1001', null)).toMatchObject({ status: 'failed', message: '缺少申请信息' });
    fixtureServer.events.removeAllListeners();
    expect(sent).toEqual([]);
  });

  it('shows the server message of a refused application, else the check message, and 简历投递失败 for a failed request', () => {
    expect(submitFailure(new UnsuccessfulError('/applyJob', '1', '已投递过该职位'))).toBe('已投递过该职位');
    expect(submitFailure(new UnsuccessfulError('/applyJob', '1', null))).toBe('职位申请检查失败，请稍后重试！');
    expect(submitFailure(new Error('HTTPError 500'))).toBe('简历投递失败，请稍后重试！');
  });
});
