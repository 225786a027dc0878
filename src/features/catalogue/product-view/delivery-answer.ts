import { deliveryFacts } from '@/config/shop-facts';
import { codLine, deliveryLine, estimateDelivery } from '@/lib/delivery';

export type DeliveryAnswer = { kind: 'invalid'; message: string } | { kind: 'ok'; pin: string; line: string; cod: string };

/**
 * The PIN check's answer for what was typed, at `now`, by the shop's delivery zones and days: when
 * an order reaches it and whether cash on delivery goes there. Loaded with the zones on the first
 * Check (./delivery-check.tsx): the product page is ready without either.
 */
export function deliveryAnswer(typed: string, now: Date): DeliveryAnswer {
  const estimate = estimateDelivery(typed, now, deliveryFacts);
  return estimate.kind === 'invalid' ? estimate : { kind: 'ok', pin: estimate.pin, line: deliveryLine(estimate), cod: codLine(estimate) };
}
