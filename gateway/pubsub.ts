import { createPubSub, type PubSub, type PubSubEventTarget } from 'graphql-yoga';
import type { MinistryStatus } from './generated/schema-types.js';

/** Topics and payloads. Payloads are plain JSON so a Redis event target can carry them. */
export type GatewayEvents = {
  'ministry:status': [MinistryStatus];
};

export type GatewayPubSub = PubSub<GatewayEvents>;
export type GatewayEventTarget = PubSubEventTarget<GatewayEvents>;

/**
 * In-process by default. Several gateways behind a load balancer pass a shared event target,
 * e.g. `createRedisEventTarget({ publishClient, subscribeClient })` from
 * @graphql-yoga/redis-event-target, and nothing else changes.
 */
export function createGatewayPubSub(eventTarget?: GatewayEventTarget): GatewayPubSub {
  return createPubSub<GatewayEvents>(eventTarget ? { eventTarget } : {});
}
