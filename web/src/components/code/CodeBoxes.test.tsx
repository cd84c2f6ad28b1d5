import { useState } from 'react';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CODE_LENGTH, CodeBoxes } from './CodeBoxes';

function Harness() {
  const [code, setCode] = useState<string[]>(Array<string>(CODE_LENGTH).fill(''));
  return (
    <>
      <CodeBoxes value={code} onChange={setCode} />
      <output data-testid="code">{code.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');

describe('CodeBoxes', () => {
  it('moves focus to the next box as each character is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('4');
    expect(boxes()[0]).toHaveValue('4');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('27');
    expect(boxes()[2]).toHaveValue('7');
    expect(boxes()[3]).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent('427');
  });

  it('retyping over a filled code gives exactly what was typed, repeated characters included', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('112233');
    expect(screen.getByTestId('code')).toHaveTextContent(/^112233$/);
    await user.click(boxes()[0]);
    await user.keyboard('112233');
    expect(boxes().map((b) => b.value)).toEqual(['1', '1', '2', '2', '3', '3']);
    await user.click(boxes()[0]);
    await user.keyboard('445566');
    expect(screen.getByTestId('code')).toHaveTextContent(/^445566$/);
  });

  it('goes back to the previous box on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    // Backspace in a filled box clears it and stays.
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[1]).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^1$/);
  });

  it('spreads the first six pasted characters across the boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]);
    await user.paste(' 123-456 789');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('fills from the box pasted into when fewer than six characters arrive', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[3], { clipboardData: { getData: () => '98' } });
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '9', '8', '']);
  });

  it('labels every box for screen readers', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 6 of 6')).toBeInTheDocument();
  });
});
