/**
 * Takes a person from an error summary link to the field in error: the whole field (label, hint,
 * error) is scrolled into view, since the browser's own jump to `#id` would hide the label above
 * the control, then the control is focused without a second scroll. Returns false when no element
 * has the id, so the link can fall back to its `href`.
 */
export function moveFocusToField(document: Document, fieldId: string): boolean {
  const control = document.getElementById(fieldId);
  if (!control) return false;
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  const field = control.closest('[data-slot="field"]') ?? label ?? control;
  field.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}
