import type { User } from '#domain/accounts/user.ts';
import type { Readiness } from '#domain/system/readiness.ts';
import type { AccountDto, SignInInput, SignUpInput, UpdateProfileInput, Viewer } from './accounts/schemas.ts';
import type { SiteStatus } from './system/get-site-status.ts';

/**
 * The use cases the web layer may call, already bound to their ports by the composition root.
 * One set is built per request, so every request works on its own EntityManager fork.
 */
export interface AppServices {
  system: {
    checkReadiness(): Promise<Readiness>;
    getSiteStatus(): Promise<SiteStatus>;
  };
  accounts: {
    signIn(input: SignInInput, clientIp: string): Promise<User>;
    signUp(input: SignUpInput): Promise<User>;
    /** The viewer behind a session's user id, or null when the account is gone. */
    viewer(userId: string): Promise<Viewer | null>;
    getAccount(userId: string): Promise<AccountDto>;
    updateProfile(userId: string, input: UpdateProfileInput): Promise<AccountDto>;
  };
}
