import { z } from 'zod';

export const unlockPreviewSchema = z.object({
  password: z.string('Password is required').min(1, 'Password is required').max(200),
});
export type UnlockPreviewInput = z.input<typeof unlockPreviewSchema>;

export interface PreviewUnlockedDto {
  /** Where the browser goes next: the legacy preview site. */
  url: string;
}
