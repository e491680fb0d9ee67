import { DurableObject } from "cloudflare:workers";

export class TenantShield extends DurableObject<Env> {
  async ping(): Promise<string> {
    return "pong";
  }
}
