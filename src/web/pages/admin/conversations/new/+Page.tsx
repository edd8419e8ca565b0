import { useData } from 'vike-react/useData';
import { NewConversationForm } from '#web/components/conversations/NewConversationForm.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { NEW_CONVERSATION_PATHS } from '#web/lib/form-submission.ts';
import type { Data } from './+data.ts';

/** The owner starts a conversation with a project's client (the project page's "Start Conversation"). */
export default function Page() {
  const { choice } = useData<Data>();
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight">{t('conversations.admin.newTitle')}</h1>
      <p className="mt-2 text-stone-600">
        {t('conversations.admin.newIntro', { client: choice.clientName, project: choice.projectName })}
      </p>
      <NewConversationForm
        projects={[{ id: choice.projectId, name: choice.projectName }]}
        procedure="conversations.ownerStart"
        action={`${NEW_CONVERSATION_PATHS.owner}?${new URLSearchParams({ project_id: choice.projectId })}`}
        initialTitle={choice.projectName}
        threadPath={(id) => `/admin/conversations/${id}`}
        heading={false}
      />
    </main>
  );
}
