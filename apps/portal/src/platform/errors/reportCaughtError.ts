import type { ErrorInfo } from 'react';
import { ContentPart } from './ContentPart';

/**
 * React's `onCaughtError` for the app's roots: an error a boundary caught. A content part's
 * (`ContentPart`) is a failure spec 001 §8 swallows: the part logs it and is left out, so here it
 * is only a warning for whoever develops. Every other one is reported as React does by default
 * (`console.error`): a page that fell to its route's error boundary is a defect.
 */
export function reportCaughtError(
  error: unknown,
  info: ErrorInfo & { readonly errorBoundary?: unknown },
): void {
  if (info.errorBoundary instanceof ContentPart) {
    console.warn(`A content part was left out: ${info.errorBoundary.props.name}`, error);
    return;
  }
  console.error(error);
}
