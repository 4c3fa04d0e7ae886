import { SignInGate } from '../auth/SignInGate.tsx';
import { Shell } from './shell/Shell.tsx';

/** Every page but the public ones: signed in, inside the shell. */
export function AppLayout() {
  return (
    <SignInGate>
      <Shell />
    </SignInGate>
  );
}
