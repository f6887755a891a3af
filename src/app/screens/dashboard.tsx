export { DashboardPage as default } from '../../features/dashboard/components/dashboard-page';
