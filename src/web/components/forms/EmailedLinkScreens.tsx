import type { FormEventHandler } from 'react';
import { Button, ButtonLink } from '../ui/Button.tsx';

/**
 * The page an e-mailed one-time link opens: a heading, a line and one button whose post spends the
 * link (opening the page spends nothing: mail scanners open links before people do).
 */
export function ConfirmLinkForm(props: {
  title: string;
  text: string;
  action: string;
  token: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{props.title}</h1>
      <p className="mt-3 text-sm text-stone-700">{props.text}</p>
      <form method="post" action={props.action} onSubmit={props.onSubmit} className="mt-8">
        <input type="hidden" name="token" value={props.token} />
        <Button
          type="submit"
          variant="brand"
          size="lg"
          busy={props.busy}
          busyLabel={props.busyLabel}
          className="w-full"
        >
          {props.submitLabel}
        </Button>
      </form>
    </>
  );
}

/** A link that cannot be used: why, and the way to ask for a new one. */
export function LinkRefused(props: { title: string; reason: string; href: string; linkLabel: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{props.title}</h1>
      <p role="alert" className="mt-3 text-sm text-stone-700">
        {props.reason}
      </p>
      <ButtonLink href={props.href} variant="brand" className="mt-8">
        {props.linkLabel}
      </ButtonLink>
    </>
  );
}
