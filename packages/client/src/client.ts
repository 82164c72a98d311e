// The API client of spec shell-onboarding-content §7: one function per call the server has, plus the
// generic `request()` of request.ts (headers, retry, anti-duplicate, loader, error catalogue), which
// every one of them goes through.
import type {
  Customer,
  DeliveryAddress,
  EnvConfig,
  LogEntry,
  LogRequest,
  Navigation,
  PageConfiguration,
  RuleAgreementRequest,
  ServerInfo,
} from '@mercato/contracts';
import { createRequest, type ClientOptions } from './request.ts';
import { ShopError } from './shop-error.ts';

export * from './request.ts';

const seg = (s: string | number): string => encodeURIComponent(String(s));

/**
 * A refused address change that carries the server's own message (an ALERT answer, or a message on a
 * field): setCurrentShoppingAddress does not report it, the caller shows it under 'Profilo' (spec shell §8).
 */
export const isAddressChangeRefusal = (e: ShopError): boolean => e.kind === 'alert' || e.fieldErrors.length > 0;

export function createClient(options: ClientOptions = {}) {
  const request = createRequest(options);
  return {
    request,

    /** GET config/env: environment configuration and spec §9 constants. */
    getEnv: () => request<EnvConfig>('GET', 'config/env'),

    /** GET info/server. */
    getServerInfo: () => request<ServerInfo>('GET', 'info/server'),

    /**
     * POST logger {clientInfo, logs, domainCode}. A 401 is ignored (resolves null); no loader, never
     * reported to onError.
     */
    async log(input: LogEntry[] | LogRequest): Promise<{ stored: number; dropped: number } | null> {
      const body: LogRequest = Array.isArray(input) ? { logs: input } : input;
      try {
        return await request<{ stored: number; dropped: number }>('POST', 'logger', {
          body,
          spinner: false,
          report: false,
          dedupe: false,
        });
      } catch (e) {
        if (e instanceof ShopError && e.status === 401) return null;
        throw e;
      }
    },

    /** GET nav/{nav}?publishDate=: the page configuration. */
    getPageConfiguration: (nav: string, opts: { publishDate?: string } = {}) =>
      request<PageConfiguration>('GET', `nav/${seg(nav)}`, { query: { publishDate: opts.publishDate } }),

    /** POST login {username, password}: the logged customer; sets the session and XSRF cookies. */
    login: (username: string, password: string) => request<Customer>('POST', 'login', { body: { username, password } }),

    /** GET logout/{navigation}: ends the session; answers where to go. */
    logout: (nav: string) => request<{ redirect: string }>('GET', `logout/${seg(nav)}`),

    /** GET auth/profile/customer. */
    getProfile: () => request<Customer>('GET', 'auth/profile/customer'),

    /**
     * GET auth/addresses/{site} (spec shell §7 findDeliveryAddresses): the logged customer's addresses for a
     * site: home addresses for supermercato and pharma, the site's pickup points for the others. No loader:
     * the caller shows skeletons while they load.
     */
    findDeliveryAddresses: (site: Navigation) =>
      request<DeliveryAddress[]>('GET', `auth/addresses/${seg(site)}`, { spinner: false }),

    /** GET auth/addresses/{id}/can-copy-trolley (canCopyTrolleyItemOnAddressChange): ask before copying? */
    canCopyTrolleyItemOnAddressChange: (addressId: number) =>
      request<{ canCopy: boolean }>('GET', `auth/addresses/${seg(addressId)}/can-copy-trolley`),

    /**
     * PUT auth/addresses/current {site, addressId, copyCart} (setCurrentShoppingAddress): the address in use
     * for the shopping of `site`; answers where to go and the success text. A refusal with the server's own
     * message (ALERT, or a 400 on a field) is only thrown: spec shell §8 shows it in the alert 'Profilo'.
     */
    setCurrentShoppingAddress: (site: Navigation, addressId: number, copyCart: boolean) =>
      request<{ redirectUrl: string; message: string }>('PUT', 'auth/addresses/current', {
        body: { site, addressId, copyCart },
        report: (e) => !isAddressChangeRefusal(e),
      }),

    /** PUT auth/message/{id}/read. */
    markMessageRead: (id: number) =>
      request<{ messageId: number; read: boolean }>('PUT', `auth/message/${seg(id)}/read`),

    /** PUT auth/rule-agreement {saleConditionsAccepted, privacyAccepted}. */
    acceptRuleAgreement: (input: RuleAgreementRequest) =>
      request<{ agreementEcommerceRule: boolean }>('PUT', 'auth/rule-agreement', { body: input }),

    /**
     * POST security/check-url {url}: true when the shop allows the navigation (NO_CONTENT), false when
     * it forbids it (403, not reported); other failures are reported and thrown.
     */
    async checkUrl(url: string): Promise<boolean> {
      try {
        const verdict = await request<string>('POST', 'security/check-url', {
          body: { url },
          spinner: false,
          dedupe: false,
          report: (e) => e.kind !== 'forbidden',
        });
        return verdict === 'NO_CONTENT';
      } catch (e) {
        if (e instanceof ShopError && e.kind === 'forbidden') return false;
        throw e;
      }
    },
  };
}

export type ShopClient = ReturnType<typeof createClient>;
