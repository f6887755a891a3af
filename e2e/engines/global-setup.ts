/**
 * Starts, for the engine tests, the real stack (built app + Auth emulator + contact inbox) and an
 * X display for WebKitGTK (Xvfb); returns their teardown.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { suiteStack } from '../../scripts/stack.mjs';
import { namedEngines, type EngineName } from './browsers';
import { enrol, type Account } from './flows';
import { Student } from './student';

declare module 'vitest' {
  export interface ProvidedContext {
    display: string;
    signedInProfiles: Record<EngineName, SignedInProfile>;
  }
}

async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const display = `:${90 + Math.floor(Math.random() * 400)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (xvfb.exitCode !== null) throw new Error(`Xvfb could not start on ${display}`);
  return { display, stop: () => xvfb.kill() };
}

interface SignedInProfile {
  profileDir: string;
  account: Account;
}

/**
 * One student per engine signs up, in and chooses a branch through the real forms, once: a test
 * that is not about signing in starts from a copy of that closed profile (`withEnrolledStudent`).
 */
async function signedInProfile(engine: EngineName, display: string): Promise<SignedInProfile> {
  const student = await Student.open(engine, { display });
  try {
    const account = await enrol(student);
    return { profileDir: await student.closeKeepingProfile(), account };
  } catch (error) {
    await student.close();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  const stack = await suiteStack({
    distDir: process.env.E2E_DIST,
  });
  const xvfb = await startXvfb();
  project.provide('display', xvfb.display);
  const profiles: Partial<Record<EngineName, SignedInProfile>> = {};
  const teardown = async () => {
    for (const { profileDir } of Object.values(profiles)) {
      rmSync(profileDir, { recursive: true, force: true });
    }
    xvfb.stop();
    await stack.stop();
  };
  try {
    // Side by side: each browser spends most of its start waiting on its own launch and pages.
    const signedIn = await Promise.allSettled(
      namedEngines().map(async (engine) => {
        profiles[engine] = await signedInProfile(engine, xvfb.display);
      }),
    );
    const failed = signedIn.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('signedInProfiles', profiles as Record<EngineName, SignedInProfile>);
  return teardown;
}
