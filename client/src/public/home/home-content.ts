import {
  IconBuildingCastle,
  IconDeviceSpeaker,
  IconHeartHandshake,
  IconParking,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';

/** The four event cards: the section keys of the specification and text used when a section is absent. */
export const EVENT_CARDS = [
  {
    key: 'wedding_events',
    image: '/starter/event-wedding.webp',
    title: 'Weddings',
    text: 'Ceremony on the willow lawn, cocktails on the terrace and a reception under the chandeliers — all in one place.',
  },
  {
    key: 'birthday_events',
    image: '/starter/event-birthday.webp',
    title: 'Birthdays',
    text: 'Milestone birthdays, sweet sixteens and surprise parties with room to dance and a menu to match.',
  },
  {
    key: 'anniversary_events',
    image: '/starter/event-anniversary.webp',
    title: 'Anniversaries',
    text: 'Celebrate the years together with an elegant dinner and a first dance all over again.',
  },
  {
    key: 'retirement_events',
    image: '/starter/event-retirement.webp',
    title: 'Retirements',
    text: 'Honour a career with speeches, a slideshow on our A/V system and a send-off worthy of the occasion.',
  },
];

export const FEATURES: { icon: Icon; title: string; text: string }[] = [
  { icon: IconBuildingCastle, title: 'Elegant Ballroom', text: 'Crystal chandeliers, a sprung dance floor and seating for up to 450 guests.' },
  { icon: IconSparkles, title: 'Private Getting-Ready Suite', text: 'A light-filled suite with mirrors and a lounge, yours for the whole day.' },
  { icon: IconParking, title: 'Ample Parking', text: 'More than 100 complimentary parking spaces right beside the hall.' },
  { icon: IconDeviceSpeaker, title: 'Built-in A/V System', text: 'Sound system, wireless microphones, projector and screens for every speech and slideshow.' },
  { icon: IconHeartHandshake, title: 'Vendor Flexibility', text: 'Bring the caterers, florists and bands you love, or choose from our trusted list.' },
];
