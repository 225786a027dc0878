import { findProduct } from '@/features/catalogue';
import type { DeliveryDetails, ProductFacts } from '@/features/orders/order';

/** The real catalogue's titles and prices, as the checkout gives them to createOrder. */
export const catalogue: ProductFacts = (productId) => {
  const product = findProduct(productId);
  return product && { title: product.title, price: product.price };
};

/** Delivery details that pass every check. */
export const details: DeliveryDetails = {
  name: 'Asha Sharma',
  mobile: '9876543210',
  address: '12 MG Road, Flat 4B',
  landmark: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pin: '400001',
  email: '',
};
