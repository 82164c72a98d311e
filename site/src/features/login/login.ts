// The login page's server logic (/accedi), apart from the page so that it can be tested.
import { safeRedirectPath } from '@mercato/contracts';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { loginFormValues, loginSchema, type LoginForm } from '@mercato/contracts/rules/login';

/**
 * Where the login page sends the shopper afterwards (and a logged shopper at once): its `next`
 * parameter when that is a path of this site, else '/'. Never another origin: '/%09/evil.example'
 * decodes to '/\t/evil.example', which a browser would read as '//evil.example'.
 */
export function loginNext(url: URL): string {
  return safeRedirectPath(url.searchParams.get('next'));
}

/** The posted form's values and its field errors (field → message; empty when it can be sent). */
export function readLoginForm(form: FormData): { values: LoginForm; errors: Record<string, string> } {
  const values = loginFormValues(form);
  return { values, errors: fieldErrors(loginSchema, values) };
}
