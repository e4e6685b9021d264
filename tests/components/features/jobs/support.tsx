import { objectUrlText } from '../../../support/object-urls';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { JobDialogs } from '../../../../src/features/jobs/job-dialogs';
import { JOB_DIALOGS_ROOT_ID } from '../../../../src/state/page';
import { minimalPdf, PDF_TYPE } from '../../../support/documents';
import { renderInFrame } from '../../support/frame';

/** The job dialogs on /about-us?job=ID, with the full frame's mount point in the document. */
export function renderJobDialogs(jobId = 'J1004') {
  document.getElementById(JOB_DIALOGS_ROOT_ID)?.remove();
  const root = document.createElement('div');
  root.id = JOB_DIALOGS_ROOT_ID;
  document.body.append(root);
  return renderInFrame(<JobDialogs />, { path: `/about-us?job=${jobId}` });
}

/** The code drawn on the captcha image on screen (the fixture draws its letters as SVG text). */
export async function captchaOnScreen(): Promise<string> {
  const src = screen.getByRole('button', { name: '验证码图片，点击刷新' }).querySelector('img')?.getAttribute('src') ?? '';
  const svg = await objectUrlText(src);
  return [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('');
}

/** The current captcha image's blob: URL. */
export const captchaImage = () => screen.getByRole('button', { name: '验证码图片，点击刷新' }).querySelector('img')?.getAttribute('src') ?? '';

/** From Info through Intro to the form. */
export async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('link', { name: '申请职位' }));
  await screen.findByRole('dialog', { name: /^申请：/ });
  await waitFor(() => expect(captchaImage()).toMatch(/^blob:/));
}

/** A complete application: name, phone, Shanghai with one store, a pdf resume, the right captcha. */
export async function fillValid(user: UserEvent) {
  // Pasted, not typed key by key: the same change for the form, a fraction of the events on a busy machine.
  const paste = async (name: string, text: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  };
  await paste('姓名', '李雷');
  await paste('手机号码', '13812345678');
  await user.selectOptions(screen.getByRole('combobox', { name: '地点偏好' }), '上海市');
  await user.click(await screen.findByLabelText('MERIDIAN 上海静安旗舰店'));
  const resume = screen.getByRole('group', { name: '简历' }).querySelector('input[type=file]') as HTMLInputElement;
  await user.upload(resume, new File([minimalPdf('cv')], 'cv.pdf', { type: PDF_TYPE }));
  await paste('验证码', await captchaOnScreen());
}
