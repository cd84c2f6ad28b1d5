import { forwardRef, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import {
  SnackbarContent,
  SnackbarProvider,
  useSnackbar,
  type CustomContentProps,
  type ProviderContext,
} from 'notistack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import type { ToastOptions } from './toastOptions';

// The toasts' code (notistack and the Alert they are drawn with), loaded apart from the first
// screen: the app's ToastHost (useToast.tsx) loads it on the first toast or once the page is idle.
// Tests render ToastStack directly, so a toast shows without waiting for the page to be idle.

function ToastBody({ title, message, action, onAction }: Omit<ToastOptions, 'variant'> & { onAction: () => void }) {
  return (
    <>
      <AlertTitle sx={{ mb: message ? 0.25 : 0, fontWeight: 700 }}>{title}</AlertTitle>
      {message}
      {action && (
        <Box sx={{ mt: 1 }}>
          <Button
            component="a"
            href={action.href}
            variant="outlined"
            color="inherit"
            size="small"
            sx={{ minHeight: 44, fontWeight: 700 }}
            onClick={(event: MouseEvent) => {
              // A plain click stays in the app; a modified one (new tab) is the browser's.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onAction();
              action.navigate(action.href);
            }}
          >
            {action.label}
          </Button>
        </Box>
      )}
    </>
  );
}

/** docs/product.md#screens (Toasts): a toast swiped right by this many pixels is dismissed. */
export const SWIPE_DISMISS_PX = 50;

/**
 * One toast, drawn as an MUI Alert so both themes and screen readers (role="alert") get it right.
 * It follows a finger or mouse dragged right and is dismissed past SWIPE_DISMISS_PX; F8 focuses it
 * (see ToastHotkey), hence the tabIndex and the data-toast marker.
 */
export const ToastAlert = forwardRef<HTMLDivElement, CustomContentProps>(function ToastAlert(props, ref) {
  const { id, message, variant } = props;
  const { closeSnackbar: close } = useSnackbar();
  const severity =
    variant === 'error' ? 'error' : variant === 'success' ? 'success' : variant === 'warning' ? 'warning' : 'info';
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button, a')) return; // the close button and a link click, they do not drag
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const moved = e.clientX - start.current;
    start.current = null;
    setDx(0);
    if (moved >= SWIPE_DISMISS_PX) close(id);
  };
  return (
    <SnackbarContent ref={ref} role="presentation">
      <Alert
        severity={severity}
        variant="filled"
        elevation={6}
        tabIndex={-1}
        data-toast=""
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={() => {
          start.current = null;
          setDx(0);
        }}
        sx={{
          width: '100%',
          // On a phone the stack sits at the top (ToastStack): this clears the sticky top bar (55 px).
          mt: { xs: '49px', sm: 0 },
          minWidth: { sm: 340 },
          maxWidth: 480,
          touchAction: 'pan-y', // vertical scrolling stays the browser's; horizontal drags are ours
          transform: dx ? `translateX(${dx}px)` : undefined,
          opacity: dx ? Math.max(0.3, 1 - dx / 200) : undefined,
          '&:focus-visible': { outline: '3px solid var(--mui-palette-secondary-main)', outlineOffset: 2 },
          // MUI's message box scrolls (overflow: auto) when a long word does not fit a phone: a
          // scroll area no keyboard can reach. Long words wrap instead.
          '& .MuiAlert-message': { overflow: 'visible', minWidth: 0, overflowWrap: 'anywhere' },
        }}
        action={
          <IconButton aria-label="Dismiss notification" color="inherit" size="small" onClick={() => close(id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

const toastComponents = {
  default: ToastAlert,
  success: ToastAlert,
  error: ToastAlert,
  info: ToastAlert,
  warning: ToastAlert,
};

type Snackbars = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;

/** The mounted ToastStack's notistack, and the toasts asked for before there was one. */
let host: Snackbars | null = null;
const waiting: ((snackbars: Snackbars) => void)[] = [];

function Register() {
  const snackbars = useSnackbar();
  useEffect(() => {
    host = snackbars;
    waiting.splice(0).forEach((show) => show(snackbars));
    return () => {
      if (host === snackbars) host = null;
    };
  }, [snackbars]);
  return null;
}

/**
 * Where the app's toasts appear, as docs/product.md#screens has them: one at a time, 5 s, bottom
 * centre; on a phone, top centre just below the top bar, where a full-width toast covers none of
 * the page's buttons (a form's actions, a product's sticky contact bar sit at the bottom there).
 */
export function ToastStack() {
  // A plain query (MUI's sm breakpoint): the stack may sit outside the theme's provider.
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
      Components={toastComponents}
    >
      <Register />
    </SnackbarProvider>
  );
}

/** Shows a toast on the ToastStack (once there is one); a new one replaces the one on screen. */
export function showToast({ title, message, variant = 'default', action }: ToastOptions): void {
  const show = ({ enqueueSnackbar, closeSnackbar }: Snackbars) => {
    closeSnackbar();
    enqueueSnackbar(<ToastBody title={title} message={message} action={action} onAction={() => closeSnackbar()} />, {
      variant: variant === 'destructive' ? 'error' : variant,
    });
  };
  if (host) show(host);
  else waiting.push(show);
}
