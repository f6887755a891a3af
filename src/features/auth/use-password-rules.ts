import { useEffect, useState } from 'react';
import {
  DEFAULT_PASSWORD_RULES,
  loadPasswordRules,
  type PasswordRules,
} from '../../session/password-rules';

/** The service's password rules: Firebase's floor at first, the project's policy once it is in. */
export function usePasswordRules(): PasswordRules {
  const [rules, setRules] = useState(DEFAULT_PASSWORD_RULES);
  useEffect(() => {
    let current = true;
    void loadPasswordRules().then((loaded) => {
      if (current) setRules(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return rules;
}
