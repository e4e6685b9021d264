import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Province } from '../../../../schemas/api/area';
import { AreaPicker } from '../../../../src/features/store-finder/area-picker';

const area = (areaCode: string, areaName: string) => ({ areaId: areaCode, areaCode, areaName });
const provinces: Province[] = [
  { ...area('310000', '上海市'), children: [area('310100', '上海市')] },
  { ...area('510000', '四川省'), children: [area('510100', '成都市'), area('510700', '绵阳市')] },
];

function pickerAt(path: string, province: Province | null, cityCode?: string) {
  const city = province?.children.find((c) => c.areaCode === cityCode) ?? null;
  const router = createMemoryRouter([{ path: '*', element: <AreaPicker provinces={provinces} province={province} city={city} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup({ delay: null }), where: () => `${router.state.location.pathname}${router.state.location.search}` };
}

describe('the store finder\'s area picker', () => {
  it('is a GET form of /find-us with its province and city fields and a button, so the browser alone can send it', () => {
    pickerAt('/find-us?province=510000', provinces[1] ?? null);
    const form = screen.getByRole('form', { name: '按地区查找门店' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/find-us');
    expect((screen.getByLabelText('省份') as HTMLSelectElement).name).toBe('province');
    expect((screen.getByLabelText('城市') as HTMLSelectElement).name).toBe('city');
    expect(screen.getByRole('button', { name: '查看门店' }).getAttribute('type')).toBe('submit');
  });

  it('a city applies at once with its province; another province starts at all its cities', async () => {
    const { user, where } = pickerAt('/find-us?province=510000', provinces[1] ?? null);
    await user.selectOptions(screen.getByLabelText('城市'), '成都市');
    await waitFor(() => expect(where()).toBe('/find-us?province=510000&city=510100'));
    await user.selectOptions(screen.getByLabelText('省份'), '上海市');
    await waitFor(() => expect(where()).toBe('/find-us?province=310000'));
  });

  it('the stores nearest to the visitor (no province yet): a province applies at once, the city waits for it', async () => {
    const { user, where } = pickerAt('/find-us', null);
    expect((screen.getByLabelText('城市') as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('省份'), '四川省');
    await waitFor(() => expect(where()).toBe('/find-us?province=510000'));
  });
});
