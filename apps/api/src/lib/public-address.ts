import { isIP } from 'node:net';
import type { Config } from '../config';

/**
 * Where people reach this deployment: PUBLIC_URL, else the address the server printed at start
 * (http://localhost:<port>). Links in mail, sign-up's tenant address and the tenant list are built
 * from it, never from a request's Host or X-Forwarded-* headers, which any client can forge.
 */
export class PublicAddress {
  private printed: string;

  constructor(private readonly config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'DEFAULT_TENANT'>) {
    this.printed = `http://localhost:${config.PORT}`;
  }

  /** The server listens: with no PUBLIC_URL, links use the address it prints. */
  listening(port: number | string): void {
    this.printed = `http://localhost:${port}`;
  }

  get configured(): boolean {
    return this.config.PUBLIC_URL !== undefined;
  }

  get base(): string {
    return new URL(this.config.PUBLIC_URL ?? this.printed).origin;
  }

  /**
   * A tenant's own address: the base for the default tenant, its sub-domain for the others. An IP
   * has no sub-domains, so a tenant behind one is named on `<slug>.localhost`, which reaches this
   * machine only (the start warns; PUBLIC_URL should be a DNS name when tenants have sub-domains).
   */
  tenantOrigin(slug: string): string {
    const url = new URL(this.base);
    if (slug === this.config.DEFAULT_TENANT) return url.origin;
    url.hostname = isIP(url.hostname.replace(/^\[|\]$/g, '')) ? `${slug}.localhost` : `${slug}.${url.hostname}`;
    return url.origin;
  }
}
