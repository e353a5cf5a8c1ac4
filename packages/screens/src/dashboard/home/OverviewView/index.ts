export { OverviewView, type OverviewShortcut, type OverviewViewProps } from './OverviewView.tsx';
