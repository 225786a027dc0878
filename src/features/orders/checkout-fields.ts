/** The longest each delivery field may be (the checkout's inputs carry these as `maxlength`). */
export const deliveryLimits = { name: 100, mobile: 20, address: 200, landmark: 100, city: 60, pin: 10 } as const;

/** What the checkout tells a visitor for each field that needs attention. */
export const deliveryMessages = {
  name: 'Enter the name of the person who will receive the order.',
  nameLong: 'Use at most 100 characters for the name.',
  address: 'Enter the house or flat number, building and street.',
  addressLong: 'Use at most 200 characters for the address; put extra directions in Landmark.',
  landmarkLong: 'Use at most 100 characters for the landmark.',
  city: 'Enter the city, town or village.',
  cityLong: 'Use at most 60 characters for the city.',
  state: 'Choose the state or union territory.',
  payment: 'Choose how you will pay: UPI or cash on delivery.',
} as const;
