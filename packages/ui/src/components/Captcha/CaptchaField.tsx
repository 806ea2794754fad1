import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { get, useFormState, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { usePortalFormContext } from '../Form/PortalFormContext';
import { Captcha, type CaptchaControls } from './Captcha';
import type { CaptchaProvider } from './CaptchaProvider';

export interface CaptchaFieldProps<TInput extends FieldValues = FieldValues> {
  /** The token's field in the form's schema (`captchaToken`); it holds the token, or `''`. */
  readonly name: Path<TInput>;
  /** The vendor (the app's choice): the sandbox's provider, or a production adapter. */
  readonly provider: CaptchaProvider;
  /** Translated name of the check ("Security check"); names the group the widget sits in. */
  readonly label: string;
  /**
   * `reset()` after a refused submit: unchecks the widget and empties the field (the server has
   * spent its token, or may have).
   */
  readonly controlRef?: Ref<CaptchaControls>;
}

/**
 * A {@link Captcha} connected to the enclosing `<Form>` by name, as `FormField` connects a typed
 * control: the widget's token is the field's value (emptied when it expires or the widget fails),
 * its group has the id the error summary links to, and the field's error shows above it with the
 * form's error prefix and the field's danger border.
 *
 * @example
 * <CaptchaField<ShareBillInput> name="captchaToken" provider={captcha} label={t('captcha')} controlRef={captchaField} />
 */
export function CaptchaField<TInput extends FieldValues = FieldValues>({
  name,
  provider,
  label,
  controlRef,
}: CaptchaFieldProps<TInput>) {
  const { form, errorPrefix } = usePortalFormContext('CaptchaField');
  const captcha = useRef<CaptchaControls>(null);
  const { errors } = useFormState({ control: form.control, name, exact: true });
  const error = form.messageOf(get(errors, name) as FieldError | undefined);
  const id = form.fieldIdOf(name);
  const errorId = `${id}-error`;

  // The token is not typed into a control: register the field so the schema sees it.
  useEffect(() => {
    form.register(name);
  }, [form, name]);

  // Not validated on each token: the form checks on submit, and again only on the next submit.
  // The context holds the form without its value types; the name was checked against TInput above.
  const setToken = (token: string) =>
    form.setValue(name as string, token, { shouldDirty: true, shouldValidate: false });
  useImperativeHandle(controlRef, () => ({
    reset: () => {
      captcha.current?.reset();
      setToken('');
    },
  }));

  return (
    <div
      data-slot="field"
      data-invalid={error ? true : undefined}
      className={cn(
        'flex min-w-0 flex-col gap-1.5',
        error && 'border-s-4 border-status-danger-line ps-3',
      )}
    >
      {error ? (
        <p id={errorId} data-slot="field-error" className="font-semibold text-status-danger-text">
          <span className="sr-only">{errorPrefix}</span> {error}
        </p>
      ) : null}
      <Captcha
        id={id}
        provider={provider}
        label={label}
        controlRef={captcha}
        aria-describedby={error ? errorId : undefined}
        onToken={(token) => setToken(token)}
        onExpired={() => setToken('')}
        onError={() => setToken('')}
      />
    </div>
  );
}
