import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenWidth } from '../../../testing/screenWidth';
import { FilterPanel } from './FilterPanel';

function renderPanel(onClear = jest.fn()) {
  return render(
    <FilterPanel onClear={onClear}>
      <label>
        Maximum price
        <input />
      </label>
    </FilterPanel>,
  );
}

describe('FilterPanel', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('draws the filters with the page on a wide screen', () => {
    restore = screenWidth(1280);
    renderPanel();
    expect(screen.getByLabelText('Maximum price')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });

  it('on a phone draws them when first opened, and keeps them when closed again', async () => {
    restore = screenWidth(360);
    const onClear = jest.fn();
    renderPanel(onClear);
    expect(screen.queryByLabelText('Maximum price')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByLabelText('Maximum price')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Hide filters' }));
    // Still there (folded by CSS): a price being typed is not dropped by closing the panel.
    expect(screen.getByLabelText('Maximum price')).toBeInTheDocument();
  });
});
