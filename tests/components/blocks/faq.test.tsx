import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseBlocks } from '../../../src/engine/parse';
import { props, renderBlock } from '../support/blocks';

const wire = (contents: unknown) => ({ modelName: 'faq', contents: JSON.stringify(contents) });

describe('faq block', () => {
  it('lists every question under its title, each answer closed until its question opens it, one paragraph a line', async () => {
    renderBlock('faq', props('faq', { title: '购买与售后', list: [{ question: '一', answer: '第一行\n\n第二行' }, { question: '二', answer: '答' }] }));
    expect(screen.getByRole('region', { name: '购买与售后' })).toBeTruthy();
    const [first, second] = [...document.querySelectorAll('details')];
    expect(first?.querySelector('summary')?.textContent).toBe('一');
    expect(first?.open).toBe(false);
    await userEvent.click(first!.querySelector('summary')!);
    expect(first?.open).toBe(true);
    expect([...first!.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['第一行', '第二行']);
    expect(second?.open).toBe(false);
  });

  it('makes a phone number in an answer a tel: link', () => {
    renderBlock('faq', props('faq', { title: '售后', list: [{ question: '如何联系？', answer: '请致电 400-820-1979 登记。' }] }));
    const answer = document.querySelector('details p');
    expect(answer?.textContent).toBe('请致电 400-820-1979 登记。');
    expect(answer?.querySelector('a')?.getAttribute('href')).toBe('tel:4008201979');
  });

  it('is judged whole, like every block: a question without its answer skips the list, with the path of the fault', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { blocks, issues } = parseBlocks([{ modelName: 'faq', contents: '{"list":' }, wire({ list: [{ question: '一', answer: ' ' }, { question: '二', answer: '答' }] }), wire({ list: [] })]);
    expect(blocks).toEqual([]);
    expect(issues.map((i) => [i.index, i.kind, i.path])).toEqual([[0, 'malformed-json', []], [1, 'invalid', ['list', 0, 'answer']], [2, 'invalid', ['list']]]);
  });
});
