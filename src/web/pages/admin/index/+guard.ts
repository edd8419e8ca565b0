import { redirect } from 'vike/abort';

/** `/admin` is the dashboard's old address (route table: it redirects); the dashboard checks the role. */
export function guard() {
  throw redirect('/admin/dashboard');
}
