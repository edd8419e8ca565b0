import { VerifySignIn } from '#web/components/client-login/VerifySignIn.tsx';

export default function Page() {
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <VerifySignIn />
    </main>
  );
}
