import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { useCallback, useRef, useState } from 'react';
import type { AppRouter } from '../server/trpc/app.router.ts';
import { newSubmissionKey, renewKey, SUBMISSION_KEY_HEADER, type Submission } from './submission-key.ts';

/**
 * Calls of tRPC procedures from public pages without the tRPC client and React Query runtimes (about
 * 16 KB of gzip JavaScript a reader would otherwise download for a like button or a form). It speaks
 * tRPC's HTTP wire format, unbatched: a query is `GET /trpc/{path}?input=`, a mutation `POST` with a
 * JSON body; the answer is `{ result: { data } }` or `{ error }`. Types come from the router, so a
 * renamed procedure or a changed input fails the type check here as it would with the tRPC client.
 * The admin screens keep tRPC with React Query (`lib/trpc.ts`), where its cache earns its weight.
 */

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
type Module = keyof Inputs & string;
type Procedure<M extends Module> = keyof Inputs[M] & string;
export type ProcedureName = { [M in Module]: `${M}.${Procedure<M>}` }[Module];
type Split<N> = N extends `${infer M extends Module}.${infer P}` ? [M, P] : never;
export type ProcedureInput<N extends ProcedureName> =
  Split<N> extends [infer M extends Module, infer P] ? Inputs[M][P & keyof Inputs[M]] : never;
export type ProcedureOutput<N extends ProcedureName> =
  Split<N> extends [infer M extends Module, infer P] ? Outputs[M][P & keyof Outputs[M]] : never;

/** What the server's error formatter (`server/trpc/init.ts`) puts beside a refusal's message. */
export interface ProcedureErrorData {
  code?: string;
  httpStatus?: number;
  appCode?: string;
  /** For a refusal with a wait (rate limits, the test pages' cooldown): whole seconds until a new try. */
  retryAfterSeconds?: number;
  fieldErrors?: Record<string, string[] | undefined>;
}

/** A refusal the server answered (its message is the spec's text), or a failed connection (no data). */
export class ProcedureError extends Error {
  override readonly name = 'ProcedureError';
  readonly data: ProcedureErrorData | undefined;
  constructor(message: string, data: ProcedureErrorData | undefined) {
    super(message);
    this.data = data;
  }
}

export function callQuery<N extends ProcedureName>(name: N, input: ProcedureInput<N>) {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return send<ProcedureOutput<N>>(`/trpc/${name}${search}`, { method: 'GET' });
}

/** With a form's `submission`, a repeat of the same call is answered once (`lib/submission-key.ts`). */
export async function callMutation<N extends ProcedureName>(
  name: N,
  input: ProcedureInput<N>,
  submission?: Submission,
) {
  const output = await send<ProcedureOutput<N>>(`/trpc/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(submission ? { [SUBMISSION_KEY_HEADER]: submission.key } : {}),
    },
    body: JSON.stringify(input),
  });
  if (submission) renewKey(submission);
  return output;
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, credentials: 'same-origin' });
  const body = (await response.json().catch(() => undefined)) as
    | { result?: { data: T }; error?: { message: string; data?: ProcedureErrorData } }
    | undefined;
  if (response.ok && body?.result) return body.result.data;
  throw new ProcedureError(body?.error?.message ?? response.statusText, body?.error?.data);
}

/**
 * A mutation for a form: its call, whether it is in flight or has succeeded, and a reset to idle. Its
 * calls carry the form's submission key, so a repeated one is done once.
 */
export function useMutationCall<N extends ProcedureName>(name: N) {
  const [state, setState] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const submission = useRef<Submission | null>(null);
  const mutateAsync = useCallback(
    async (input: ProcedureInput<N>) => {
      setState('pending');
      submission.current ??= { key: newSubmissionKey() };
      try {
        const output = await callMutation(name, input, submission.current);
        setState('success');
        return output;
      } catch (error) {
        setState('error');
        throw error;
      }
    },
    [name],
  );
  const reset = useCallback(() => setState('idle'), []);
  return { mutateAsync, reset, isPending: state === 'pending', isSuccess: state === 'success' };
}
