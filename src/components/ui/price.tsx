import { formatPrice } from '@/lib/money';

export function Price({ amount, className = 'price' }: { amount: number; className?: string }) {
  return <span className={className}>{formatPrice(amount)}</span>;
}
