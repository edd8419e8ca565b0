import { ClientLoginForm } from '../../components/client-login/ClientLoginForm.tsx';

export default function Page() {
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <ClientLoginForm />
    </main>
  );
}
