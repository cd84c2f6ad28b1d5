export type ToastVariant = 'success' | 'error' | 'info' | 'destructive' | 'default';

export interface ToastOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
}
