import { Alert } from '../../components/Alert';

export interface RefusalAlertProps {
  /** The server's refusal, already words; nothing is shown without one. */
  readonly refusal: string | undefined;
  /** Tone name read before it ("Error"). */
  readonly toneLabel: string;
}

/**
 * The server's refusal of a wallet request, announced as an error alert where the form or dialog
 * shows it; nothing while there is none.
 * @internal
 */
export function RefusalAlert({ refusal, toneLabel }: RefusalAlertProps) {
  return refusal ? (
    <Alert tone="error" toneLabel={toneLabel} announce>
      {refusal}
    </Alert>
  ) : null;
}
