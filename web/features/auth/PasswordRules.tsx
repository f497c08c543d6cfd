import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES, passwordProblems } from '../../../domain/auth/passwordRules';

interface PasswordRulesProps {
  password: string;
  /** Without an email (the reset form) only the rules that can be checked are listed. */
  email?: string;
}

/** The shared password rules, each ticked as soon as the typed password meets it. */
export function PasswordRules({ password, email }: PasswordRulesProps) {
  const rules = email === undefined ? [PASSWORD_RULES[0]] : PASSWORD_RULES;
  const problems = passwordProblems(password, email);
  return (
    <List dense disablePadding aria-label="Password requirements" sx={{ mt: 1 }}>
      {rules.map((rule) => {
        const met = password.length > 0 && !problems.includes(rule);
        return (
          <ListItem key={rule} disableGutters sx={{ py: 0.125 }}>
            <ListItemIcon sx={{ minWidth: 26 }}>
              {met ? (
                <CheckCircle sx={{ fontSize: 18, color: 'success.main' }} titleAccess="Met" />
              ) : (
                <RadioButtonUnchecked sx={{ fontSize: 18, color: 'text.disabled' }} titleAccess="Not met" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={rule}
              slotProps={{ primary: { variant: 'body2', sx: { color: met ? 'text.primary' : 'text.secondary' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
