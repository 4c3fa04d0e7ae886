import { Alert, AlertTitle, Box, Button } from '@mui/material';

/**
 * The address names an organization Atrium does not know (issue 35, item 19; wording in
 * docs/decisions.md): say so, and offer the sign-in without an organization in the address.
 */
export function UnknownRealmPage({ realm }: { realm: string }) {
  return (
    <Box component="main" sx={{ p: { xs: 4, md: 7 }, maxWidth: 720, mx: 'auto' }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" href="/">
            Go to sign-in
          </Button>
        }
      >
        <AlertTitle component="h1">Organization not found</AlertTitle>
        The address names the organization “{realm}”, which Atrium does not know. Check the address
        you were given, or go to the sign-in page.
      </Alert>
    </Box>
  );
}
