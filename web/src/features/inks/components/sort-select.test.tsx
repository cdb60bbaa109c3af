import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, toBrowseParams, type BrowseFilters } from '../browse-params.ts';
import { FilterPanel } from './filter-panel.tsx';

/** The order control in the filter panel (ADR 050): what it shows and what it commits. */
function draw(filters: BrowseFilters) {
  const onChange = vi.fn<(next: BrowseFilters) => void>();
  render(<FilterPanel filters={filters} onChange={onChange} />);
  return onChange;
}

describe('Sort by', () => {
  it('is a labelled select showing the order of the address, the default when none', async () => {
    const onChange = draw(EMPTY_FILTERS);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveProperty('value', 'name');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Brand and name',
      'Newest',
      'Most owned',
      'Most photographed',
      'Highest rated',
      'Rainbow (by hue)',
    ]);
    await userEvent.selectOptions(select, 'Most owned');
    const next = onChange.mock.calls[0]?.[0] as BrowseFilters;
    expect(toBrowseParams(next).toString()).toBe('sort=owned');
  });

  it('offers best match with a search, chosen by default; keeps the facets when changed', async () => {
    const filters = { ...EMPTY_FILTERS, search: 'sailor blue', colors: ['Blue' as const] };
    const onChange = draw(filters);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveProperty('value', 'relevance');
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Best match');
    await userEvent.selectOptions(select, 'Rainbow (by hue)');
    const next = onChange.mock.calls[0]?.[0] as BrowseFilters;
    expect(toBrowseParams(next).toString()).toBe('search=sailor+blue&color=Blue&sort=hue');
  });

  it('is not there for a colour search (nearest first); clearing the filters keeps the order', async () => {
    draw({ ...EMPTY_FILTERS, near: '1f4e79' });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    document.body.innerHTML = '';
    const onChange = draw({ ...EMPTY_FILTERS, colors: ['Red'], sort: 'newest' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    const next = onChange.mock.calls[0]?.[0] as BrowseFilters;
    expect(toBrowseParams(next).toString()).toBe('sort=newest');
  });
});
