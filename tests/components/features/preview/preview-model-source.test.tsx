import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewEditor } from '../../../../src/features/preview/preview-editor';
import { t } from '../../../../src/i18n/zh-CN';
import { withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();

// The site's client has a same-origin base URL, which Node's fetch cannot use; the test client has a host.

async function fetchModel(id: string) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <PreviewEditor />
    </MemoryRouter>,
  );
  await user.selectOptions(screen.getByLabelText(t.preview.sourceLabel), t.preview.sources.model);
  await user.type(screen.getByLabelText(t.preview.idLabel), id);
  await user.click(screen.getByRole('button', { name: t.preview.fetch }));
}

describe('/__preview by model id (按模型 ID)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('lists every readable content of the model, each rendered by the engine in the backend\'s order', async () => {
    await fetchModel('fixedSize_02');
    const page = await screen.findByRole('region', { name: t.preview.rendered });
    expect(await within(page).findByRole('region', { name: '独一无二的印记' })).toBeTruthy();
    expect(within(page).getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['独一无二的印记', '先试打，再选杆', '企业礼赠']);
    expect(within(page).getByRole('link', { name: '预约试打' }).getAttribute('href')).toBe('/trial');
    expect(screen.getByText(t.preview.noIssues)).toBeTruthy();
  });

  it('an unknown model meets what a visitor would: the failed state with the spec\'s message', async () => {
    await fetchModel('no-such-model');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: t.states.failedTitle })).toBeTruthy();
    expect(alert.parentElement?.textContent).toContain(t.requestFailed);
    expect(screen.queryByRole('region', { name: t.preview.rendered })).toBeNull();
  });
});
