// Not built yet: the route shows the landing screen until its issue lands.
export { default } from './landing';
