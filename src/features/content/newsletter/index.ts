export { Newsletter } from './newsletter';
