export { closeToasts } from './closeToasts.ts';
export { isolateStory } from './isolateStory.ts';
