import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseBlocks } from '../../../src/engine/parse';
import { props, renderBlock } from '../support/blocks';

const wire = (contents: unknown) => ({ modelName: 'faq', contents: JSON.stringify(contents) });

describe('faq block', () => {
  it('lists every question under its title, each answer hidden until its question opens it, one paragraph a line', async () => {
    renderBlock('faq', props('faq', { title: '购买与售后', list: [{ question: '一', answer: '第一行\n\n第二行' }, { question: '二', answer: '答' }] }));
    expect(screen.getByRole('region', { name: '购买与售后' })).toBeTruthy();
    const first = screen.getByRole('button', { name: '一' });
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer?.hidden).toBe(true);
    await userEvent.click(first);
    expect([...(answer?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual(['第一行', '第二行']);
    expect(screen.getByRole('button', { name: '二' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('is judged whole, like every block: a question without its answer skips the list, with the path of the fault', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { blocks, issues } = parseBlocks([{ modelName: 'faq', contents: '{"list":' }, wire({ list: [{ question: '一', answer: ' ' }, { question: '二', answer: '答' }] }), wire({ list: [] })]);
    expect(blocks).toEqual([]);
    expect(issues.map((i) => [i.index, i.kind, i.path])).toEqual([[0, 'malformed-json', []], [1, 'invalid', ['list', 0, 'answer']], [2, 'invalid', ['list']]]);
  });
});
