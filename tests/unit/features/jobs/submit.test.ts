import { describe, expect, it, vi } from 'vitest';
import { submitApplication } from '../../../../src/features/jobs/submit';
import { fixtureServer } from '../../../support/fixture-server';

vi.mock('../../../../src/config/client', async () => ({ apiClient: (await import('../../../support/client')).testClient().client }));

const application = { personName: '李雷', phoneNumber: '13812345678', cityId: '310100', positionIdList: [], resumeFile: [], otherFiles: [], captchaKey: 'k', captchaCode: 'ABCD' };

describe('submitApplication', () => {
  it('refuses a missing job id with 缺少职位ID and a missing application with 缺少申请信息, sending nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: string[] = [];
    fixtureServer.events.on('request:start', ({ request }) => sent.push(request.url));
    expect(await submitApplication('', application)).toEqual({ ok: false, message: '缺少职位ID' });
    expect(await submitApplication('J1001', null)).toEqual({ ok: false, message: '缺少申请信息' });
    fixtureServer.events.removeAllListeners();
    expect(sent).toEqual([]);
  });
});
