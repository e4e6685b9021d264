import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductFacts } from '../../../../src/features/product/product-facts';

const attribute = (attrName: string, value: string, group: '1' | '2' | '3') => ({ attrName, value, attrGroupDictCode: group });
const driver = [
  attribute('杆头材质', '钛合金 + 碳纤维', '1'),
  attribute('杆头体积', '460cc', '2'),
  attribute('标准杆长', '45.75 英寸', '2'),
  attribute('适用人群', '中高水平球手', '3'),
];
/** Each row of a table as [its row header, its cell]. */
const rows = (table: HTMLElement) =>
  within(table).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('ProductFacts', () => {
  it('the specifications are a table named by their heading: a row header (scope row) and a value on each row, in order', () => {
    render(<ProductFacts product={{ spuAttrList: driver }} />);
    const specs = screen.getByRole('table', { name: '规格参数' });
    expect(rows(specs)).toEqual([['杆头体积', '460cc'], ['标准杆长', '45.75 英寸']]);
    expect(within(specs).getAllByRole('rowheader').map((th) => th.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(screen.getByRole('region', { name: '规格参数' }).querySelector('dl')).toBeNull();
  });

  it('the features keep their "name: value" lines; their label/value pairs read as the same table', () => {
    render(<ProductFacts product={{ spuAttrList: driver }} />);
    const features = screen.getByRole('region', { name: '产品特点' });
    expect(within(features).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['杆头材质: 钛合金 + 碳纤维']);
    expect(rows(within(features).getByRole('table', { name: '产品特点' }))).toEqual([['适用人群', '中高水平球手']]);
  });

  it('no specification table, nor its section, without a group-2 attribute', () => {
    render(<ProductFacts product={{ spuAttrList: driver.filter((a) => a.attrGroupDictCode !== '2') }} />);
    expect(screen.queryByRole('region', { name: '规格参数' })).toBeNull();
    expect(screen.queryByRole('table', { name: '规格参数' })).toBeNull();
    expect(screen.getByRole('region', { name: '产品特点' })).toBeTruthy();
  });
});
