import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { MESSAGE_LIMITS } from '#domain/clients/conversation.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { NEW_CONVERSATION_PATHS, submissionFor } from '../../lib/form-submission.ts';
import { useMutationCall } from '../../lib/procedure-calls.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import {
  conversationFieldErrors,
  conversationRefusal,
  translateConversationMessage,
} from './conversation-messages.ts';

type Field = 'projectId' | 'title' | 'body';

/**
 * "New conversation" about a project: the client's (`conversations.start`, a project select) or the
 * owner's (`ownerStart`, one project given). Opens the new thread once started. Before its script runs
 * it posts to `action` (`conversation-reply.routes.ts`), so the message never lands in the address.
 */
export function NewConversationForm({
  projects,
  procedure = 'conversations.start',
  action = NEW_CONVERSATION_PATHS.client,
  initialTitle = '',
  threadPath = (id) => `/portal/conversations/${id}`,
  heading = true,
}: {
  projects: Array<{ id: string; name: string }>;
  procedure?: 'conversations.start' | 'conversations.ownerStart';
  /** Where the form posts without its script. */
  action?: string;
  initialTitle?: string;
  threadPath?: (conversationId: string) => string;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const { formSubmission } = usePageContext();
  // The page shown again after a plain post that was refused: what was typed and why.
  const posted = submissionFor(formSubmission, 'conversationStart');
  const onlyProject = projects.length === 1 ? (projects[0]?.id ?? '') : '';
  const [values, setValues] = useState({
    projectId: posted?.values.projectId || onlyProject,
    title: posted?.values.title ?? initialTitle,
    body: posted?.values.body ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(
    () => (posted?.fieldErrors ?? {}) as Partial<Record<Field, string>>,
  );
  const [formError, setFormError] = useState(() => {
    if (posted?.formError) return translateConversationMessage(t, posted.formError);
    return posted?.status === 500 ? t('conversations.start.failed') : '';
  });
  const start = useMutationCall(procedure);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const focus = (found: Partial<Record<Field, string>>) => {
      const first = (['projectId', 'title', 'body'] as const).find((field) => found[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    };
    setFormError('');
    const { startConversationSchema } = await import('#application/conversations/schemas.ts');
    const parsed = startConversationSchema.safeParse(values);
    const found = parsed.success ? {} : firstIssuePerField(parsed.error.issues);
    setErrors(found);
    if (!parsed.success) return focus(found);
    try {
      const answer = await start.mutateAsync(values);
      window.location.assign(threadPath(answer.conversationId));
    } catch (failure) {
      const fromServer = conversationFieldErrors(failure);
      setErrors(fromServer);
      if (Object.keys(fromServer).length > 0) return focus(fromServer);
      setFormError(conversationRefusal(t, failure, t('conversations.start.failed')));
    }
  }

  const message = (field: Field) =>
    errors[field] ? translateConversationMessage(t, errors[field]) : undefined;
  if (projects.length === 0)
    return <p className="mt-8 text-sm text-stone-600">{t('conversations.start.noProjects')}</p>;
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      aria-labelledby={heading ? 'new-conversation-heading' : undefined}
      className="mt-10 space-y-4"
    >
      {heading && (
        <h2 id="new-conversation-heading" className="text-lg font-semibold">
          {t('conversations.start.heading')}
        </h2>
      )}
      {projects.length === 1 && <input type="hidden" name="projectId" value={values.projectId} />}
      {projects.length > 1 && (
        <div>
          <label htmlFor="new-conversation-project" className="block text-sm font-medium text-stone-800">
            {t('conversations.start.project')}
          </label>
          <select
            id="new-conversation-project"
            name="projectId"
            value={values.projectId}
            onChange={set('projectId')}
            aria-invalid={errors.projectId ? true : undefined}
            aria-describedby={errors.projectId ? 'new-conversation-project-error' : undefined}
            className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{t('conversations.start.chooseProject')}</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
          {errors.projectId && (
            <p id="new-conversation-project-error" className="mt-1 text-sm text-red-700">
              {message('projectId')}
            </p>
          )}
        </div>
      )}
      <TextField
        id="new-conversation-title"
        name="title"
        label={t('conversations.start.title')}
        required
        maxLength={MESSAGE_LIMITS.titleMax}
        value={values.title}
        onChange={set('title')}
        error={message('title') ?? ''}
      />
      <TextAreaField
        id="new-conversation-body"
        name="body"
        label={t('conversations.start.message')}
        hint={t('conversations.reply.hint')}
        rows={5}
        required
        maxLength={MESSAGE_LIMITS.bodyMax}
        value={values.body}
        onChange={set('body')}
        error={message('body')}
      />
      <FormError message={formError} />
      <Button type="submit" busy={start.isPending} busyLabel={t('conversations.start.submitting')}>
        {t('conversations.start.submit')}
      </Button>
    </form>
  );
}
