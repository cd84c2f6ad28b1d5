export type ToastVariant = 'success' | 'error' | 'info' | 'destructive' | 'default';

/**
 * A link in the toast ("View listing"). The toasts are drawn outside the router, so the page that
 * asks for one says how to go there (`navigate`); `href` makes it a real link for opening elsewhere.
 */
export interface ToastAction {
  label: string;
  href: string;
  navigate: (href: string) => void;
}

export interface ToastOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}
