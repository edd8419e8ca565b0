import { island } from '../island/island.tsx';

/*
 * Booking works without a script (the calendar is a GET form, booking a plain post), so the screen
 * is rendered by the server and hydrated as an island when the browser is idle: the page's first
 * download does not carry the calendar's code.
 */
const Screen = import.meta.env.SSR ? await import('./BookingScreen.tsx') : null;

export const BookingScreen = island(Screen?.BookingScreen ?? null, () =>
  import('./BookingScreen.tsx').then((module) => module.BookingScreen),
);
