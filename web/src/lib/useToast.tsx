import { forwardRef, useCallback } from 'react';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

export type ToastVariant = 'success' | 'error' | 'info' | 'destructive' | 'default';

export interface ToastOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
}

function ToastBody({ title, message }: { title: string; message?: string }) {
  return (
    <>
      <AlertTitle sx={{ mb: message ? 0.25 : 0, fontWeight: 700 }}>{title}</AlertTitle>
      {message}
    </>
  );
}

/** One toast, drawn as an MUI Alert so both themes and screen readers (role="alert") get it right. */
export const ToastAlert = forwardRef<HTMLDivElement, CustomContentProps>(function ToastAlert(props, ref) {
  const { id, message, variant } = props;
  const { closeSnackbar } = useSnackbar();
  const severity = variant === 'error' ? 'error' : variant === 'success' ? 'success' : variant === 'warning' ? 'warning' : 'info';
  return (
    <SnackbarContent ref={ref} role="presentation">
      <Alert
        severity={severity}
        variant="filled"
        elevation={6}
        sx={{ width: '100%', minWidth: { sm: 340 }, maxWidth: 480 }}
        action={
          <IconButton aria-label="Dismiss notification" color="inherit" size="small" onClick={() => closeSnackbar(id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

/**
 * Toasts as SPEC §4 has them: one visible at a time (a new one replaces the previous), 5 s,
 * a title and a message. "destructive" is the spec's name for the error style.
 */
export function useToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    ({ title, message, variant = 'default' }: ToastOptions) => {
      closeSnackbar();
      enqueueSnackbar(<ToastBody title={title} message={message} />, {
        variant: variant === 'destructive' ? 'error' : variant,
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
