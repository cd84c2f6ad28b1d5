import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
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

  it('draws the filters beside the results on a wide screen, with no button', () => {
    restore = screenWidth(1280);
    renderPanel();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toContainElement(
      screen.getByLabelText('Maximum price'),
    );
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  it('on a phone opens them in a sheet when asked, and keeps a typed price when closed', async () => {
    restore = screenWidth(360);
    const user = userEvent.setup();
    const onClear = jest.fn();
    renderPanel(onClear);
    expect(screen.queryByLabelText('Maximum price')).toBeNull();

    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(screen.getByLabelText('Maximum price'), '500');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(sheet).not.toBeVisible());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeVisible();
    expect(screen.getByLabelText('Maximum price')).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  });
});
