import { useMutation } from '@tanstack/react-query';
import type { ApiKeyDto } from '#application/blog/editor-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { ApiKeysManager } from '../api-keys/ApiKeysManager.tsx';

/** The name rules' messages (createApiKeySchema) as this panel's text keys. */
const NAME_MESSAGES: Record<string, string> = {
  'Name is required': 'testUserKeys.nameRequired',
  'Name must be at most 100 characters': 'testUserKeys.nameTooLong',
};

/** The owner's keys for `POST` and `DELETE /api/test-user` (`/admin/tests`); they open nothing else. */
export function TestUserKeysPanel({ keys }: { keys: ApiKeyDto[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const create = useMutation(trpc.system.createTestUserKey.mutationOptions());
  const revoke = useMutation(trpc.system.revokeTestUserKey.mutationOptions());
  return (
    <ApiKeysManager
      texts="testUserKeys"
      idPrefix="test-user-key"
      keys={keys}
      createKey={create.mutateAsync}
      revokeKey={revoke.mutateAsync}
      nameMessage={(message) => t(NAME_MESSAGES[message] ?? 'testUserKeys.createFailed')}
    />
  );
}
