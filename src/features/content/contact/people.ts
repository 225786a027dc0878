import { siteImages } from '../site-images';

/** The three people a visitor can contact directly. */
export const contactPeople = [
  {
    name: 'Asha Kulkarni',
    role: 'Founder & Head of Design',
    phone: '+91 98200 11234',
    email: 'asha@rangeela.example',
    image: siteImages.people.asha,
  },
  {
    name: 'Rahul Menon',
    role: 'Customer Care Lead',
    phone: '+91 98200 22345',
    email: 'rahul@rangeela.example',
    image: siteImages.people.rahul,
  },
  {
    name: 'Meera Iyer',
    role: 'Print Studio Manager',
    phone: '+91 98200 33456',
    email: 'meera@rangeela.example',
    image: siteImages.people.meera,
  },
] as const;
