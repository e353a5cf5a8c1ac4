export { PosDoneStep, type PosDoneStepProps } from './PosDoneStep.tsx';
