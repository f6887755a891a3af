export { BranchSelectionPage as default } from '../../features/branch/components/branch-selection-page';
