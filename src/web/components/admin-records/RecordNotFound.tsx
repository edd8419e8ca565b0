import { ButtonLink } from '../ui/Button.tsx';
import { CLIENTS_URL } from './urls.ts';

/** Spec: 'Project Not Found' (and, alike, 'Client Not Found') with 'Back to Clients'. */
export function RecordNotFound({ title, text, back }: { title: string; text: string; back: string }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-600">{text}</p>
      <ButtonLink href={CLIENTS_URL} className="mt-8">
        {back}
      </ButtonLink>
    </main>
  );
}
