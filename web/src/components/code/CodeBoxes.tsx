import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';

export const CODE_LENGTH = 6;

const allowed = /[0-9a-z]/i;

function clean(text: string): string[] {
  return Array.from(text).filter((c) => allowed.test(c));
}

/**
 * Six single-character boxes (docs/product.md#screens, Forms): typing moves to the next box, Backspace on an empty box
 * moves to the previous one, and pasting spreads the first six characters from the box pasted into.
 */
export function CodeBoxes({
  value,
  onChange,
  disabled = false,
  autoFocus = false,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  const fill = (start: number, chars: string[]) => {
    const next = [...value];
    chars.slice(0, CODE_LENGTH - start).forEach((c, i) => {
      next[start + i] = c;
    });
    onChange(next);
    focus(Math.min(start + chars.length, CODE_LENGTH - 1));
  };

  const handleChange = (index: number, text: string) => {
    const chars = clean(text);
    if (chars.length === 0) {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    if (chars.length > 1 && value[index]) {
      // Typing into a filled box: keep the newly typed character.
      const typed = chars.filter((c, i) => !(i === 0 && c === value[index]));
      fill(index, typed.length ? typed.slice(-1) : chars.slice(-1));
      return;
    }
    fill(index, chars);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const chars = clean(event.clipboardData.getData('text'));
    if (chars.length === 0) return;
    event.preventDefault();
    // A whole code pasted anywhere fills from the first box.
    fill(chars.length >= CODE_LENGTH ? 0 : index, chars.slice(0, CODE_LENGTH));
  };

  return (
    <Box
      role="group"
      aria-label="Verification code"
      sx={{ display: 'flex', gap: { xs: 0.75, sm: 1.25 }, justifyContent: 'center' }}
    >
      {Array.from({ length: CODE_LENGTH }, (_, i) => (
        <Box
          key={i}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            inputs.current[i] = el;
          }}
          value={value[i] ?? ''}
          // The native input event, not React's onChange: typing "1" over a selected "1" leaves
          // the value unchanged, so onChange never fires and focus would not move on (112233
          // retyped over itself gave 123333). The input event fires for every keystroke.
          onInput={(e) => handleChange(i, e.currentTarget.value)}
          onChange={() => undefined}
          onKeyDown={(e) => handleKeyDown(i, e)}
          onPaste={(e) => handlePaste(i, e)}
          onFocus={(e) => e.target.select()}
          disabled={disabled}
          autoFocus={autoFocus && i === 0}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${i + 1} of ${CODE_LENGTH}`}
          sx={{
            width: { xs: 44, sm: 52 },
            height: { xs: 52, sm: 60 },
            textAlign: 'center',
            fontSize: '1.5rem',
            fontWeight: 700,
            fontFamily: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.default',
            border: 2,
            borderColor: value[i] ? 'primary.main' : 'divider',
            borderRadius: 2,
            outline: 'none',
            caretColor: 'var(--mui-palette-primary-main)',
            '&:focus': { borderColor: 'primary.main', boxShadow: '0 0 0 3px var(--mui-palette-secondary-main)' },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}
