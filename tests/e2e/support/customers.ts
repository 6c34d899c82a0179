/** The sandbox's demo customers (server/seed), as the e2e tests sign in with them. */
export type DemoCustomer =
  | { kind: 'fin'; fin: string; password: string; phone: string; name: string }
  | { kind: 'permit'; number: string; password: string; phone: string; name: string }
  | {
      kind: 'passport';
      series: string;
      number: string;
      password: string;
      phone: string;
      name: string;
    };

export const leyla: DemoCustomer = {
  kind: 'fin',
  fin: '6XK2T9P',
  password: 'Demo2026!',
  phone: '501234567',
  name: 'Leyla Məmmədova',
};
export const rashad: DemoCustomer = {
  kind: 'permit',
  number: 'TR1234567',
  password: 'Demo2026!',
  phone: '701112233',
  name: 'Rəşad Əliyev',
};
export const nigar: DemoCustomer = {
  kind: 'passport',
  series: 'AB',
  number: '1234567',
  password: 'Demo2026!',
  phone: '772223344',
  name: 'Nigar Hüseynova',
};
/** A customer of the bank not yet registered for the internet bank. */
export const elvin = { fin: '3TW7E8R', phone: '517654321', name: 'Elvin Quliyev' };

/** Signs a customer in through the API, as the app would, and returns the tokens. */
export async function apiSignIn(
  bankURL: string,
  customer: DemoCustomer,
  code: () => Promise<string>,
) {
  const identifier =
    customer.kind === 'fin'
      ? { identifierType: 'PIN', identifierValue: customer.fin }
      : customer.kind === 'permit'
        ? { identifierType: 'TRP', identifierValue: customer.number }
        : { identifierType: customer.series, identifierValue: customer.number };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${bankURL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const challenge = await post('/api/v1/login', { ...identifier, password: customer.password });
  const tokens = await post(
    '/api/v1/otp/validate',
    { otp: await code() },
    {
      'Session-Id': challenge.sessionId,
    },
  );
  return { accessToken: tokens.accessToken as string, refreshToken: tokens.refreshToken as string };
}
