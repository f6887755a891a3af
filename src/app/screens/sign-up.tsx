export { SignUpPage as default } from '../../features/auth/components/sign-up-page';
