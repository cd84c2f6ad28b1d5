import type { ProductFormValues } from './productFormValues';

// Labels stay above the boxes: register() fills inputs behind MUI's back, so it cannot tell.
export const shrink = { shrink: true } as const;
export const required = { 'aria-required': true } as const;

/** A field's message (the form's own check or the server's), if it has one. */
export type FieldError = (name: keyof ProductFormValues) => string | undefined;
