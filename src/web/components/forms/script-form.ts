import { usePageContext } from 'vike-react/usePageContext';

/**
 * The action of a form that only its script can send (an admin dialog, a booking step): its own page,
 * posted. Sent before the script has loaded, it shows the page again and stores nothing; its fields go
 * in the body, never into the address, browser history or the access log as a GET would put them.
 */
export function useScriptFormAction(): string {
  return usePageContext().urlPathname;
}
