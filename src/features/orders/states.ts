/**
 * India's 28 states and 8 union territories (as of 2020, when Dadra and Nagar Haveli and Daman and
 * Diu became one territory and Ladakh its own). Which of them a PIN code belongs to is ./india.ts:
 * the checkout's form lists these before it is ready, and needs the PIN codes' rules only once one
 * is typed.
 */
export const states = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const unionTerritories = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type State = (typeof states)[number] | (typeof unionTerritories)[number];

export const statesAndTerritories: readonly State[] = [...states, ...unionTerritories];

export function isState(value: string): value is State {
  return (statesAndTerritories as readonly string[]).includes(value);
}
