import { describe, expect, it } from 'vitest';
import { captchaResponseSchema, cityListResponseSchema, jobPageResponseSchema, jobStoreListResponseSchema } from '../../../schemas/api/recruit';

describe('recruitment contracts', () => {
  it('reads ids and paging numbers sent as numbers or strings, and a missing list as empty', () => {
    const page = jobPageResponseSchema.parse({ success: 'true', errorCode: 0, data: { list: [{ id: 7, jobTitle: '店长' }], total: '1', pageNum: '1', pageSize: 6 } });
    expect(page.data).toEqual({ list: [{ id: '7', jobTitle: '店长', jobContent: '' }], total: 1, pageNum: 1, pageSize: 6 });
    expect(jobPageResponseSchema.parse({ success: true, data: { list: null, total: 0, pageNum: 1, pageSize: 6 } }).data.list).toEqual([]);
    expect(cityListResponseSchema.parse({ success: true, data: [{ areaName: '上海市', areaId: 310100 }] }).data).toEqual([{ areaName: '上海市', areaId: '310100', areaCode: '' }]);
    expect(jobStoreListResponseSchema.parse({ success: true, data: null }).data).toEqual([]);
  });

  it('refuses a job without a title, a store without an id and a captcha that is not base64 image data', () => {
    expect(jobPageResponseSchema.safeParse({ success: true, data: { list: [{ id: 1, jobTitle: '' }], total: 1, pageNum: 1, pageSize: 6 } }).success).toBe(false);
    expect(jobStoreListResponseSchema.safeParse({ success: true, data: [{ storeName: '店' }] }).success).toBe(false);
    expect(captchaResponseSchema.safeParse({ success: true, data: { captchaKey: 'k', imageBase64: 'iVBORw0KGgo=' } }).success).toBe(true);
    expect(captchaResponseSchema.safeParse({ success: true, data: { captchaKey: 'k', imageBase64: 'data:image/png;base64,iVBORw0KGgo=' } }).success).toBe(true);
    expect(captchaResponseSchema.safeParse({ success: true, data: { captchaKey: 'k', imageBase64: 'javascript:alert(1)' } }).success).toBe(false);
    expect(captchaResponseSchema.safeParse({ success: true, data: { captchaKey: '', imageBase64: 'iVBORw0KGgo=' } }).success).toBe(false);
  });
});
