import { Alert, Button } from '@mui/material';
import type { ImpersonatedOrganization } from '../../auth/impersonation.ts';
import { useChooseImpersonation } from './useChooseImpersonation.ts';

const typeNames: Record<string, string> = {
  OWNER: 'owner',
  OCCUPIER: 'occupier',
  OPERATOR: 'operator',
  PLATFORM: 'platform',
};

/**
 * Above every page while a master admin acts as another organization, so that nobody mistakes
 * that organization's view, or a change made in it, for their own.
 */
export function ImpersonationBanner({ organization }: { organization: ImpersonatedOrganization }) {
  const choose = useChooseImpersonation();
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      sx={{ borderRadius: 0, alignItems: 'center', py: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            choose(null);
          }}
        >
          Stop acting
        </Button>
      }
    >
      Acting as {organization.name} ({typeNames[organization.type] ?? organization.type}): you see
      and change what its users see.
    </Alert>
  );
}
