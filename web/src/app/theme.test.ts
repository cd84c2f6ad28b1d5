import { describe, expect, it } from '@jest/globals';
import { getContrastRatio, type Palette } from '@mui/material/styles';
import { theme } from './theme';

type Severity = 'success' | 'error' | 'warning' | 'info';
const severities: Severity[] = ['success', 'error', 'warning', 'info'];
// The built palettes of both schemes (the Theme type leaves colorSchemes out).
const schemes = (theme as unknown as { colorSchemes: Record<'light' | 'dark', { palette: Palette }> }).colorSchemes;

// What MUI draws a filled Alert (and so every toast) with: in light the `main` shade, in dark the
// `dark` shade, each with its contrast text (createThemeWithVars, palette.Alert.*Filled*).
describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    const palette = schemes[scheme].palette;
    for (const severity of severities) {
      it(`${scheme}: a filled ${severity} alert or toast`, () => {
        const bg = scheme === 'light' ? palette[severity].main : palette[severity].dark;
        const fg = palette.getContrastText(bg);
        expect(getContrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('light: a warning chip ("Pending review"), filled or outlined on paper', () => {
    const p = schemes.light.palette;
    expect(getContrastRatio(p.warning.contrastText, p.warning.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(p.warning.main, p.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
