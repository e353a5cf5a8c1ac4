export { isolateStory } from './isolateStory.ts';
