export interface PlateBadgeProps {
  /** The plate as one phrase, read instead of the drawing ("Private plate 7406, Ajman"). */
  readonly plate: string;
  readonly plateNumber: string;
  /** The emirate's short code shown on a local plate ("AJM"). */
  readonly plateCode?: string;
}

/**
 * A plate drawn as a plate (short code, then the number, in a bordered box) for the eye, and said as
 * a phrase for screen readers. Shared by the vehicle list, the vehicle details and the plate cards.
 * @internal
 */
export function PlateBadge({ plate, plateNumber, plateCode }: PlateBadgeProps) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex items-center gap-2 rounded-control border-2 border-control-line px-2 py-0.5 font-mono text-title tabular-nums"
      >
        {plateCode ? <span className="text-caption font-bold">{plateCode}</span> : null}
        {plateNumber}
      </span>
      <span className="sr-only">{plate}</span>
    </>
  );
}
