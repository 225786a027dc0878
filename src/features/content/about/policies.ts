import { site } from '@/config/site';

/** The shop's delivery, privacy and terms text, linked from the footer (About page sections). */
export const policies = [
  {
    id: 'delivery',
    title: 'Delivery information',
    paragraphs: [
      'Shipping is free on every order anywhere in India. Orders are packed at our Mumbai studio within two working days and usually arrive in three to six working days; we send the tracking details by email as soon as your parcel leaves us.',
      'Every tee travels in a recycled paper mailer. If a parcel arrives damaged, write to us within seven days with a photo and we will send a replacement at no cost.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy policy',
    paragraphs: [
      'This website keeps everything on your own device. Your cart, your account, your theme choice, newsletter sign-ups and any message you write are stored in your browser’s local storage and are never sent to us or to anyone else by the site. There are no trackers, no analytics and no third-party scripts.',
      'Passwords are never stored: only a salted, one-way hash made by your browser. Clearing your browser’s site data removes everything the shop has kept.',
    ],
  },
  {
    id: 'terms',
    title: 'Terms & conditions',
    paragraphs: [
      'Prices are in Indian rupees and include GST. Colours on screen may differ slightly from the printed garment, because every screen shows colour a little differently.',
      `Unworn items can be returned or exchanged within 15 days of delivery. Write to ${site.email} and we will arrange the pickup. Coupons apply only while a promotion is running and cannot be exchanged for cash.`,
    ],
  },
] as const;
