/** True when the app is built to run against the Auth emulator (see vite.config.ts). */
declare const __EMULATOR_GOOGLE__: boolean;
