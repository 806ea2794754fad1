import { useId, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { Field } from '../../../components/Field';
import { Skeleton } from '../../../components/Skeleton';
import { TextInput } from '../../../components/TextInput';
import { cn } from '../../../lib/cn';
import { CommunityAvatar } from '../CommunityAvatar';

/** The public profile's values. */
export interface CommunityProfileValues {
  readonly publicName: string;
  readonly avatarId: string;
}

/** Each refused field's message, translated by the caller (core's `validateCommunityProfile`). */
export interface CommunityProfileErrors {
  readonly publicName?: string;
  readonly avatarId?: string;
}

/** Every word of the form, translated by the caller (`communityProfileLabelsOf`). */
export interface CommunityProfileLabels {
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
  readonly publicName: string;
  readonly publicNameHint: string;
  readonly avatar: string;
  /** The name of each avatar's choice ("Avatar 3"). */
  readonly avatarOption: (number: number) => string;
  readonly save: string;
  readonly saving: string;
  readonly errorSummaryTitle: string;
  readonly errorPrefix: string;
}

export interface CommunityProfileFormProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'onSubmit'
> {
  /** The profile as stored: the form starts from it. */
  readonly state: DataState<CommunityProfileValues>;
  readonly labels: CommunityProfileLabels;
  /** The avatars to choose from (core's `COMMUNITY_AVATARS`). */
  readonly avatars: readonly string[];
  /** The refused fields: shown on each field and in a summary that takes the focus. */
  readonly errors?: CommunityProfileErrors;
  /** A refusal no field owns (the server's sentence). */
  readonly formError?: string;
  readonly saving?: boolean;
  /** Said once saved (a polite live region). */
  readonly savedMessage?: string;
  /** Called with what was typed and chosen; the caller checks it and sends it. */
  readonly onSave: (values: CommunityProfileValues) => void;
}

function ProfileForm({
  initial,
  labels,
  avatars,
  errors = {},
  formError,
  saving = false,
  savedMessage,
  onSave,
}: Omit<CommunityProfileFormProps, 'state'> & { readonly initial: CommunityProfileValues }) {
  const [values, setValues] = useState(initial);
  const nameId = useId();
  const avatarId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const problems = [
    ...(errors.publicName ? [{ fieldId: nameId, message: errors.publicName }] : []),
    ...(errors.avatarId ? [{ fieldId: `${avatarId}-0`, message: errors.avatarId }] : []),
  ];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-6">
      <ErrorSummary
        key={`${errors.publicName ?? ''}|${errors.avatarId ?? ''}|${formError ?? ''}`}
        ref={summary}
        title={labels.errorSummaryTitle}
        errors={problems}
        {...(formError ? { description: formError } : {})}
      />
      <Field
        label={labels.publicName}
        hint={labels.publicNameHint}
        controlId={nameId}
        required
        error={errors.publicName}
        errorPrefix={labels.errorPrefix}
      >
        <TextInput
          name="publicName"
          autoComplete="nickname"
          value={values.publicName}
          onChange={(event) => setValues({ ...values, publicName: event.target.value })}
        />
      </Field>
      <fieldset
        className={cn(
          'flex min-w-0 flex-col gap-3',
          errors.avatarId && 'border-s-4 border-status-danger-line ps-3',
        )}
        aria-describedby={errors.avatarId ? `${avatarId}-error` : undefined}
      >
        <legend className="mb-2 font-semibold">{labels.avatar}</legend>
        {errors.avatarId ? (
          <p id={`${avatarId}-error`} className="font-semibold text-status-danger-text">
            <span className="sr-only">{labels.errorPrefix} </span>
            {errors.avatarId}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {avatars.map((avatar, index) => (
            <label
              key={avatar}
              className="relative cursor-pointer rounded-pill has-[:checked]:outline-3 has-[:checked]:outline-offset-2 has-[:checked]:outline-brand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
            >
              <input
                id={`${avatarId}-${index}`}
                type="radio"
                name="avatarId"
                value={avatar}
                checked={values.avatarId === avatar}
                onChange={() => setValues({ ...values, avatarId: avatar })}
                className="sr-only"
              />
              <span className="sr-only">{labels.avatarOption(index + 1)}</span>
              <CommunityAvatar avatarId={avatar} initials="" size="lg" />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={saving} loadingLabel={labels.saving}>
          {labels.save}
        </Button>
      </div>
      <p role="status" className="text-body">
        {savedMessage ?? ''}
      </p>
    </form>
  );
}

/**
 * The person's public profile in the community (tamm-by-you, issue W): the public name shown on
 * their ideas, comments and leaderboard place instead of their real name, and the avatar drawing
 * beside it, chosen among the community's (never a photo). The caller checks what was typed (core's
 * `validateCommunityProfile`) and sends it; a refusal keeps what was typed, names each field on it
 * and in an error summary that takes the focus. Each avatar is a radio button named "Avatar n",
 * the chosen one ringed (shape, not colour alone). Four states: loading, error with retry, the
 * form (a profile always exists: a default one until the person chooses).
 */
export function CommunityProfileForm({
  state,
  labels,
  className,
  avatars,
  errors,
  formError,
  saving,
  savedMessage,
  onSave,
  ...props
}: CommunityProfileFormProps) {
  return (
    <div data-slot="community-profile-form" className={cn('min-w-0', className)} {...props}>
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="flex flex-col gap-4"
        skeleton={[
          <Skeleton key="name" className="h-11 w-full max-w-md" />,
          <Skeleton key="avatars" className="h-16 w-2/3" />,
        ]}
        isEmpty={() => false}
        empty={{ message: '' }}
      >
        {(initial) => (
          <ProfileForm
            initial={initial}
            labels={labels}
            avatars={avatars}
            {...(errors ? { errors } : {})}
            {...(formError ? { formError } : {})}
            {...(saving === undefined ? {} : { saving })}
            {...(savedMessage === undefined ? {} : { savedMessage })}
            onSave={onSave}
          />
        )}
      </DataStateView>
    </div>
  );
}
