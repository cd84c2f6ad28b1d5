import { createTheme } from '@mui/material/styles';

/** docs/product.md#screens (Theme): the documented storage key and words; anything but "dark" means light. */
export const THEME_STORAGE_KEY = 'darkMode';

/**
 * The smallest box a finger can hit (WCAG 2.5.5, the platforms' guidelines): every icon button,
 * button and text box is at least this tall (and icon buttons this wide), at every width: the
 * sizes look right on a desktop too, and one rule is easier to keep than a rule per screen.
 */
export const TOUCH_TARGET = 44;

// Campus green with a warm amber accent. Each palette is chosen for its own background (not an
// inversion), every text/background pair at WCAG AA or better.
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#00695C', light: '#439889', dark: '#003D33', contrastText: '#FFFFFF' },
        secondary: { main: '#B45309', contrastText: '#FFFFFF' },
        background: { default: '#F4F7F6', paper: '#FFFFFF' },
        text: { primary: '#14201D', secondary: '#4A5A56' },
        divider: 'rgba(20, 32, 29, 0.12)',
        success: { main: '#1B7F3B' },
        error: { main: '#C62828' },
        // MUI's defaults (#ed6c02, #0288d1) carry white text at 3.1:1 and 3.9:1: filled alerts,
        // toasts and chips ("Pending review") need these darker shades for 4.5:1.
        warning: { main: '#B45309', contrastText: '#FFFFFF' },
        info: { main: '#0A6AA1', contrastText: '#FFFFFF' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#5FD0BF', light: '#8FE3D6', dark: '#2B9C8C', contrastText: '#04231E' },
        secondary: { main: '#FBBF24', contrastText: '#231500' },
        background: { default: '#0E1614', paper: '#15201D' },
        text: { primary: '#E6EFEC', secondary: '#A7B8B3' },
        divider: 'rgba(230, 239, 236, 0.14)',
        // Filled alerts and toasts draw on the `dark` shade with white text in this scheme; MUI's
        // derived shades gave 3.86:1 (success) and 4.45:1 (error), so each is set here at 4.5:1+.
        success: { main: '#5BD08A', dark: '#1B6E3A' },
        error: { main: '#FF8A80', dark: '#B3261E' },
        warning: { main: '#FBBF24', dark: '#8A4B00' },
        info: { main: '#6CC4F5', dark: '#0B5C8E' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
    h4: { fontSize: '1.2rem', fontWeight: 700 },
    button: { fontWeight: 700, letterSpacing: '0.04em' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: TOUCH_TARGET } },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
    },
    // Small outlined boxes and selects are 40 px by default: 2 px more padding above and below
    // makes them 44 (the input element's own box), with the label still centred.
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&.MuiInputBase-sizeSmall:not(.MuiInputBase-multiline) .MuiOutlinedInput-input': { paddingBlock: 10.5 },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: {
          '&.MuiInputLabel-outlined.MuiInputLabel-sizeSmall:not(.MuiInputLabel-shrink)': {
            transform: 'translate(14px, 11px) scale(1)',
          },
        },
      },
    },
    // A card's whole face is one link (the category tiles): never shorter than a target.
    MuiCardActionArea: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
    // Breadcrumb links are short words ("Home"): their own box is made a full target.
    MuiBreadcrumbs: {
      styleOverrides: {
        li: {
          '& > a': {
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            minHeight: TOUCH_TARGET,
            minWidth: TOUCH_TARGET,
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-focusVisible': { outline: `3px solid ${t.vars.palette.secondary.main}`, outlineOffset: 2 },
        }),
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          // A link that is a heading's whole text (a card's title) is a block and a full target.
          'h2 > &, h3 > &': { display: 'block', minHeight: TOUCH_TARGET },
          '&:focus-visible': {
            outline: `3px solid ${t.vars.palette.secondary.main}`,
            outlineOffset: 2,
            borderRadius: 2,
          },
        }),
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});
