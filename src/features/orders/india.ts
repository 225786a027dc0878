/**
 * India's 28 states and 8 union territories (as of 2020, when Dadra and Nagar Haveli and Daman and
 * Diu became one territory and Ladakh its own), and which of them a PIN code belongs to.
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

/**
 * The first digits of a PIN code and the state they belong to (India Post's sorting zones). The
 * longest matching prefix wins. A prefix two states share (`null`: Villupuram and Puducherry share
 * 605, Saharanpur and Roorkee 247, …) suggests nothing, so no visitor is ever told a right state
 * is wrong. 90–99 are the Army Postal Service's.
 */
const prefixes: Record<string, State | null> = {
  '11': 'Delhi',
  '12': 'Haryana',
  '13': 'Haryana',
  '14': 'Punjab',
  '15': 'Punjab',
  '16': 'Punjab',
  '160': null,
  '16000': 'Chandigarh',
  '16001': 'Chandigarh',
  '16002': 'Chandigarh',
  '16003': 'Chandigarh',
  '17': 'Himachal Pradesh',
  '18': 'Jammu and Kashmir',
  '19': 'Jammu and Kashmir',
  '194': 'Ladakh',
  '20': 'Uttar Pradesh',
  '21': 'Uttar Pradesh',
  '22': 'Uttar Pradesh',
  '23': 'Uttar Pradesh',
  '24': 'Uttar Pradesh',
  '244': null,
  '246': 'Uttarakhand',
  '247': null,
  '248': 'Uttarakhand',
  '249': 'Uttarakhand',
  '25': 'Uttar Pradesh',
  '26': 'Uttar Pradesh',
  '262': null,
  '263': 'Uttarakhand',
  '27': 'Uttar Pradesh',
  '28': 'Uttar Pradesh',
  '30': 'Rajasthan',
  '31': 'Rajasthan',
  '32': 'Rajasthan',
  '33': 'Rajasthan',
  '34': 'Rajasthan',
  '36': 'Gujarat',
  '3625': null,
  '37': 'Gujarat',
  '38': 'Gujarat',
  '39': 'Gujarat',
  '396': null,
  '40': 'Maharashtra',
  '403': 'Goa',
  '41': 'Maharashtra',
  '42': 'Maharashtra',
  '43': 'Maharashtra',
  '44': 'Maharashtra',
  '45': 'Madhya Pradesh',
  '46': 'Madhya Pradesh',
  '47': 'Madhya Pradesh',
  '48': 'Madhya Pradesh',
  '49': 'Chhattisgarh',
  '50': 'Telangana',
  '51': 'Andhra Pradesh',
  '52': 'Andhra Pradesh',
  '53': 'Andhra Pradesh',
  '533': null,
  '56': 'Karnataka',
  '57': 'Karnataka',
  '58': 'Karnataka',
  '59': 'Karnataka',
  '60': 'Tamil Nadu',
  '605': null,
  '609': null,
  '61': 'Tamil Nadu',
  '62': 'Tamil Nadu',
  '63': 'Tamil Nadu',
  '64': 'Tamil Nadu',
  '67': 'Kerala',
  '673': null,
  '68': 'Kerala',
  '68255': 'Lakshadweep',
  '69': 'Kerala',
  '70': 'West Bengal',
  '71': 'West Bengal',
  '72': 'West Bengal',
  '73': 'West Bengal',
  '737': 'Sikkim',
  '74': 'West Bengal',
  '744': 'Andaman and Nicobar Islands',
  '75': 'Odisha',
  '76': 'Odisha',
  '77': 'Odisha',
  '78': 'Assam',
  '790': 'Arunachal Pradesh',
  '791': 'Arunachal Pradesh',
  '792': 'Arunachal Pradesh',
  '793': 'Meghalaya',
  '794': 'Meghalaya',
  '795': 'Manipur',
  '796': 'Mizoram',
  '797': 'Nagaland',
  '798': 'Nagaland',
  '799': 'Tripura',
  '80': 'Bihar',
  '81': 'Bihar',
  '813': null,
  '814': 'Jharkhand',
  '815': 'Jharkhand',
  '816': 'Jharkhand',
  '82': 'Bihar',
  '822': 'Jharkhand',
  '825': 'Jharkhand',
  '826': 'Jharkhand',
  '827': 'Jharkhand',
  '828': 'Jharkhand',
  '829': 'Jharkhand',
  '83': 'Jharkhand',
  '84': 'Bihar',
  '85': 'Bihar',
};

/** The prefixes, longest first, so the most exact one is found first. */
const byLength = Object.keys(prefixes).sort((a, b) => b.length - a.length);

/** The state a PIN code (6 digits, first 1–9) belongs to, or null when it is unknown or shared. */
export function stateForPin(pin: string): State | null {
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  const prefix = byLength.find((candidate) => pin.startsWith(candidate));
  return prefix === undefined ? null : (prefixes[prefix] ?? null);
}
