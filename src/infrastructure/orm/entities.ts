import { UserRecord } from './accounts/user.entity.ts';

/** Every table mapping; the composition root and the migrator see the same list. */
export const entities = [UserRecord];
