export { SignInPage as default } from '../../features/auth/components/sign-in-page';
