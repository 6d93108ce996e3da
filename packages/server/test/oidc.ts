import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A local OpenID Connect provider for tests (oidc-provider with its development interactions), and a
// fetch-driven user agent that walks the authorization-code flow through its login and consent forms.

export interface OidcAccount {
  email: string;
  name?: string;
}

export interface TestOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Starts the provider with one confidential client whose redirect URI is `redirectUri`. */
export async function startTestOidc(opts: {
  redirectUri: string;
  accounts: Record<string, OidcAccount>;
}): Promise<TestOidc> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'cubewright-test';
  const clientSecret = 'cubewright-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    async findAccount(_ctx, sub) {
      const account = opts.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: true,
            ...(account.name ? { name: account.name } : {}),
          };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookie jar keyed by name (paths ignored: the provider's cookies are all ours to send back). */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follows the provider's redirects from `authorizeUrl`, signing in as `accountId` and granting consent
 * on its forms, and returns the redirect back to the client (the callback URL with code and state).
 */
export async function authorizeAtProvider(authorizeUrl: string, accountId: string): Promise<string> {
  const jar = new Jar();
  const origin = new URL(authorizeUrl).origin;
  let url = authorizeUrl;
  for (let step = 0; step < 12; step++) {
    if (!url.startsWith(origin)) return url;
    const interaction = /\/interaction\/([^/?#]+)$/.exec(new URL(url).pathname);
    let res: Response;
    if (interaction) {
      const page = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.take(page);
      const html = await page.text();
      const prompt =
        /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? (/name="login"/.test(html) ? 'login' : 'consent');
      const form = new URLSearchParams({
        prompt,
        ...(prompt === 'login' ? { login: accountId, password: 'x' } : {}),
      });
      res = await fetch(url, {
        method: 'POST',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'manual',
      });
    } else {
      res = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    }
    jar.take(res);
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`provider stopped at ${url} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects at the provider');
}
